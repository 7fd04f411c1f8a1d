// One balance on every screen: on the demo company, two people's balance to date, today's progress and
// running balance for this week read on Today, My hours, Balance, their page seen by their manager and
// their team's balances are the same words, and the service's numbers. Once on a phone in French, with
// axe scans of the screens.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo, type DemoSummary } from '../../server/src/seed/demo';
import { addDays, dateInZone, mondayOf } from '../../server/src/time/zone';
import { formatDuration } from '../src/lib/format';
import { expectAccessible, screenshot, signIn, type Service, startService } from './harness';

/** APP_TIMEZONE in the journeys. */
const ZONE = 'UTC';

interface Served {
  to_date: { balance_seconds: number } | null;
  today?: { worked_seconds: number; expected_seconds: number };
  running_balance_seconds: number | null;
}

let service: Service;
let summary: DemoSummary;

beforeAll(async () => {
  service = await startService();
  const admin = await service.t.f.buildUser({ role: 'general_manager' });
  summary = await seedDemo(service.t.db, { admin: { id: admin.id, role: 'general_manager' }, zone: ZONE });
}, 240_000);
afterAll(async () => {
  await service?.close();
});

/** The words of the three figures on the screen, in the element `scope` (the page when omitted). */
async function figuresOn(page: Page, scope?: string) {
  const root = scope ? page.locator(scope) : page.locator('#main');
  const text = async (figure: string) => {
    const element = root.locator(`[data-figure="${figure}"]`).first();
    await element.waitFor();
    return (await element.textContent())?.trim();
  };
  return { to_date: await text('to-date'), today: await text('today'), running: await text('running') };
}

/** The figures as the service counts them, written as the screens write them. */
function written(served: Served, language: string, words: { nothingOwed: string; of: string; noSchedule: string }) {
  const signed = (seconds: number) => `${seconds > 0 ? '+' : ''}${formatDuration(seconds, language)}`;
  return {
    to_date: served.to_date ? signed(served.to_date.balance_seconds) : words.nothingOwed,
    today: served.today
      ? `${formatDuration(served.today.worked_seconds, language)} ${words.of} ${formatDuration(served.today.expected_seconds, language)}`
      : undefined,
    running: served.running_balance_seconds === null ? words.noSchedule : signed(served.running_balance_seconds),
  };
}

describe('the balance of two people of the demo company', () => {
  it('reads the same on Today, My hours, Balance, their page and their team’s balances', async () => {
    const { t } = service;
    const today = dateInZone(new Date(), ZONE);
    const week = { start: mondayOf(today), end: addDays(mondayOf(today), 6) };
    const open = new Set((await t.db.selectFrom('working_times').select('user_id').where('end', 'is', null).execute()).map((row) => row.user_id));
    // Two employees of different teams who are not clocked in: today's worked time stays put meanwhile.
    const teams = summary.company.teams;
    const people = teams.slice(0, 2).map((team) => summary.company.people.find((p) => p.teamId === team.id && p.role === 'employee' && !open.has(p.id))!);
    const words = { nothingOwed: 'Nothing owed yet', of: 'of', noSchedule: 'No schedule yet' };

    for (const person of people) {
      const team = teams.find((candidate) => candidate.id === person.teamId)!;
      const manager = summary.company.people.find((p) => p.id === team.managerId)!;
      const served = (await t.sendAs({ id: person.id }, 'GET', `/users/${person.id}/balance?start=${week.start}&end=${week.end}`)).json() as { data: Served };
      const expected = written(served.data, 'en', words);
      expect(expected.today, 'today is in this week').toBeDefined();

      const own = await service.open('desktop');
      await signIn(own.page, person.email, DEMO_PASSWORD);
      const onToday = await figuresOn(own.page, '[aria-labelledby="balance-summary-title"]');
      await own.page.goto('/hours?view=week');
      const onHours = await figuresOn(own.page, '[aria-labelledby="balance-summary-title"]');
      await own.page.goto('/balance?period=week');
      const onBalance = await figuresOn(own.page);
      await screenshot(own.page, 'desktop-balance-week-to-date');

      const managed = await service.open('desktop');
      await signIn(managed.page, manager.email, DEMO_PASSWORD);
      await managed.page.goto(`/people/${person.id}?view=week`);
      const onPersonPage = await figuresOn(managed.page);
      await screenshot(managed.page, 'desktop-person-balance-to-date');
      await managed.page.goto(`/teams/${team.id}/balance?period=week`);
      const row = managed.page.getByRole('row').filter({ hasText: person.name });
      await row.waitFor();
      const inTeam = {
        to_date: (await row.locator('[data-figure="to-date"]').textContent())?.trim(),
        running: (await row.locator('[data-figure="running"]').textContent())?.trim(),
      };

      const places = { today: onToday, hours: onHours, balance: onBalance, 'person page': onPersonPage };
      for (const [place, figures] of Object.entries(places)) expect(figures, `${person.name} on ${place}`).toEqual(expected);
      expect(inTeam, `${person.name} in the team's balances`).toEqual({ to_date: expected.to_date, running: expected.running });
      expect(own.errors).toEqual([]);
      expect(managed.errors).toEqual([]);
    }
  }, 240_000);

  it('reads the same in French on a phone, and the screens pass axe', async () => {
    const { t } = service;
    const today = dateInZone(new Date(), ZONE);
    const week = { start: mondayOf(today), end: addDays(mondayOf(today), 6) };
    const open = new Set((await t.db.selectFrom('working_times').select('user_id').where('end', 'is', null).execute()).map((row) => row.user_id));
    const person = summary.company.people.find((p) => p.role === 'employee' && !open.has(p.id))!;
    await t.sendAs({ id: person.id }, 'PUT', `/users/${person.id}/preferences`, { language: 'fr' });
    const served = (await t.sendAs({ id: person.id }, 'GET', `/users/${person.id}/balance?start=${week.start}&end=${week.end}`)).json() as { data: Served };
    const expected = written(served.data, 'fr', { nothingOwed: 'Rien de dû pour l’instant', of: 'sur', noSchedule: 'Pas encore de planning' });

    const { page, errors } = await service.open('phone', { locale: 'fr-FR' });
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.locator('#main').waitFor();
    const summaryCard = '[aria-labelledby="balance-summary-title"]';
    expect(await figuresOn(page, summaryCard)).toEqual(expected);
    await page.getByText('Solde à ce jour').first().waitFor();
    await expectAccessible(page, 'today-balance-fr');
    await screenshot(page, 'phone-today-balance-fr');
    await page.goto('/hours?view=week');
    expect(await figuresOn(page, summaryCard)).toEqual(expected);
    await expectAccessible(page, 'hours-balance-fr');
    await page.goto('/balance?period=week');
    expect(await figuresOn(page)).toEqual(expected);
    await page.getByText('Aujourd’hui, pour l’instant').first().waitFor();
    await expectAccessible(page, 'balance-week-fr');
    await screenshot(page, 'phone-balance-week-fr');
    expect(errors).toEqual([]);
  }, 240_000);
});
