// The team report as a property: for generated teams, periods (across midnights and daylight-saving
// changes, with breaks, one possibly still open) and ranges, the database's figures equal the
// arithmetic of docs/api.md#team-averages done here by hand, day by local day.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { TimeFactories } from '../test/time-factories.js';
import { addDays, startOfDay } from '../time/zone.js';
import { parseDayRange } from '../schemas/day-range.js';
import { teamAverages } from './team-averages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

interface Period {
  start: number;
  end: number | null;
  breaks: { start: number; end: number | null }[];
}

/** Seconds of [from, to) inside [dayStart, dayEnd). */
function overlap(from: number, to: number, dayStart: number, dayEnd: number): number {
  return Math.max(0, Math.min(to, dayEnd) - Math.max(from, dayStart)) / 1000;
}

/** One member's worked seconds per day of the range, as documented: clipped, breaks deducted, open up to now. */
function workedPerDay(periods: Period[], days: string[], zone: string, now: number): number[] {
  return days.map((day) => {
    const dayStart = startOfDay(day, zone).getTime();
    const dayEnd = startOfDay(addDays(day, 1), zone).getTime();
    let seconds = 0;
    for (const period of periods) {
      const end = period.end ?? now;
      seconds += overlap(period.start, end, dayStart, dayEnd);
      for (const pause of period.breaks) {
        seconds -= overlap(Math.max(pause.start, period.start), Math.min(pause.end ?? now, end), dayStart, dayEnd);
      }
    }
    return seconds;
  });
}

/** Periods one after another from `origin`: gaps and lengths in minutes, each with up to two breaks. */
const periodsArbitrary = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 36 * 60 }),
      length: fc.integer({ min: 1, max: 20 * 60 }),
      breaks: fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 90 })), { maxLength: 2 }),
    }),
    { maxLength: 5 },
  )
  .map((specs) => (origin: number) => {
    let cursor = origin;
    return specs.map((spec): Period => {
      const start = cursor + spec.gap * MINUTE;
      const end = start + spec.length * MINUTE;
      cursor = end;
      // Breaks one after another inside the period.
      let breakCursor = start;
      const breaks = spec.breaks
        .map(([offset, duration]) => {
          const breakStart = breakCursor + offset * MINUTE;
          const breakEnd = breakStart + duration * MINUTE;
          breakCursor = breakEnd;
          return { start: breakStart, end: breakEnd };
        })
        .filter((pause) => pause.start > start && pause.end < end);
      return { start, end, breaks };
    });
  });

describe('the team report', () => {
  it('equals the documented arithmetic done by hand, day by local day', async () => {
    const scenario = fc.record({
      zone: fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kathmandu'),
      // Ranges around the spring and autumn daylight-saving changes of 2026.
      firstDay: fc.constantFrom('2026-03-25', '2026-03-06', '2026-10-20', '2026-11-01'),
      days: fc.integer({ min: 1, max: 12 }),
      members: fc.array(fc.tuple(periodsArbitrary, fc.boolean()), { minLength: 0, maxLength: 3 }),
      nowHours: fc.integer({ min: 0, max: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ zone, firstDay, days, members, nowHours }) => {
        const lastDay = addDays(firstDay, days - 1);
        const origin = startOfDay(addDays(firstDay, -2), zone).getTime();
        const now = origin + nowHours * 60 * MINUTE;
        const manager = await t.f.buildUser({ role: 'manager' });
        const people = await Promise.all(members.map(() => t.f.buildUser()));
        const team = await t.f.buildTeam({ manager, members: people });
        const time = new TimeFactories(t.db);
        const dayList = Array.from({ length: days }, (_, index) => addDays(firstDay, index));

        const expectedMembers: {
          user_id: number;
          perDay: number[];
          worked_seconds: number;
          worked_days: number;
          daily_average_seconds: number;
          weekly_average_seconds: number;
        }[] = [];
        for (const [index, [build, lastOpen]] of members.entries()) {
          // Periods in the past of "now"; the last one left open when it started before now.
          const periods = build(origin).filter((period) => period.start < now);
          const last = periods.at(-1);
          if (last && lastOpen) {
            last.end = null;
            last.breaks = last.breaks.filter((pause) => pause.end !== null && pause.end < now);
          }
          for (const period of periods) {
            if (period.end !== null && period.end > now) period.end = now;
            period.breaks = period.breaks.filter((pause) => pause.end! <= (period.end ?? now));
            await time.workingTime(people[index]!, {
              start: new Date(period.start),
              end: period.end === null ? null : new Date(period.end),
              breaks: period.breaks.map((pause) => ({ start: new Date(pause.start), end: new Date(pause.end!) })),
            });
          }
          const perDay = workedPerDay(periods, dayList, zone, now);
          const worked = Math.round(perDay.reduce((sum, seconds) => sum + seconds, 0));
          const workedDays = perDay.filter((seconds) => seconds > 0).length;
          expectedMembers.push({
            user_id: people[index]!.id,
            perDay,
            worked_seconds: worked,
            worked_days: workedDays,
            daily_average_seconds: workedDays > 0 ? Math.round(worked / workedDays) : 0,
            weekly_average_seconds: Math.round((worked * 7) / days),
          });
        }

        const report = await teamAverages(t.db, {
          teamId: team.id,
          range: parseDayRange({ start: firstDay, end: lastDay }),
          zone,
          now: new Date(now),
        });
        expect(report.days).toBe(days);
        const byId = new Map(report.members.map((member) => [member.user_id, member]));
        for (const member of expectedMembers) {
          expect(byId.get(member.user_id)).toMatchObject({
            worked_seconds: member.worked_seconds,
            worked_days: member.worked_days,
            daily_average_seconds: member.daily_average_seconds,
            weekly_average_seconds: member.weekly_average_seconds,
          });
        }
        const mean = (values: number[]) =>
          values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
        expect(report.team).toEqual({
          worked_seconds: expectedMembers.reduce((sum, member) => sum + member.worked_seconds, 0),
          daily_average_seconds: mean(expectedMembers.map((member) => member.daily_average_seconds)),
          weekly_average_seconds: mean(expectedMembers.map((member) => member.weekly_average_seconds)),
        });
        expect(report.series).toEqual(
          dayList.map((date, index) => ({
            date,
            worked_seconds: Math.round(expectedMembers.reduce((sum, member) => sum + member.perDay[index]!, 0)),
          })),
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
