// Two-factor codes: set up (a QR code of the otpauth address drawn here, and the key as text), confirm
// with a first code, the ten recovery codes shown once (copy, download), and turning them off with the
// password.
import { Alert, Button, Code, CopyButton, Group, Image, List, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { saveBlob } from '../../../lib/save-file';
import { useConfirmTotp, useDisableTotp, useRecheckAccount, useStartTotp, useTotpStatus } from '../api/sign-in-factors';

function QrCode({ text }: { text: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void toDataURL(text, { margin: 2, width: 200, errorCorrectionLevel: 'M' }).then((drawn) => current && setUrl(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  return url ? <Image src={url} alt={t('profile.twoFactor.qrAlt')} w={200} h={200} bg="white" /> : null;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack>
      <Text fw={600}>{t('profile.twoFactor.recoveryTitle')}</Text>
      <Text size="sm">{t('profile.twoFactor.recoveryHelp')}</Text>
      <List type="ordered" aria-label={t('profile.twoFactor.recoveryTitle')} ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={18} aria-hidden />} onClick={copy}>
              {copied ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'timetrack-recovery-codes.txt')}
        >
          {t('profile.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('profile.twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}

function Setup({ userId, onConfirmed }: { userId: number; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const start = useStartTotp(userId);
  const confirm = useConfirmTotp(userId);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [password, setPassword] = useState('');

  if (!start.data) {
    const passwordProblem = start.isError ? fieldErrors(start.error, t).current_password : undefined;
    return (
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          start.mutate(password);
        }}
      >
        <Stack align="flex-start">
          {start.isError && !passwordProblem && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(start.error, t)}
            </Alert>
          )}
          <PasswordField
            label={t('profile.currentPassword')}
            description={t('profile.newFactorPasswordHelp')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordProblem}
          />
          <Button type="submit" loading={start.isPending}>
            {t('profile.twoFactor.enable')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const typed = code.replace(/\s+/g, '');
        if (!/^\d{6}$/.test(typed)) return setProblem(t('profile.twoFactor.codeFormat'));
        setProblem(undefined);
        confirm.mutate(typed, {
          onSuccess: onConfirmed,
          onError: (error) => setProblem(fieldErrors(error, t).code ?? errorMessage(error, t)),
        });
      }}
    >
      <Stack>
        <Text size="sm">{t('profile.twoFactor.scan')}</Text>
        <QrCode text={start.data.otpauth_url} />
        <Text size="sm">
          {t('profile.twoFactor.secret')}: <Code>{start.data.secret}</Code>
        </Text>
        <TextInput
          label={t('profile.twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={confirm.isPending}>
            {t('profile.twoFactor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Disable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const disable = useDisableTotp(userId);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!password) return setProblem(t('errors.fields.required'));
        disable.mutate(password, {
          onSuccess: () => {
            setPassword('');
            notifications.show({ color: 'teal', message: t('profile.twoFactor.disabled'), closeButtonProps: { 'aria-label': t('common.close') } });
          },
          onError: (error) => setProblem(fieldErrors(error, t).current_password ?? errorMessage(error, t)),
        });
      }}
    >
      <Stack>
        <Text size="sm">{t('profile.twoFactor.disableHelp')}</Text>
        <PasswordField
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            {t('profile.twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function TwoFactorSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const status = useTotpStatus(userId);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const recheckAccount = useRecheckAccount();

  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          void recheckAccount();
        }}
      />
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(status.error, t)}
      </Alert>
    );
  }
  if (!status.data) return null;
  return status.data.enabled ? (
    <Stack>
      <Text size="sm">{t('profile.twoFactor.on', { count: status.data.recovery_codes_left })}</Text>
      <Disable userId={userId} />
    </Stack>
  ) : (
    <Stack>
      <Text size="sm">{t('profile.twoFactor.off')}</Text>
      <Setup userId={userId} onConfirmed={setRecoveryCodes} />
    </Stack>
  );
}
