// An employee's journeys in a real Chromium against the real service (PGlite): the invitation link, a
// password, sign-in, clocking with a break, My hours; clocking out with no network, delivered exactly
// once when it comes back; a reload that keeps the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, signIn, startService, waitForLink, type Service } from './harness';

let service: Service;

beforeAll(async () => {
  service = await startService();
});

afterAll(async () => {
  await service?.close();
});

describe('an invited employee', () => {
  it('follows the invitation link, chooses a password, signs in, clocks in, takes a break, clocks out and reads their hours', async () => {
    const { t, mailbox } = service;
    const admin = await t.f.buildUser({ role: 'general_manager' });
    const email = 'eve.invited@example.test';
    const invited = await t.sendAs(admin, 'POST', '/users', { email, name: 'Eve Invited', role: 'employee' });
    expect(invited.statusCode).toBe(201);
    const link = await waitForLink(mailbox, email, 'set-password');

    const { page, context, errors } = await service.open('phone');
    await page.goto(link);
    await page.getByText(email).waitFor();
    await expectAccessible(page, 'set password');
    await screenshot(page, 'phone-set-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('a long enough password');
    await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('a long enough password');
    await page.getByRole('button', { name: 'Save the password' }).click();

    await page.waitForURL(/\/sign-in/);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await expectAccessible(page, 'sign in');
    await screenshot(page, 'phone-sign-in');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const clock = page.getByRole('button', { name: 'Clock in' });
    await clock.waitFor();
    await expectAccessible(page, 'today, clocked out');
    await clock.click();
    await page.getByRole('button', { name: 'Clock out' }).waitFor();
    await page.getByText(/^Working since/).waitFor();
    await page.getByRole('button', { name: 'Start break' }).click();
    await page.getByRole('button', { name: 'End break' }).waitFor();
    await page.getByText(/^On break since/).waitFor();
    await expectAccessible(page, 'today, on a break');
    await screenshot(page, 'phone-today-on-break');
    await page.getByRole('button', { name: 'End break' }).click();
    await page.getByRole('button', { name: 'Start break' }).waitFor();
    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByRole('button', { name: 'Clock in' }).waitFor();
    await page.getByText('Not clocked in').waitFor();

    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await expect
      .poll(async () =>
        (await t.db.selectFrom('working_times').select(['end']).where('user_id', '=', user.id).execute()).map((row) => row.end !== null),
      )
      .toEqual([true]);
    const breaks = await t.db
      .selectFrom('breaks')
      .innerJoin('working_times', 'working_times.id', 'breaks.working_time_id')
      .select(['breaks.end'])
      .where('working_times.user_id', '=', user.id)
      .execute();
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.end).not.toBeNull();
    await screenshot(page, 'phone-today-after');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Hours' }).click();
    await page.getByRole('heading', { name: 'My hours' }).waitFor();
    await page.getByText(/^Break /).first().waitFor();
    await expectAccessible(page, 'my hours, week');
    await screenshot(page, 'phone-hours-week');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('with no network', () => {
  it('keeps a clock-out made offline, shows it waiting, and delivers it exactly once when the network is back', async () => {
    const { t } = service;
    const employee = await t.f.buildUser({ role: 'employee', password: 'offline password 1' });
    const { page, context, errors } = await service.open('phone');
    await signIn(page, employee.email!, 'offline password 1');
    await page.getByRole('button', { name: 'Clock in' }).click();
    await page.getByRole('button', { name: 'Clock out' }).waitFor();
    await expect
      .poll(async () => (await t.db.selectFrom('clock_records').select('id').where('user_id', '=', employee.id).execute()).length)
      .toBe(1);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Clock out' }).click();
    await page.getByRole('button', { name: 'Clock in' }).waitFor();
    await page.getByText('1 action waiting to sync').waitFor();
    await expectAccessible(page, 'today, waiting to sync');
    await screenshot(page, 'phone-today-offline');
    const open = await t.db.selectFrom('working_times').select('end').where('user_id', '=', employee.id).execute();
    expect(open.map((row) => row.end)).toEqual([null]);

    await context.setOffline(false);
    await page.getByText('1 action waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(async () =>
        (await t.db.selectFrom('clock_records').select(['status', 'client_id']).where('user_id', '=', employee.id).orderBy('id').execute()).map(
          (row) => row.status,
        ),
      )
      .toEqual([true, false]);
    const closed = await t.db.selectFrom('working_times').select('end').where('user_id', '=', employee.id).execute();
    expect(closed).toHaveLength(1);
    expect(closed[0]?.end).not.toBeNull();
    // Nothing more arrives later (no second send of the same action).
    await page.waitForTimeout(1500);
    expect(await t.db.selectFrom('clock_records').select('id').where('user_id', '=', employee.id).execute()).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a reload', () => {
  it('keeps the session (the CSRF token comes back through a renewal)', async () => {
    const { t } = service;
    const employee = await t.f.buildUser({ role: 'employee', password: 'reload password 1' });
    const { page, context, errors } = await service.open('desktop');
    await signIn(page, employee.email!, 'reload password 1');
    await page.goto('/hours');
    await page.getByRole('heading', { name: 'My hours' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My hours' }).waitFor();
    // A request that needs the CSRF token works after the reload.
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'Clock in' }).click();
    await page.getByRole('button', { name: 'Clock out' }).waitFor();
    await expect
      .poll(async () => (await t.db.selectFrom('working_times').select('id').where('user_id', '=', employee.id).execute()).length)
      .toBe(1);
    expect(page.url()).not.toMatch(/sign-in/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
