// The only screen of a person whose organisation asks for a second factor they have not set up yet: an
// authenticator app or a passkey. Once one is set up, the application opens as usual.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { PasskeysSection } from '../components/passkeys-section';
import { TwoFactorSection } from '../components/two-factor-section';

export function TwoFactorSetup() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('profile.setup.title')}
      </Title>
      <Text>{t('profile.setup.help')}</Text>
      <Card withBorder component="section" aria-labelledby="setup-two-factor">
        <Title order={2} size="h4" id="setup-two-factor" mb="sm">
          {t('profile.twoFactor.title')}
        </Title>
        <TwoFactorSection userId={user.id} />
      </Card>
      <Card withBorder component="section" aria-labelledby="setup-passkeys">
        <Title order={2} size="h4" id="setup-passkeys" mb="sm">
          {t('profile.passkeys.title')}
        </Title>
        <PasskeysSection userId={user.id} />
      </Card>
    </Stack>
  );
}
