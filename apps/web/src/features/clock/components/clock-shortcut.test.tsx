// The clock's keyboard shortcut: Alt+Shift+C by the key's place, never while typing in a text field.
import { describe, expect, it } from 'vitest';
import { isClockShortcut } from './clock-shortcut';

const key = (init: Partial<KeyboardEventInit>, target: EventTarget | null = document.body) => ({
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  code: '',
  ...init,
  target,
});

describe('isClockShortcut', () => {
  it('is Alt+Shift+C, whatever character the layout makes of it', () => {
    expect(isClockShortcut(key({ altKey: true, shiftKey: true, code: 'KeyC' }))).toBe(true);
    expect(isClockShortcut(key({ altKey: true, code: 'KeyC' }))).toBe(false);
    expect(isClockShortcut(key({ altKey: true, shiftKey: true, ctrlKey: true, code: 'KeyC' }))).toBe(false);
    expect(isClockShortcut(key({ altKey: true, shiftKey: true, code: 'KeyV' }))).toBe(false);
  });

  it('leaves text fields alone, not radios or buttons', () => {
    const text = document.createElement('input');
    const textarea = document.createElement('textarea');
    const radio = document.createElement('input');
    radio.type = 'radio';
    const button = document.createElement('button');
    const combo = { altKey: true, shiftKey: true, code: 'KeyC' };
    expect(isClockShortcut(key(combo, text))).toBe(false);
    expect(isClockShortcut(key(combo, textarea))).toBe(false);
    expect(isClockShortcut(key(combo, radio))).toBe(true);
    expect(isClockShortcut(key(combo, button))).toBe(true);
  });
});
