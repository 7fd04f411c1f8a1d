// M, the raw clock toggle of the clock path (bench/clock-path.ts): lock the person's row, read the open period,
// open or close it, insert the clock record, BEGIN … COMMIT straight through pg. The reference of every clock
// budget; also run behind a bare HTTP route (H, bench/ceiling-server.ts). On its own so that those who run it
// need nothing else.
import pg from 'pg';

/**
 * The pool M runs on, with the service's settings: its size, no JIT, connections kept once made. The pg default
 * closes a connection idle for 10 s, and the next toggle then pays a new backend and its first plans: between
 * interleaved rounds that put M's p99 at 200 ms on a machine where it is 8 ms.
 */
export function minimalTogglePool(databaseUrl: string, size: number): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, max: size, idleTimeoutMillis: 0, options: '-c jit=off' });
}

/** M: the minimal toggle, six round trips. */
export async function minimalToggle(pool: pg.Pool, userId: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const open = await client.query<{ id: number }>('select id from working_times where user_id = $1 and "end" is null', [userId]);
    // Dated once the lock is held, so it follows what the previous holder wrote.
    const now = new Date();
    let workingTimeId = open.rows[0]?.id;
    if (workingTimeId === undefined) {
      const opened = await client.query<{ id: number }>(
        'insert into working_times (user_id, start, "end") values ($1, $2, null) returning id',
        [userId, now],
      );
      workingTimeId = opened.rows[0]!.id;
    } else {
      await client.query('update working_times set "end" = $2, updated_at = $2 where id = $1', [workingTimeId, now]);
    }
    await client.query(
      `insert into clock_records (user_id, kind, status, time, client_id, received_at, working_time_id)
       values ($1, 'work', $2, $3, gen_random_uuid(), $3, $4)`,
      [userId, open.rows.length === 0, now, workingTimeId],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
