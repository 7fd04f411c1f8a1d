// A button whose action asks first: a small dialog names what will happen, and the service's refusal, if
// any, is shown in it (for example why a team or an account cannot be deleted yet). The dialog exists only
// while open: a month of periods, each with its Delete, stays light to draw.
import { Alert, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';

export interface ConfirmButtonProps extends ButtonProps {
  /** The dialog's title, also the confirming button's label. */
  title: string;
  /** What will happen, in a sentence. */
  message: ReactNode;
  /** The action; a thrown error stays in the dialog, explained by `explain` or the service's reason. */
  onConfirm: () => Promise<unknown>;
  explain?: (error: unknown) => string | undefined;
  children: ReactNode;
  'aria-label'?: string;
}

export function ConfirmButton({ title, message, onConfirm, explain, children, ...button }: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color="red" variant="subtle" {...button} onClick={() => setOpened(true)}>
        {children}
      </Button>
      {opened && <ConfirmDialog title={title} message={message} onConfirm={onConfirm} explain={explain} onClose={() => setOpened(false)} />}
    </>
  );
}

/** The dialog alone, for a list that opens one for whichever of its items is chosen. */
export function ConfirmDialog({
  title,
  message,
  onConfirm,
  explain,
  onClose,
}: Pick<ConfirmButtonProps, 'title' | 'message' | 'onConfirm' | 'explain'> & { onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (caught) {
      setError(explain?.(caught) ?? errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack>
        <Text>{message}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
