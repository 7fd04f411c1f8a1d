// Secrets that every instance must share: taken from the configuration, or generated once and kept in
// the database (the first instance to start writes it; the others read the same value).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';

export async function sharedSecret(db: Db, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
