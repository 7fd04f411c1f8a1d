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
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpened(false);
    setError(null);
  };
  return (
    <>
      <Button color="red" variant="subtle" {...button} onClick={() => setOpened(true)}>
        {children}
      </Button>
      {opened && (
      <Modal opened onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack>
          <Text>{message}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  await onConfirm();
                  close();
                } catch (caught) {
                  setError(explain?.(caught) ?? errorMessage(caught, t));
                } finally {
                  setBusy(false);
                }
              }}
            >
              {title}
            </Button>
          </Group>
        </Stack>
      </Modal>
      )}
    </>
  );
}
