// Sign in with e-mail and password (the fields "Email" and "Password", the button "Sign in"), then the
// two-factor code when the account asks for one; or with a passkey.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorChallengeError, type User } from '@timetrack/client';
import { adoptUser } from '../../../lib/auth';
import { client } from '../../../lib/client';
import { errorMessage } from '../../../lib/errors';
import { PasswordField } from '../../../components/password-field';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { SingleSignOnButton, singleSignOnChallenge, SingleSignOnRefusal } from '../components/single-sign-on';
import { TwoFactorChallenge } from '../components/two-factor-challenge';

const route = getRouteApi('/public/sign-in');

export function SignIn() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate();
  // A plain form: the first screen loads no form library.
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  // Single sign-on comes back with the challenge when the account still owes its second factor.
  const [challenge, setChallenge] = useState<string | null>(singleSignOnChallenge);
  // The account's second factor is a passkey only: the password alone opens nothing, the passkey finishes.
  const [passkeyOnly, setPasskeyOnly] = useState(false);
  const signedIn = async (user: User) => {
    await adoptUser(user);
    await navigate({ to: search.redirect ?? '/' });
  };
  const signIn = useMutation({
    mutationFn: (values: { email: string; password: string }) => client.login(values),
    onSuccess: signedIn,
    // The password was right and the account asks for a code: the second step.
    onError: (error) => {
      if (error instanceof TwoFactorChallengeError) {
        if (error.methods.includes('totp')) setChallenge(error.challenge);
        else setPasskeyOnly(true);
      }
    },
  });

  if (passkeyOnly) {
    return (
      <Stack>
        <Title order={1} size="h3">
          {t('auth.twoFactorTitle')}
        </Title>
        <Text size="sm">{t('auth.passkeyRequired')}</Text>
        <PasskeySignIn onSignedIn={signedIn} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => {
            setPasskeyOnly(false);
            setPassword('');
            signIn.reset();
          }}
        >
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  if (challenge) {
    return (
      <TwoFactorChallenge
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => {
          setChallenge(null);
          setPassword('');
          signIn.reset();
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        const found = {
          ...(/^\S+@\S+$/.test(email) ? {} : { email: t('auth.emailInvalid') }),
          ...(password ? {} : { password: t('auth.passwordRequired') }),
        };
        setProblems(found);
        if (Object.keys(found).length === 0) signIn.mutate({ email: email.trim(), password });
      }}
    >
      <Stack>
        <Title order={1} size="h3">
          {t('auth.signInTitle')}
        </Title>
        {!signIn.isError && <SingleSignOnRefusal error={search.error} />}
        {signIn.isError && !(signIn.error instanceof TwoFactorChallengeError) && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(signIn.error, t)}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problems.email}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={problems.password}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth size="md">
          {t('auth.signIn')}
        </Button>
        <PasskeySignIn onSignedIn={signedIn} />
        <SingleSignOnButton redirect={search.redirect} />
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t('auth.forgotPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}
