// The change log: one append-only entry per change to a person's recorded time, written in the same
// transaction as the change. Each person's entries form a SHA-256 chain: an entry's hash covers its
// fields and the previous entry's hash, so altering, removing or reordering an entry behind the service's
// back breaks every hash after it. The database refuses UPDATE and DELETE on the table (migration 0001).
import { createHash } from 'node:crypto';
import type { Executor, Tx } from '../db/client.js';
import type { ChangeAction, ChangeRow } from '../db/schema.js';

export interface ChangeEntry {
  /** Whose recorded time changed. */
  userId: number;
  /** Who changed it; null for the service itself (an automatic close). */
  actorId: number | null;
  action: ChangeAction;
  subjectType: string;
  subjectId: number;
  /** The subject as the API shows it; null on create. */
  before: unknown;
  /** The subject as the API shows it; null on delete. */
  after: unknown;
}

/** JSON with object keys sorted at every depth: jsonb does not keep key order, so both sides sort. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

interface HashedFields {
  user_id: number;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number;
  before: unknown;
  after: unknown;
  created_at: Date;
  prev_hash: string | null;
}

export function entryHash(fields: HashedFields): string {
  const canonical = canonicalJson({
    user_id: fields.user_id,
    actor_id: fields.actor_id,
    action: fields.action,
    subject_type: fields.subject_type,
    subject_id: fields.subject_id,
    before: fields.before ?? null,
    after: fields.after ?? null,
    created_at: fields.created_at.toISOString(),
    prev_hash: fields.prev_hash,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** A JSON round trip drops undefined fields and turns Dates into strings, as the stored jsonb will. */
function asStored(value: unknown): unknown {
  return value === null || value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Appends one entry to the person's chain. The caller holds `lockPerson(trx, entry.userId)`, which makes
 * reading the previous hash and inserting the next one a single step for that person.
 */
export async function appendChange(trx: Tx, entry: ChangeEntry): Promise<ChangeRow> {
  const previous = await trx
    .selectFrom('changes')
    .select('hash')
    .where('user_id', '=', entry.userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  // Milliseconds, like timestamptz keeps them (it keeps microseconds; JS has no finer): what is hashed is what is stored.
  const createdAt = new Date();
  const fields = {
    user_id: entry.userId,
    actor_id: entry.actorId,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: asStored(entry.before),
    after: asStored(entry.after),
    created_at: createdAt,
    prev_hash: previous?.hash ?? null,
  };
  return trx
    .insertInto('changes')
    .values({
      ...fields,
      before: fields.before === null ? null : JSON.stringify(fields.before),
      after: fields.after === null ? null : JSON.stringify(fields.after),
      hash: entryHash(fields),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ChainVerification {
  valid: boolean;
  entries: number;
  first_broken_id?: number;
}

/** Recomputes the person's chain from the first entry: the first entry whose link or hash does not hold. */
export async function verifyChain(db: Executor, userId: number): Promise<ChainVerification> {
  const BATCH = 1000;
  let previousHash: string | null = null;
  let lastId = 0;
  let count = 0;
  for (;;) {
    const rows = await db
      .selectFrom('changes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', lastId)
      .orderBy('id', 'asc')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      count += 1;
      const expected = entryHash(row);
      if (row.prev_hash !== previousHash || row.hash !== expected) {
        const total = await db
          .selectFrom('changes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        return { valid: false, entries: Number(total.n), first_broken_id: row.id };
      }
      previousHash = row.hash;
      lastId = row.id;
    }
    if (rows.length < BATCH) return { valid: true, entries: count };
  }
}
