// Reviews that compare, and month-end, in a real Chromium against the real service. A manager reads a
// correction request beside the period as recorded, with the difference in words, on a desktop and a phone,
// in every language, and on the person's page; then closes a month for the team: a preview with the
// weeks an open period and a pending correction hold back (each linked to where it is fixed), the
// validation, the correction reviewed through the preview's link, and the freed week validated on the next
// run. Every new state is scanned by axe.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/src/db/schema';
import { TimeFactories } from '../../server/src/test/time-factories';
import { expectAccessible as scan, OTHER_LANGUAGES, screenshot, signIn, startService, words, type Service } from './harness';

/** axe on the screen as it rests: the pointer off any control. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.mouse.move(1, 1);
  await scan(page, screen);
}

/** Nothing wider than the screen, and no text of the main area cut off: readable on a phone. */
async function expectReadable(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${screen}: horizontal scrolling`).toBeLessThanOrEqual(0);
  const clipped = await page
    .locator('#main p, #main li, #main a')
    .evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent));
  expect(clipped, `${screen}: text cut off`).toEqual([]);
}

const MANAGER_PASSWORD = 'manager password 1';
const GENERAL_PASSWORD = 'general manager password 1';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const iso = (date: Date) => date.toISOString();
const dateOf = (day: Date) => day.toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week `weeks` weeks from this one (APP_TIMEZONE is UTC in tests). */
function mondayOf(weeks: number): Date {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + weeks * 7 * DAY);
}

let service: Service;
let manager: UserRow;
let general: UserRow;
let eve: UserRow;
let otto: UserRow;
let nina: UserRow;
let team: { id: number; name: string };
let correctionId: number;
const lastTuesday = new Date(mondayOf(-1).getTime() + DAY);
const lastSunday = dateOf(new Date(mondayOf(0).getTime() - DAY));

beforeAll(async () => {
  service = await startService();
  const { t } = service;
  const tf = new TimeFactories(t.db);
  manager = await t.f.buildUser({ role: 'manager', name: 'Maya Manager', password: MANAGER_PASSWORD });
  general = await t.f.buildUser({ role: 'general_manager', name: 'Gaston Général', password: GENERAL_PASSWORD });
  expect((await t.sendAs(general, 'PUT', `/users/${general.id}/preferences`, { language: 'fr' })).statusCode).toBe(200);
  team = await t.f.buildTeam({ manager, name: 'Assembly' });
  eve = await t.f.buildUser({ name: 'Eve Early' });
  otto = await t.f.buildUser({ name: 'Otto Open' });
  nina = await t.f.buildUser({ name: 'Nina Steady' });
  for (const member of [eve, otto, nina]) await t.db.insertInto('team_members').values({ team_id: team.id, user_id: member.id }).execute();

  // Eve: last Tuesday 08:00-16:00 with a 30-minute break; she asks for 07:45-17:40.
  const at = (hours: number) => new Date(lastTuesday.getTime() + hours * HOUR);
  const period = await tf.workingTime(eve, { start: at(8), end: at(16), breaks: [{ start: at(12), end: at(12.5) }] });
  const request = await t.sendAs(eve, 'POST', '/corrections', {
    working_time_id: period.id,
    start: iso(at(7.75)),
    end: iso(at(17 + 40 / 60)),
    reason: 'Inventory ran late',
  });
  expect(request.statusCode, request.body).toBe(201);
  correctionId = request.json().data.id;
  // Otto: a period the week before last, and one still open since last Wednesday.
  const weekBefore = mondayOf(-2);
  await tf.workingTime(otto, { start: new Date(weekBefore.getTime() + 8 * HOUR), end: new Date(weekBefore.getTime() + 12 * HOUR) });
  await tf.workingTime(otto, { start: new Date(lastTuesday.getTime() + DAY + 8 * HOUR) });
  // Nina: a period the week before last; both her weeks are free.
  await tf.workingTime(nina, { start: new Date(weekBefore.getTime() + 9 * HOUR), end: new Date(weekBefore.getTime() + 17 * HOUR) });
});

afterAll(async () => {
  await service?.close();
});

describe('reviews that compare', () => {
  it('show the period as recorded beside the request, with the difference in words, on a desktop and a phone', async () => {
    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    await page.goto('/reviews');
    const card = page.getByRole('listitem').filter({ hasText: 'Inventory ran late' });
    await card.getByText('Starts 15 min earlier').waitFor();
    await card.getByText('Ends 1 h 40 min later').waitFor();
    await card.getByText('Worked time: 7 h 30 min → 9 h 25 min').waitFor();
    await card.getByText('Recorded', { exact: true }).waitFor();
    await card.getByText(/^Break /).waitFor();
    expect(await card.textContent()).not.toMatch(/Working time \d/);
    await expectAccessible(page, 'reviews, comparison');
    await screenshot(page, 'desktop-reviews-comparison');

    // The person's page lists the request the same way, with a link to review it.
    await page.goto(`/people/${eve.id}?view=week`);
    await page.getByRole('heading', { name: 'Correction requests' }).waitFor();
    await page.getByText('Ends 1 h 40 min later').waitFor();
    await page.getByRole('link', { name: 'Review this request' }).waitFor();
    await expectAccessible(page, 'person, correction requests');
    await screenshot(page, 'desktop-person-corrections');
    expect(errors).toEqual([]);

    const phone = await service.open('phone');
    await signIn(phone.page, manager.email!, MANAGER_PASSWORD);
    await phone.page.goto('/reviews');
    await phone.page.getByText('Ends 1 h 40 min later').waitFor();
    await expectReadable(phone.page, 'reviews, phone');
    await expectAccessible(phone.page, 'reviews, comparison, phone');
    await screenshot(phone.page, 'phone-reviews-comparison');
    await phone.page.goto(`/people/${eve.id}?view=week`);
    await phone.page.getByText('Starts 15 min earlier').waitFor();
    await expectReadable(phone.page, 'person, phone');
    expect(phone.errors).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('reads in $language on a phone and a desktop', async ({ language, locale }) => {
    const w = words(language);
    expect((await service.t.sendAs(general, 'PUT', `/users/${general.id}/preferences`, { language })).statusCode).toBe(200);
    const phone = await service.open('phone', { locale });
    await signIn(phone.page, general.email!, GENERAL_PASSWORD, language);
    await phone.page.goto('/reviews');
    await phone.page.getByRole('heading', { name: w('reviews.title') }).waitFor();
    await phone.page.getByText(w('corrections.compare.startsEarlier', { duration: '15 min' })).waitFor();
    await phone.page.getByText(w('corrections.compare.endsLater', { duration: '1 h 40 min' })).waitFor();
    await phone.page.getByText(w('corrections.compare.recorded'), { exact: true }).waitFor();
    await expectReadable(phone.page, `reviews, phone, ${language}`);
    await expectAccessible(phone.page, `reviews, comparison, phone, ${language}`);
    await screenshot(phone.page, `phone-reviews-comparison-${language}`);
    expect(phone.errors).toEqual([]);

    const desktop = await service.open('desktop', { locale });
    await signIn(desktop.page, general.email!, GENERAL_PASSWORD, language);
    await desktop.page.goto('/reviews');
    await desktop.page.getByText(w('corrections.compare.worked', { before: '7 h 30 min', after: '9 h 25 min' })).waitFor();
    await expectAccessible(desktop.page, `reviews, comparison, ${language}`);
    await screenshot(desktop.page, `desktop-reviews-comparison-${language}`);
    expect(desktop.errors).toEqual([]);
  });
});

describe('month-end', () => {
  it.each(OTHER_LANGUAGES)('previews in $language on a phone without validating anything', async ({ language, locale }) => {
    const w = words(language);
    expect((await service.t.sendAs(general, 'PUT', `/users/${general.id}/preferences`, { language })).statusCode).toBe(200);
    const { page, errors } = await service.open('phone', { locale });
    await signIn(page, general.email!, GENERAL_PASSWORD, language);
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('heading', { name: w('teams.monthEnd.title') }).waitFor();
    await page.getByLabel(w('teams.monthEnd.until')).fill(lastSunday);
    await page.getByRole('button', { name: w('teams.monthEnd.preview') }).click();
    await page.getByRole('heading', { name: w('teams.monthEnd.willValidate', { count: 3 }) }).waitFor();
    await page.getByRole('heading', { name: w('teams.monthEnd.blockedTitle', { count: 2 }) }).waitFor();
    await page.getByRole('link', { name: w('teams.monthEnd.fixOpenPeriod', { name: 'Otto Open' }) }).waitFor();
    await page.getByRole('link', { name: w('teams.monthEnd.fixCorrection', { name: 'Eve Early' }) }).waitFor();
    await expectReadable(page, `month-end, phone, ${language}`);
    await expectAccessible(page, `month-end, preview, phone, ${language}`);
    await screenshot(page, `phone-team-month-end-${language}`);
    const written = await service.t.db.selectFrom('week_validations').select('id').execute();
    expect(written).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('closes a month: preview with held-back weeks, validation, the correction reviewed, the freed week validated next', async () => {
    const { t } = service;
    const { page, errors } = await service.open('desktop');
    await signIn(page, manager.email!, MANAGER_PASSWORD);
    await page.goto('/teams');
    await page.getByRole('link', { name: 'Assembly' }).click();
    await page.getByRole('heading', { name: 'Month-end: validate weeks' }).waitFor();
    await page.getByLabel('Validate weeks up to…').fill(lastSunday);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'What would be validated' });
    await preview.getByRole('heading', { name: '3 weeks will be validated' }).waitFor();
    await preview.getByRole('heading', { name: '2 weeks held back' }).waitFor();
    const held = preview.getByRole('list', { name: 'Weeks held back' });
    await held.getByText('An open period runs through it: end it on the person’s page.').waitFor();
    await held.getByText('A correction request touching it waits for review.').waitFor();
    expect(await held.getByRole('link', { name: 'End the open period of Otto Open' }).getAttribute('href')).toContain(`/people/${otto.id}`);
    expect(await held.getByRole('link', { name: 'Review the correction of Eve Early' }).getAttribute('href')).toBe(
      `/reviews#correction-${correctionId}`,
    );
    await preview.getByRole('list', { name: 'Weeks validated, by person' }).getByText('Nina Steady').waitFor();
    await expectAccessible(page, 'month-end, preview');
    await screenshot(page, 'desktop-team-month-end-preview');

    await page.getByRole('button', { name: 'Validate 3 weeks' }).click();
    const result = page.getByRole('status', { name: 'What was validated' });
    await result.getByRole('heading', { name: '3 weeks validated' }).waitFor();
    await result.getByRole('heading', { name: '2 weeks held back' }).waitFor();
    await expectAccessible(page, 'month-end, result');
    await screenshot(page, 'desktop-team-month-end-result');
    const validated = await t.db.selectFrom('week_validations').select(['user_id', 'status', 'validated_by']).execute();
    expect(validated).toHaveLength(3);
    expect(validated.every((row) => row.status === 'validated' && row.validated_by === manager.id)).toBe(true);
    expect(validated.map((row) => row.user_id).sort()).toEqual([otto.id, nina.id, nina.id].sort());

    // The held-back correction, reviewed through its link; the next run validates the week it freed.
    await result.getByRole('link', { name: 'Review the correction of Eve Early' }).click();
    await page.getByRole('heading', { name: 'Corrections to review' }).waitFor();
    await page.getByRole('button', { name: 'Approve the correction of Eve Early' }).click();
    await page.getByText('No correction waiting for you.').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Month-end: validate weeks' }).waitFor();
    await page.getByLabel('Validate weeks up to…').fill(lastSunday);
    await page.getByRole('button', { name: 'Preview' }).click();
    await preview.getByRole('heading', { name: '1 week will be validated' }).waitFor();
    await preview.getByRole('heading', { name: '1 week held back' }).waitFor();
    await page.getByRole('button', { name: 'Validate 1 week' }).click();
    await result.getByRole('heading', { name: '1 week validated' }).waitFor();
    const eves = await t.db.selectFrom('week_validations').select('week_start').where('user_id', '=', eve.id).execute();
    expect(eves.map((row) => row.week_start)).toEqual([dateOf(mondayOf(-1))]);
    expect(errors).toEqual([]);
  });
});
