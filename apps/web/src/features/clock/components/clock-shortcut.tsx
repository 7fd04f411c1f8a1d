// The clock from anywhere: Alt+Shift+C clocks in or out on every screen, and on a desktop the header
// shows the same action as a button (Today has its own large one).
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../api/use-clock';

/** Fields where the keys type text: the shortcut leaves them alone. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
}

/** Alt+Shift+C, by the key's place (so it works on every keyboard layout). */
export function isClockShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code' | 'target'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyC' && !typesText(event.target);
}

export function ClockShortcut({ showButton }: { showButton: boolean }) {
  const { t } = useTranslation();
  const clock = useClock();
  const toggle = useRef(clock.toggleClock);
  toggle.current = clock.toggleClock;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isClockShortcut(event) || event.repeat) return;
      event.preventDefault();
      toggle.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  if (!showButton) return null;
  return (
    <Button
      size="sm"
      variant="filled"
      color={clock.state === 'off' ? 'teal.9' : 'red.9'}
      onClick={clock.toggleClock}
      aria-keyshortcuts="Alt+Shift+C"
      title={t('today.shortcut')}
    >
      {clock.state === 'off' ? t('today.clockIn') : t('today.clockOut')}
    </Button>
  );
}
