// Requests about one person are serialized in the database, not in process memory, so they stay
// sequential across several server instances: every command that changes a person's recorded time
// first takes this row lock, inside its transaction.
import { sql } from 'kysely';
import type { Tx } from './client.js';
import { NotFoundError } from '../errors.js';

/** Locks the person's row until the transaction ends. 404 when there is no such (live) person. */
export async function lockPerson(trx: Tx, userId: number): Promise<void> {
  // FOR NO KEY UPDATE: conflicts with itself (one command per person at a time) but not with the key
  // share locks that inserts referencing the person take.
  const row = await sql<{ id: number }>`
    select id from users where id = ${userId} and status <> 'deleted' for no key update`.execute(trx);
  if (row.rows.length === 0) throw new NotFoundError('No such person.');
}
