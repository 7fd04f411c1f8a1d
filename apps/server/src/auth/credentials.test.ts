// The one rule of a live credential, on the database: each way a session or a token stops counting.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { instantSql, liveAccessTokenSql, liveSessionSql } from './credentials.js';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
});
afterAll(() => database.drop());

const AT = new Date('2026-06-01T12:00:00Z');
const before = (ms: number) => new Date(AT.getTime() - ms);
const after = (ms: number) => new Date(AT.getTime() + ms);

async function account(status: 'active' | 'invited' | 'deleted'): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into users (email, name, role, status)
    values (${`${status}.${Math.random().toString(36).slice(2)}@example.test`}, 'Someone', 'employee', ${status}) returning id`.execute(db);
  return rows[0]!.id;
}

describe('a live credential', () => {
  it('is a session neither revoked nor expired at the instant judged, of an active account', async () => {
    const active = await account('active');
    const gone = await account('deleted');
    const sessions: Record<string, { user: number; expires: Date; revoked: Date | null }> = {
      'live': { user: active, expires: after(1000), revoked: null },
      'expired': { user: active, expires: AT, revoked: null },
      'revoked': { user: active, expires: after(1000), revoked: before(1000) },
      'account gone': { user: gone, expires: after(1000), revoked: null },
    };
    const ids = new Map<string, string>();
    for (const [name, session] of Object.entries(sessions)) {
      const { rows } = await sql<{ id: string }>`insert into sessions (id, user_id, client, expires_at, revoked_at)
        values (gen_random_uuid(), ${session.user}, 'browser', ${session.expires}, ${session.revoked}) returning id::text`.execute(db);
      ids.set(rows[0]!.id, name);
    }
    const { rows } = await sql<{ id: string }>`select s.id::text as id from sessions s join users u on u.id = s.user_id
      where ${sql.raw(liveSessionSql({ table: 's', at: instantSql(AT), account: 'u' }))}`.execute(db);
    expect(rows.map((row) => ids.get(row.id))).toEqual(['live']);
    // Without the account, only the session's own state counts.
    const own = await sql<{ id: string }>`select id::text as id from sessions
      where ${sql.raw(liveSessionSql({ table: 'sessions', at: instantSql(AT) }))}`.execute(db);
    expect(own.rows.map((row) => ids.get(row.id)).sort()).toEqual(['account gone', 'live']);
  });

  it('is a token neither revoked nor expired (or without an end) at the instant judged, of an active account', async () => {
    const active = await account('active');
    const invited = await account('invited');
    const tokens: Record<string, { user: number; expires: Date | null; revoked: Date | null }> = {
      'live': { user: active, expires: after(1000), revoked: null },
      'without an end': { user: active, expires: null, revoked: null },
      'expired': { user: active, expires: before(1), revoked: null },
      'revoked': { user: active, expires: null, revoked: before(1000) },
      'account not active': { user: invited, expires: null, revoked: null },
    };
    for (const [name, token] of Object.entries(tokens)) {
      await sql`insert into personal_access_tokens (user_id, name, scopes, token_hash, expires_at, revoked_at)
        values (${token.user}, ${name}, array['read'], ${name}, ${token.expires}, ${token.revoked})`.execute(db);
    }
    const { rows } = await sql<{ name: string }>`select t.name from personal_access_tokens t join users u on u.id = t.user_id
      where ${sql.raw(liveAccessTokenSql({ table: 't', at: instantSql(AT), account: 'u' }))} order by t.name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(['live', 'without an end']);
  });
});
