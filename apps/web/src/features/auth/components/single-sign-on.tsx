// Single sign-on on the sign-in screen: the button "Sign in with <provider>" when the service has one, and
// why the last try did not sign the person in (the service sends the browser back with `?error=`).
import { Alert, Button, Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@timetrack/client';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

/** Why the service sent the browser back, and the words that say it. */
const REFUSALS: Record<string, string> = {
  no_account: 'auth.ssoNoAccount',
  cancelled: 'auth.ssoCancelled',
  failed: 'auth.ssoFailed',
};

/** The start of single sign-on, coming back to `redirect` (a path of this site) once signed in. */
export function singleSignOnStart(redirect: string | undefined): string {
  const query = new URLSearchParams({ client: 'browser', ...(redirect ? { redirect_uri: redirect } : {}) });
  return `/api/auth/oidc/start?${query.toString()}`;
}

/**
 * The two-factor challenge single sign-on came back with (`/sign-in#two_factor=…`: in the fragment, it
 * reaches no server log), taken out of the address so that it is used once; null when there is none.
 */
export function singleSignOnChallenge(): string | null {
  const found = /^#two_factor=([\w%-]+)$/.exec(window.location.hash);
  if (!found) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return decodeURIComponent(found[1] as string);
}

export function SingleSignOnRefusal({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  if (error === undefined) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {t(REFUSALS[error] ?? 'auth.ssoFailed')}
    </Alert>
  );
}

export function SingleSignOnButton({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const provider = useQuery({
    queryKey: queryKeys.singleSignOn(),
    queryFn: async () => (await unwrap(client.api.GET('/auth/oidc'))).data,
    staleTime: Infinity,
  });
  if (!provider.data?.enabled || provider.data.name === null) return null;
  return (
    <>
      <Divider label={t('auth.ssoOr')} labelPosition="center" />
      {/* A navigation, not a request: the provider's pages take over the tab, then the service brings it back. */}
      {/* The provider's name may be long: the label wraps rather than being cut on a phone. */}
      <Button
        component="a"
        href={singleSignOnStart(redirect)}
        variant="default"
        fullWidth
        size="md"
        h="auto"
        mih={42}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' } }}
      >
        {t('auth.ssoButton', { name: provider.data.name })}
      </Button>
    </>
  );
}
