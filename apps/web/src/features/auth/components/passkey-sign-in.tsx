// "Use a passkey" on the sign-in page: the service's options, the browser's own prompt (fingerprint, face,
// PIN), and the assertion sent back. A passkey counts as two factors: it ends in the session. The browser
// part loads on the click, so the sign-in page stays light.
import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { unwrap, type PasskeyAssertion, type User } from '@timetrack/client';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { errorMessage } from '../../../lib/errors';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (user: User) => Promise<void> }) {
  const { t } = useTranslation();
  const signIn = useMutation({
    mutationFn: async () => {
      const [{ startAuthentication }, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        unwrap(client.api.POST('/auth/passkey/options')),
      ]);
      const credential = await startAuthentication({
        optionsJSON: options.data as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
      });
      return client.signInWithPasskey(credential as unknown as PasskeyAssertion);
    },
    onSuccess: onSignedIn,
  });
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  return (
    <Stack gap="xs">
      {signIn.isError && (
        <Alert color="red" variant="light" role="alert">
          {signIn.error instanceof Error && ['NotAllowedError', 'WebAuthnError', 'AbortError'].includes(signIn.error.name)
            ? t('auth.passkeyFailed')
            : errorMessage(signIn.error, t)}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconKey size={20} aria-hidden />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {t('auth.passkeySignIn')}
      </Button>
    </Stack>
  );
}
