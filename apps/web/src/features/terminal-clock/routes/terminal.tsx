// The shared clocking terminal (docs/api.md#shared-clocking-terminals): a tablet at the entrance. Paired once
// with a code a general manager obtained, it fills the screen (and can go full screen): a person enters their
// badge (typed on the keypad, or scanned: a scanner acting as a keyboard types the digits then Enter into
// the focused field), then their PIN, then chooses "Clock in/out" or "Break". The greeting with their name,
// new state and today's time stays 5 seconds; an entry left alone is cleared. Nothing else about anyone is
// shown. Offline, a tap is kept with its time and sent once the connection returns.
import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePairing } from '../api/terminal';
import { Frame } from '../components/frame';
import { PairingForm } from '../components/pairing-form';
import { Station } from '../components/station';

export function TerminalPage() {
  const { t } = useTranslation();
  const pairing = usePairing();
  return (
    <Frame {...(pairing.state === 'paired' ? { name: pairing.identity.name } : {})}>
      {pairing.state === 'loading' ? (
        <Center>
          <Loader aria-label={t('terminal.loading')} />
        </Center>
      ) : pairing.state === 'unpaired' ? (
        <Box w="100%" maw={560} mx="auto">
          <PairingForm revoked={pairing.revoked} />
        </Box>
      ) : (
        <Station />
      )}
    </Frame>
  );
}
