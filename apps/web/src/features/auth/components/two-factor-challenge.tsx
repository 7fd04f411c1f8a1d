// The second step of a sign-in whose account has a second factor: a code of the authenticator app, one of the
// recovery codes, or a passkey. A challenge that has ended (too many wrong codes, or too late) sends the
// person back to the password.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, type User } from '@timetrack/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { errorMessage } from '../../../lib/errors';
import { PasskeySignIn } from './passkey-sign-in';

export function TwoFactorChallenge({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (user: User) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const answer = useMutation({
    mutationFn: (typed: string) =>
      client.completeTwoFactor(useRecovery ? { challenge, recovery_code: typed } : { challenge, code: typed }),
    onSuccess: onSignedIn,
    onError: () => setValue(''),
  });
  const ended = answer.error instanceof ApiError && answer.error.code === 'challenge_ended';

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const typed = useRecovery ? value.trim() : value.replace(/\s+/g, '');
        if (!typed) return setProblem(t('auth.codeRequired'));
        setProblem(undefined);
        answer.mutate(typed);
      }}
    >
      <Stack>
        <Title order={1} size="h3">
          {t('auth.twoFactorTitle')}
        </Title>
        <Text size="sm">{useRecovery ? t('auth.twoFactorRecoveryHelp') : t('auth.twoFactorHelp')}</Text>
        {answer.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(answer.error, t)}
          </Alert>
        )}
        {ended ? (
          <Button onClick={onRestart} fullWidth size="md">
            {t('auth.backToSignIn')}
          </Button>
        ) : (
          <>
            <TextInput
              key={useRecovery ? 'recovery' : 'code'}
              label={useRecovery ? t('auth.recoveryCode') : t('auth.twoFactorCode')}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              maxLength={useRecovery ? 40 : 8}
              required
              withAsterisk={false}
              data-autofocus
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={problem}
            />
            <Button type="submit" loading={answer.isPending} fullWidth size="md">
              {t('auth.verify')}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="center"
              onClick={() => {
                setUseRecovery(!useRecovery);
                setValue('');
                setProblem(undefined);
                answer.reset();
              }}
            >
              {useRecovery ? t('auth.useAppCode') : t('auth.useRecoveryCode')}
            </Anchor>
            {/* A passkey proves both factors: it finishes the sign-in too (the only way when it is the account's one factor). */}
            <PasskeySignIn onSignedIn={onSignedIn} />
          </>
        )}
      </Stack>
    </form>
  );
}
