// The shared clocking terminal (docs/api.md#shared-clocking-terminals): a tablet at the entrance. Paired once
// with a code a general manager obtained, it fills the screen (and can go full screen): a person enters their
// badge (typed on the keypad, or scanned: a scanner acting as a keyboard types the digits then Enter into
// the focused field), then their PIN, then chooses "Clock in/out" or "Break". The greeting with their name,
// new state and today's time stays 5 seconds; an entry left alone is cleared. Nothing else about anyone is
// shown. Offline, a tap is kept with its time and sent once the connection returns.
import { ActionIcon, Alert, Box, Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock, IconCoffee, IconMaximize, IconMinimize, IconWifiOff } from '@tabler/icons-react';
import { ApiError, NetworkError, type SubmitResult, type TerminalClockResult } from '@timetrack/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration';
import { describeRefusal } from '../../../lib/errors';
import { LANGUAGE_NAMES, LANGUAGES, setLanguage } from '../../../lib/i18n';
import { pairTerminal, terminalClient, usePairing, useWaitingTaps } from '../api/terminal';
import { Keypad } from '../components/keypad';

/** How long the greeting (or a refusal) stays. */
const RESULT_MS = 5_000;
/** An entry left alone this long is cleared. */
const IDLE_MS = 20_000;
const BADGE_MAX = 20;
const PIN_MIN = 4;
const PIN_MAX = 8;

type Outcome =
  | { kind: 'greeting'; greeting: TerminalClockResult }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Group gap={4}>
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="md"
          variant={i18n.language === language ? 'filled' : 'default'}
          onClick={() => void setLanguage(language)}
          lang={language}
          aria-pressed={i18n.language === language}
        >
          {LANGUAGE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}

function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => typeof document !== 'undefined' && document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  return (
    <ActionIcon
      size={44}
      variant="default"
      aria-label={full ? t('terminal.leaveFullScreen') : t('terminal.fullScreen')}
      title={full ? t('terminal.leaveFullScreen') : t('terminal.fullScreen')}
      onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    >
      {full ? <IconMinimize size={24} aria-hidden /> : <IconMaximize size={24} aria-hidden />}
    </ActionIcon>
  );
}

function WaitingTaps() {
  const { t } = useTranslation();
  const waiting = useWaitingTaps();
  if (waiting === 0) return null;
  return (
    <Group gap="xs" justify="center" bg="yellow.2" c="black" p="xs" w="100%" maw={560} mx="auto" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status">
      <IconWifiOff size={22} aria-hidden />
      <Text fw={600}>{t('terminal.waiting', { count: waiting })}</Text>
    </Group>
  );
}

/** The whole viewport, whether or not the browser went full screen. */
function Frame({ name, children }: { name?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" p="md" style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <IconClock size={32} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Title order={1} size="h3">
            {name ?? t('terminal.title')}
          </Title>
        </Group>
        <Group gap="sm">
          <LanguageSwitch />
          <FullScreenButton />
        </Group>
      </Group>
      <Center style={{ flex: 1 }}>
        <Stack w="100%" maw={1040} gap="lg">
          <WaitingTaps />
          {children}
        </Stack>
      </Center>
    </Box>
  );
}

