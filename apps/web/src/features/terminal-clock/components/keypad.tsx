// The terminal's keypad: digits, erase and OK, each at least 72 px square so that a gloved finger finds it.
// Pressing a key never takes the focus from the entry field (a badge scanner types into it).
import { Button, SimpleGrid } from '@mantine/core';
import { IconBackspace, IconCheck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** Keys are at least this tall and wide (touch targets with gloves). */
export const KEY_SIZE = 72;

/** The field keeps the focus: a press on a key is not a focus change. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function Keypad({
  onDigit,
  onErase,
  onEnter,
  enterLabel,
  enterDisabled,
}: {
  onDigit: (digit: string) => void;
  onErase: () => void;
  onEnter: () => void;
  enterLabel: string;
  enterDisabled: boolean;
}) {
  const { t } = useTranslation();
  // Taller where the screen has room (a tablet), never below KEY_SIZE.
  const key = { h: `clamp(${KEY_SIZE}px, 8.5dvh, 104px)`, miw: KEY_SIZE, fz: 32, radius: 'md', onMouseDown: keepFocus } as const;
  return (
    <SimpleGrid cols={3} spacing="sm" w="100%" maw={480} mx="auto" role="group" aria-label={t('terminal.keypad')}>
      {DIGITS.map((digit) => (
        <Button key={digit} variant="default" {...key} onClick={() => onDigit(digit)}>
          {digit}
        </Button>
      ))}
      <Button variant="default" {...key} onClick={onErase} aria-label={t('terminal.erase')}>
        <IconBackspace size={32} aria-hidden />
      </Button>
      <Button variant="default" {...key} onClick={() => onDigit('0')}>
        0
      </Button>
      <Button {...key} onClick={onEnter} disabled={enterDisabled} aria-label={enterLabel}>
        <IconCheck size={32} aria-hidden />
      </Button>
    </SimpleGrid>
  );
}
