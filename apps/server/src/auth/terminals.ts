// The credentials of shared clocking terminals (docs/api.md#shared-clocking-terminals): the pairing code a
// general manager types on the tablet once, and the Bearer token the tablet keeps. Both are random and
// stored only as hashes.
import { randomInt } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { hashToken, randomToken } from './tokens.js';

/** Letters and digits nobody confuses when reading them off a screen (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const PAIRING_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_TTL_SECONDS = 10 * 60;
/** A terminal's `last_seen_at` is written at most this often (a busy entrance must not write on every clock). */
export const LAST_SEEN_EVERY_SECONDS = 60;
/** Every terminal token starts so: the other routes refuse it at once, and it is easy to recognise in a leak. */
export const TERMINAL_TOKEN_PREFIX = 'tt_term_';

export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/** A typed code, as stored: upper case, without the spaces and hyphens people add when reading it out. */
export function pairingCodeHash(code: string): string {
  return hashToken(code.replace(/[\s-]/g, '').toUpperCase());
}

export function newTerminalToken(): string {
  return `${TERMINAL_TOKEN_PREFIX}${randomToken()}`;
}

export function isTerminalToken(token: string): boolean {
  return token.startsWith(TERMINAL_TOKEN_PREFIX);
}

export interface AuthenticatedTerminal {
  id: number;
  name: string;
}

// The terminal named by the credential ($1), not deleted; its last_seen_at moved to $2 when it is more than
// a minute old, in the same statement (one round trip per terminal request).
const TERMINAL_BY_CREDENTIAL = prepared(`with found as (
    select id, name, last_seen_at from terminals where credential_hash = $1 and revoked_at is null
  ), seen as (
    update terminals set last_seen_at = $2::timestamptz
    where id = (select id from found)
      and (last_seen_at is null or last_seen_at <= $2::timestamptz - interval '${LAST_SEEN_EVERY_SECONDS} seconds')
  )
  select id, name from found`);

/** The live terminal holding `token`, or undefined. */
export async function findTerminalByToken(db: Db, token: string, now: Date = new Date()): Promise<AuthenticatedTerminal | undefined> {
  if (!isTerminalToken(token)) return undefined;
  const { rows } = await db.executeQuery<AuthenticatedTerminal>(
    CompiledQuery.raw(TERMINAL_BY_CREDENTIAL, [hashToken(token), now]),
  );
  return rows[0];
}