function PairingForm({ revoked }: { revoked: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('terminal.pairing.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await pairTerminal(trimmed);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'not_found') setError(t('terminal.pairing.unknownCode'));
      else if (caught instanceof NetworkError) setError(t('terminal.offline'));
      else setError(caught instanceof ApiError ? describeRefusal(caught, t) : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={2}>{t('terminal.pairing.title')}</Title>
        {revoked && (
          <Alert color="red" role="alert" title={t('terminal.pairing.revokedTitle')}>
            {t('terminal.pairing.revoked')}
          </Alert>
        )}
        <Text>{t('terminal.pairing.intro')}</Text>
        <TextInput
          size="xl"
          label={t('terminal.pairing.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus
          autoFocus
        />
        <Button type="submit" size="xl" h={64} loading={busy}>
          {t('terminal.pairing.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'refused') {
    return (
      <Alert color="red" variant="filled" role="alert" title={t('terminal.refusedTitle')} w="100%" styles={{ message: { fontSize: 22 }, title: { fontSize: 24 } }}>
        {outcome.message}
      </Alert>
    );
  }
  if (outcome.kind === 'queued') {
    return (
      <Alert color="yellow.4" variant="filled" role="status" title={t('terminal.queuedTitle')} w="100%" autoContrast styles={{ message: { fontSize: 22, color: 'black' }, title: { fontSize: 24, color: 'black' } }}>
        {t('terminal.queued')}
      </Alert>
    );
  }
  const { greeting } = outcome;
  const state = greeting.on_break ? t('terminal.state.onBreak') : greeting.status ? t('terminal.state.in') : t('terminal.state.out');
  return (
    <Stack role="status" gap="xs" align="center" ta="center" w="100%" p="md" bg="teal.0" c="black" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Text fz={36} fw={700} lh={1.2}>
        {t('terminal.hello', { name: greeting.name })}
      </Text>
      <Text fz={28}>{state}</Text>
      <Text fz={24}>
        {t('terminal.today')} <Duration seconds={greeting.today_seconds} fz={24} fw={700} />
      </Text>
    </Stack>
  );
}

/** What the person sees for a refused tap. */
function refusal(result: Extract<SubmitResult, { status: 'rejected' }>, t: ReturnType<typeof useTranslation>['t']): string {
  const { error } = result.action;
  if (error.code === 'wrong_pin') return t('terminal.wrongPin');
  if (error.status === 429) {
    return error.retry_after !== undefined
      ? t('terminal.locked', { count: Math.max(1, Math.ceil(error.retry_after / 60)) })
      : t('terminal.lockedNoTime');
  }
  return describeRefusal(error, t);
}

function Station() {
  const { t } = useTranslation();
  const [badge, setBadge] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const station = useRef<HTMLDivElement>(null);
  const step = badge === null ? 'badge' : 'pin';
  const wide = useMediaQuery('(min-width: 900px) and (orientation: landscape)') ?? false;

  const reset = () => {
    setBadge(null);
    setValue('');
  };
  const focusField = () => field.current?.focus();

  // The greeting or refusal stays a few seconds, then the terminal is ready for the next person.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), RESULT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // An entry left half done is cleared: the next person starts from the badge.
  useEffect(() => {
    if (badge === null && value === '') return;
    const timer = setTimeout(reset, IDLE_MS);
    return () => clearTimeout(timer);
  }, [badge, value]);

  useEffect(focusField, [step]);

  const type = (next: string) => {
    const digits = next.replace(/\D/g, '').slice(0, step === 'badge' ? BADGE_MAX : PIN_MAX);
    if (digits.length > 0) setOutcome(null);
    setValue(digits);
  };

  const pinReady = value.length >= PIN_MIN && value.length <= PIN_MAX;

  const tap = async (what: 'clock' | 'break') => {
    if (badge === null || !pinReady || sending) return;
    const entry = { badge, pin: value };
    reset();
    setSending(true);
    try {
      const result = what === 'clock' ? await terminalClient.terminal.clock(entry) : await terminalClient.terminal.break(entry);
      if (result.status === 'delivered') setOutcome({ kind: 'greeting', greeting: result.record as TerminalClockResult });
      else if (result.status === 'queued') setOutcome({ kind: 'queued' });
      else setOutcome({ kind: 'refused', message: refusal(result, t) });
    } catch {
      // Not paired any more: the pairing form replaces this screen.
      setOutcome({ kind: 'refused', message: t('errors.unknown') });
    } finally {
      setSending(false);
      focusField();
    }
  };

  const enter = () => {
    if (step === 'badge') {
      if (value.length > 0) {
        setBadge(value);
        setValue('');
      }
    } else void tap('clock');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enter();
  };

  // The two choices, once the badge is in: beside the entry on a wide screen, under the keypad otherwise.
  const actions = step === 'pin' && (
    <Stack gap="sm">
      <Group grow gap="sm">
        <Button
          size="xl"
          h={80}
          leftSection={<IconClock size={28} aria-hidden />}
          disabled={!pinReady}
          loading={sending}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void tap('clock')}
        >
          {t('terminal.clock')}
        </Button>
        <Button
          size="xl"
          h={80}
          color="grape.8"
          leftSection={<IconCoffee size={28} aria-hidden />}
          disabled={!pinReady}
          loading={sending}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void tap('break')}
        >
          {t('terminal.break')}
        </Button>
      </Group>
      <Button size="lg" h={64} variant="subtle" onMouseDown={(event) => event.preventDefault()} onClick={reset}>
        {t('terminal.cancel')}
      </Button>
    </Stack>
  );

  return (
    <div ref={station}>
      {/* Side by side on a tablet held in landscape: the keypad never pushes the buttons off the screen. */}
      <SimpleGrid cols={wide ? 2 : 1} spacing="xl" maw={wide ? undefined : 560} mx="auto" style={{ alignItems: 'center' }}>
        <Stack gap="lg">
          <Box mih={150} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            {outcome ? (
              <OutcomeView outcome={outcome} />
            ) : sending ? (
              <Group gap="sm" role="status">
                <Loader size="md" aria-hidden />
                <Text fz={28} fw={600}>
                  {t('terminal.sending')}
                </Text>
              </Group>
            ) : (
              <Text fz={28} fw={600} ta="center">
                {step === 'badge' ? t('terminal.badgePrompt') : t('terminal.pinPrompt')}
              </Text>
            )}
          </Box>
          <form onSubmit={submit} noValidate>
            <TextInput
              ref={field}
              key={step}
              size="xl"
              label={step === 'badge' ? t('terminal.badge') : t('terminal.pin')}
              type={step === 'badge' ? 'text' : 'password'}
              // The keypad and a scanner type here; the device's own keyboard stays hidden.
              inputMode="none"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => type(event.currentTarget.value)}
              onBlur={(event) => {
                // A scanner types wherever the focus is: it comes back here unless it went to another control.
                if (!station.current?.contains(event.relatedTarget)) requestAnimationFrame(focusField);
              }}
              styles={{ input: { fontSize: 32, height: 72, textAlign: 'center', letterSpacing: '0.2em' } }}
              autoFocus
            />
          </form>
          {wide && actions}
        </Stack>
        <Keypad
          onDigit={(digit) => type(value + digit)}
          onErase={() => type(value.slice(0, -1))}
          onEnter={enter}
          enterLabel={step === 'badge' ? t('terminal.next') : t('terminal.okClock')}
          enterDisabled={step === 'badge' ? value.length === 0 : !pinReady}
        />
        {!wide && actions}
      </SimpleGrid>
    </div>
  );
}

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
