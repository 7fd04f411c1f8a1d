// Scheduled reports: the routes and their refusals, "send now" with the file attached through the outbox,
// and the job on a controllable clock: on its day each month the month before goes out once, again after
// a restart, and once across two instances on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueSchedules } from '../../commands/report-schedules.js';
import { startReportScheduleJob } from '../../jobs/report-schedules.js';
import type { Db } from '../../db/client.js';
import type { MailTransport, MailFile } from '../../mail/transport.js';
import type { RenderedMail } from '../../mail/templates.js';
import { sendDueMessages } from '../../jobs/mail.js';
import { codes, createTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseKind } from '../../test/database.js';
import { TimeFactories } from '../../test/time-factories.js';

const ZONE = 'Europe/Paris';
const quiet = { info: () => {}, warn: () => {} };

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['f']['person']>>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: ZONE } });
  admin = await t.f.person('general_manager');
  const person = await t.f.buildUser({ name: '=cmd|calc' });
  await new TimeFactories(t.db).workingTime(person, { start: '2026-10-06T07:00:00Z', end: '2026-10-06T15:00:00Z' });
}, 120_000);
afterAll(() => t?.close());

function recorder() {
  const sent: { to: string; mail: RenderedMail; attachments: readonly MailFile[] }[] = [];
  const transport: MailTransport = {
    async send(to, mail, attachments = []) {
      sent.push({ to, mail, attachments });
    },
    close: () => {},
  };
  return { sent, transport };
}

/** A schedule written as if created long ago, so that its day this month counts. */
async function scheduleOf(body: Record<string, unknown>): Promise<number> {
  const res = await t.send('POST', '/report-schedules', admin.headers, body);
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  await t.db.updateTable('report_schedules').set({ created_at: new Date('2026-01-01T00:00:00Z') }).where('id', '=', id).execute();
  return id;
}

const runsOf = async (db: Db, id: number) =>
  db.selectFrom('report_schedule_runs').select(['month', 'trigger']).where('schedule_id', '=', id).orderBy('id').execute();

