// `npm run seed`: fills the configured database (the same settings as `npm start`: DATABASE_URL or
// DATA_DIR) with the demo company, then prints the accounts to sign in with. A database that already has
// more than its first general manager is refused unless `--force` is given.
import { ensureFirstAdmin } from '../commands/first-admin.js';
import { ConfigError, loadConfig } from '../config.js';
import { keepCreatedFilesPrivate } from '../db/data-dir.js';
import { openDatabase } from '../db/client.js';
import { DataDirBusyError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.js';
import { migrate } from '../db/migrate.js';
import { DEMO_PASSWORD, SeedRefused, checkSeedable, seedDemo } from './demo.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  // What this writes (the embedded database's files) is private to the account running it.
  keepCreatedFilesPrivate();
  const force = process.argv.includes('--force');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // The embedded database is one process's files: with the service running on them, the seed stops here.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir, {
        role: 'npm run seed',
        advice: (holder) =>
          holder?.role === 'the service'
            ? 'stop the service (Ctrl+C in its terminal), run `npm run seed`, then start it again with `npm start`'
            : 'wait for it to end, then run `npm run seed` again',
      });
    } catch (error) {
      if (error instanceof DataDirBusyError) fail(error.message);
      throw error;
    }
  }
  const where = config.databaseUrl ?? `the embedded database in ${config.dataDir}`;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeoutMs: config.databaseTimeoutMs }).catch((error: Error) =>
    fail(`Cannot open ${where.replace(/\/\/[^@/]*@/, '//')}: ${error.message}`),
  );
  const db = database.db;
  try {
    await migrate(db);
    try {
      await checkSeedable(db, force);
    } catch (error) {
      if (error instanceof SeedRefused) fail(error.message);
      throw error;
    }
    const created = await ensureFirstAdmin(db, config);
    const admin = await db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('role', '=', 'general_manager')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const started = Date.now();
    const summary = await seedDemo(db, {
      admin: { id: admin.id, role: 'general_manager' },
      zone: config.appTimezone,
      region: config.holidaysRegion,
      leaveYearStart: config.leaveYearStart,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const lines = [
      `Seeded the demo company in ${seconds} s: ${summary.company.people.length} people in ${summary.company.teams.length} teams, ` +
        `${summary.history.workingTimes} working times (${summary.history.breaks} breaks, ${summary.history.clockRecords} clock records), ` +
        `${summary.absences} absences, ${summary.edits} edits by managers, corrections ${summary.corrections.pending} pending / ` +
        `${summary.corrections.approved} approved / ${summary.corrections.rejected} rejected, ${summary.validatedWeeks} validated weeks ` +
        `(${summary.reopenedWeeks} reopened), ${summary.clockedIn} people clocked in now, ${summary.changes} change-log entries, ` +
        `${summary.notifications} notifications, ${summary.schedules} schedule versions, ${summary.companyDaysOff} company day off, ` +
        `${summary.lateShifts} late shifts short of the daily rest, leave requests ${summary.leaveRequests.approved} approved / ` +
        `${summary.leaveRequests.pending} pending / ${summary.leaveRequests.rejected} rejected / ${summary.leaveRequests.cancelled} cancelled ` +
        '(public holidays: set HOLIDAYS_REGION, e.g. FR).',
      '',
      `Sign in with any of these accounts; every demo account's password is: ${DEMO_PASSWORD}`,
      '',
    ];
    const generalManager = created
      ? `${admin.email}  (password: ${created.generatedPassword ?? 'ADMIN_PASSWORD'}${created.generatedPassword ? ', shown only this once' : ''})`
      : `${admin.email}  (the existing first account: its own password)`;
    lines.push(`  general manager  ${generalManager}`);
    for (const team of summary.company.teams) {
      lines.push('', `  ${team.name}`);
      for (const id of team.memberIds) {
        const person = summary.company.people.find((p) => p.id === id)!;
        lines.push(`    ${person.role === 'manager' ? 'manager ' : 'employee'}  ${person.email.padEnd(32)} ${person.name}`);
      }
    }
    // The web app's address is the one people open (PUBLIC_URL, by default http://localhost:PORT).
    lines.push('', `Start the service with \`npm start\` and open the web app at ${config.publicUrl}/ (the API's documentation: ${config.publicUrl}/api/docs).`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => fail(`The seed failed: ${(error as Error).message || String(error)}`));
