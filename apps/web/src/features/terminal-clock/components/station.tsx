// The paired terminal at work: the badge, then the PIN, typed on the keypad or scanned into the focused field,
// then "Clock in/out" or "Break"; the outcome stays a few seconds and an entry left alone is cleared.
import { Box, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock, IconCoffee } from '@tabler/icons-react';
import type { SubmitResult, TerminalClockResult } from '@timetrack/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRefusal } from '../../../lib/errors';
import { terminalClient } from '../api/terminal';
import { Keypad } from './keypad';
import { OutcomeView, type Outcome } from './outcome-view';

/** How long the greeting (or a refusal) stays. */
const RESULT_MS = 5_000;
/** An entry left alone this long is cleared. */
const IDLE_MS = 20_000;
const BADGE_MAX = 20;
const PIN_MIN = 4;
const PIN_MAX = 8;

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

export function Station() {
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

