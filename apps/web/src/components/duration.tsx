// Durations and live timers, in tabular figures inside a box of fixed width, so that nothing moves as
// the numbers change.
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatTimer } from '../lib/format';

export function Duration({ seconds, ...props }: { seconds: number } & TextProps) {
  const { i18n } = useTranslation();
  return (
    <Text component="span" className="tabular" {...props}>
      {formatDuration(seconds, i18n.language)}
    </Text>
  );
}

/** `1:02:03`, wide enough for 99:59:59. */
export function Timer({ seconds, ...props }: { seconds: number } & TextProps) {
  return (
    <Text component="span" className="tabular timer" role="timer" {...props}>
      {formatTimer(seconds)}
    </Text>
  );
}
