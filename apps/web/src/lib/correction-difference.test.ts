import { describe, expect, it } from 'vitest';
import { correctionDifference } from './correction-difference';

const NOW = new Date('2026-11-25T12:00:00Z');
const period = (start: string, end: string | null, breaks: { start: string; end: string | null }[] = []) => ({
  start,
  end,
  breaks: breaks.map((pause, index) => ({ id: index + 1, ...pause })),
});

describe('correctionDifference', () => {
  it('says how the start and the end move, and the worked time before and after', () => {
    const parts = correctionDifference(
      {
        start: '2026-11-24 07:45:00',
        end: '2026-11-24 17:40:00',
        recorded: period('2026-11-24 08:00:00', '2026-11-24 16:00:00', [{ start: '2026-11-24 12:00:00', end: '2026-11-24 12:30:00' }]),
      },
      NOW,
    );
    expect(parts).toEqual([
      { key: 'corrections.compare.startsEarlier', seconds: 15 * 60 },
      { key: 'corrections.compare.endsLater', seconds: 100 * 60 },
      { key: 'corrections.compare.worked', before: 7.5 * 3600, after: (9 * 60 + 25) * 60 },
    ]);
  });

  it('counts the breaks approval cuts to the corrected period or drops', () => {
    const parts = correctionDifference(
      {
        start: '2026-11-24 09:00:00',
        end: '2026-11-24 12:15:00',
        recorded: period('2026-11-24 08:00:00', '2026-11-24 16:00:00', [
          { start: '2026-11-24 08:30:00', end: '2026-11-24 09:30:00' },
          { start: '2026-11-24 12:00:00', end: '2026-11-24 12:30:00' },
          { start: '2026-11-24 14:00:00', end: '2026-11-24 14:15:00' },
        ]),
      },
      NOW,
    );
    expect(parts.map((part) => part.key)).toEqual([
      'corrections.compare.startsLater',
      'corrections.compare.endsEarlier',
      'corrections.compare.breaksCut',
      'corrections.compare.breaksDropped',
      'corrections.compare.worked',
    ]);
    expect(parts).toContainEqual({ key: 'corrections.compare.breaksCut', count: 2 });
    expect(parts).toContainEqual({ key: 'corrections.compare.breaksDropped', count: 1 });
  });

  it('gives an end to a period still open, and nothing to compare without a recorded period', () => {
    const parts = correctionDifference(
      { start: '2026-11-25 08:00:00', end: '2026-11-25 11:00:00', recorded: period('2026-11-25 08:00:00', null) },
      NOW,
    );
    expect(parts.map((part) => part.key)).toEqual(['corrections.compare.endsOpen', 'corrections.compare.worked']);
    expect(correctionDifference({ start: '2026-11-25 08:00:00', end: '2026-11-25 11:00:00', recorded: null }, NOW)).toEqual([]);
  });

  it('says so when the request changes nothing', () => {
    const same = period('2026-11-24 08:00:00', '2026-11-24 16:00:00');
    expect(correctionDifference({ start: same.start, end: same.end!, recorded: same }, NOW)).toEqual([
      { key: 'corrections.compare.same' },
    ]);
  });
});
