import { describe, expect, it } from 'vitest';
import { applyPending, clockState, serviceFormat } from './pending';

const fetched = [{ id: 1, start: '2026-11-23 08:00:00', end: null, breaks: [] }];

describe('applyPending', () => {
  it('shows a clock-out waiting to be sent as done, at the time the person acted', () => {
    const shown = applyPending(fetched, [
      { input: { kind: 'clock', user_id: 7, action: 'out' }, time: '2026-11-23T12:00:00.000Z' },
    ]);
    expect(shown).toEqual([{ id: 1, start: '2026-11-23 08:00:00', end: '2026-11-23 12:00:00', breaks: [], provisional: true }]);
    expect(clockState(shown)).toBe('off');
  });

  it('opens and closes breaks and periods in order', () => {
    const shown = applyPending(fetched, [
      { input: { kind: 'break', user_id: 7, action: 'start' }, time: '2026-11-23T10:00:00.000Z' },
      { input: { kind: 'break', user_id: 7, action: 'end' }, time: '2026-11-23T10:15:00.000Z' },
      { input: { kind: 'break', user_id: 7, action: 'start' }, time: '2026-11-23T12:00:00.000Z' },
    ]);
    expect(clockState(shown)).toBe('on_break');
    expect(shown[0]?.breaks).toEqual([
      { start: '2026-11-23 10:00:00', end: '2026-11-23 10:15:00' },
      { start: '2026-11-23 12:00:00', end: null },
    ]);
    const out = applyPending(shown, [{ input: { kind: 'clock', user_id: 7, action: 'out' }, time: '2026-11-23T13:00:00.000Z' }]);
    expect(out[0]?.breaks[1]?.end).toBe('2026-11-23 13:00:00');
    expect(clockState(out)).toBe('off');
  });

  it('changes nothing for an action the state already shows (delivered and fetched)', () => {
    const closed = [{ id: 1, start: '2026-11-23 08:00:00', end: '2026-11-23 12:00:00', breaks: [] }];
    const shown = applyPending(closed, [{ input: { kind: 'clock', user_id: 7, action: 'out' }, time: '2026-11-23T12:00:00.000Z' }]);
    expect(shown).toEqual(closed);
    expect(applyPending(fetched, [{ input: { kind: 'clock', user_id: 7, action: 'in' }, time: '2026-11-23T09:00:00.000Z' }])).toHaveLength(1);
  });

  it('adds a provisional period for a clock-in', () => {
    const shown = applyPending([], [{ input: { kind: 'clock', user_id: 7, action: 'in' }, time: '2026-11-23T08:00:00.000Z' }]);
    expect(shown).toEqual([{ start: '2026-11-23 08:00:00', end: null, breaks: [], provisional: true }]);
    expect(clockState(shown)).toBe('working');
  });

  it('writes times in the service format', () => {
    expect(serviceFormat('2026-11-23T08:30:05.123+01:00')).toBe('2026-11-23 07:30:05');
  });
});