describe('the routes', () => {
  it('create, list and delete schedules, and refuse bad ones', async () => {
    const created = await t.send('POST', '/report-schedules', admin.headers, {
      report: 'attendance',
      format: 'xlsx',
      day_of_month: 3,
      recipients: ['Bureau@Example.org', 'bureau@example.org', 'paie@example.org'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      report: 'attendance',
      profile: null,
      format: 'xlsx',
      day_of_month: 3,
      recipients: ['bureau@example.org', 'paie@example.org'],
      team_id: null,
    });
    const id = created.json().data.id as number;
    const list = await t.send('GET', '/report-schedules', admin.headers);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(id);

    const bad: [Record<string, unknown>, string[]][] = [
      [{ report: 'attendance', format: 'csv', day_of_month: 29, recipients: ['a@example.org'] }, ['day_of_month']],
      [{ report: 'attendance', format: 'csv', day_of_month: 1, recipients: ['not an address'] }, ['recipients.0']],
      [{ report: 'attendance', format: 'csv', day_of_month: 1, recipients: Array.from({ length: 21 }, (_, k) => `r${k}@example.org`) }, ['recipients']],
      [{ report: 'attendance', format: 'csv', day_of_month: 1, recipients: [] }, ['recipients']],
      [{ report: 'payroll', format: 'csv', day_of_month: 1, recipients: ['a@example.org'] }, ['profile']],
      [{ report: 'payroll', profile: 'generic', format: 'xlsx', day_of_month: 1, recipients: ['a@example.org'] }, ['format']],
      [{ report: 'attendance', profile: 'generic', format: 'csv', day_of_month: 1, recipients: ['a@example.org'] }, ['profile']],
      [{ report: 'attendance', format: 'csv', day_of_month: 1, recipients: ['a@example.org'], team_id: 999999 }, ['team_id']],
      [{ report: 'payroll', profile: 'silae', format: 'csv', day_of_month: 1, recipients: ['a@example.org'] }, ['profile']],
    ];
    for (const [body, fields] of bad) {
      const res = await t.send('POST', '/report-schedules', admin.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(codes(res)), JSON.stringify(body)).toEqual(fields);
    }

    const manager = await t.f.person('manager');
    expect((await t.send('GET', '/report-schedules', manager.headers)).statusCode).toBe(403);
    expect((await t.send('POST', `/report-schedules/${id}/run`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('DELETE', `/report-schedules/${id}`, manager.headers)).statusCode).toBe(403);
    expect((await t.send('GET', '/report-schedules', {})).statusCode).toBe(401);
    expect((await t.send('POST', '/report-schedules/999999/run', admin.headers)).statusCode).toBe(404);
    expect((await t.send('DELETE', `/report-schedules/${id}`, admin.headers)).statusCode).toBe(204);
    expect((await t.send('DELETE', `/report-schedules/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('sends the month before now, with the file attached, through the outbox', async () => {
    const id = await scheduleOf({ report: 'attendance', format: 'csv', day_of_month: 1, recipients: ['now@example.org'] });
    const run = await t.send('POST', `/report-schedules/${id}/run`, admin.headers);
    expect(run.statusCode).toBe(202);
    expect(run.json().data).toMatchObject({ schedule_id: id, trigger: 'manual' });
    const month = run.json().data.month as string;
    const { sent, transport } = recorder();
    await sendDueMessages(t.db, transport, quiet);
    const mine = sent.filter((message) => message.to === 'now@example.org');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.mail.subject).toBe(`Attendance report ${month}`);
    expect(mine[0]!.attachments.map((file) => file.filename)).toEqual([`attendance-${month}.csv`]);
    const csv = mine[0]!.attachments[0]!.content.toString('utf8');
    expect(csv.startsWith('\uFEFFEmployee number,Person,')).toBe(true);
    // The sent message keeps no file.
    expect(await t.db.selectFrom('outbox_attachments').select('id').execute()).toEqual([]);
    // "Send now" again sends again; it never takes the month's scheduled run.
    expect((await t.send('POST', `/report-schedules/${id}/run`, admin.headers)).statusCode).toBe(202);
    expect(await runsOf(t.db, id)).toEqual([
      { month, trigger: 'manual' },
      { month, trigger: 'manual' },
    ]);
    await t.send('DELETE', `/report-schedules/${id}`, admin.headers);
  });
});

describe('the job', () => {
  it('sends the month before on its day, once, and again after a restart nothing more', async () => {
    const id = await scheduleOf({ report: 'payroll', profile: 'generic', format: 'csv', day_of_month: 5, recipients: ['bureau@example.org', 'copy@example.org'] });
    const config = { ...t.config, companyName: 'Acme' };
    // 4 December, 23:59 in Paris: not yet.
    expect(await runDueSchedules(t.db, config, new Date('2026-12-04T22:59:00Z'))).toBe(0);
    // 5 December, 00:01 in Paris (still the 4th in UTC): November goes out.
    expect(await runDueSchedules(t.db, config, new Date('2026-12-04T23:01:00Z'))).toBe(1);
    expect(await runDueSchedules(t.db, config, new Date('2026-12-04T23:02:00Z'))).toBe(0);
    expect(await runDueSchedules(t.db, config, new Date('2026-12-20T10:00:00Z'))).toBe(0);

    // A restart: a new job's first round finds November sent.
    let clock = new Date('2026-12-21T10:00:00Z');
    const job = startReportScheduleJob(t.db, config, quiet, { clock: () => clock, intervalMs: 3_600_000 });
    expect(await job.round()).toBe(0);
    await job.stop();
    const restarted = startReportScheduleJob(t.db, config, quiet, { clock: () => clock, intervalMs: 3_600_000 });
    expect(await restarted.round()).toBe(0);
    // January: December goes out, from the restarted job.
    clock = new Date('2027-01-05T08:00:00Z');
    expect(await restarted.round()).toBe(1);
    await restarted.stop();
    expect(await runsOf(t.db, id)).toEqual([
      { month: '2026-11', trigger: 'schedule' },
      { month: '2026-12', trigger: 'schedule' },
    ]);

    const { sent, transport } = recorder();
    await sendDueMessages(t.db, transport, quiet);
    const bureau = sent.filter((message) => message.to === 'bureau@example.org');
    expect(bureau.map((message) => message.mail.subject)).toEqual(['Payroll export 2026-11 – Acme (draft)', 'Payroll export 2026-12 – Acme (draft)']);
    expect(bureau.map((message) => message.attachments[0]!.filename)).toEqual([
      'payroll-2026-11-generic-DRAFT.csv',
      'payroll-2026-12-generic-DRAFT.csv',
    ]);
    expect(sent.filter((message) => message.to === 'copy@example.org')).toHaveLength(2);
    await t.send('DELETE', `/report-schedules/${id}`, admin.headers);
  });

  it.runIf(testDatabaseKind() === 'postgres')('sends a month once across two instances', async () => {
    const id = await scheduleOf({ report: 'attendance', format: 'json', day_of_month: 2, recipients: ['twice@example.org'] });
    const other = await t.another();
    const now = new Date('2027-02-02T09:00:00Z');
    const results = await Promise.all([
      runDueSchedules(t.db, t.config, now),
      runDueSchedules(other.db, t.config, now),
      runDueSchedules(t.db, t.config, now),
      runDueSchedules(other.db, t.config, now),
    ]);
    expect(results.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(await runsOf(t.db, id)).toEqual([{ month: '2027-01', trigger: 'schedule' }]);
    const mails = await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'twice@example.org').execute();
    expect(mails).toHaveLength(1);
  });
});
