// Shared clocking terminals (docs/api.md#shared-clocking-terminals): general managers register and delete
// them and set people's badge numbers; each person sets their own PIN; a paired terminal clocks a person
// by badge and PIN exactly as the person's own clock request would (commands/clocks.ts), marked with the
// terminal. A person's clocking stays out of the change log, at a terminal too.
import type { Db, Executor } from '../db/client.js';
import type { TerminalRow, UserRow } from '../db/schema.js';
import { NotFoundError, WrongPinError } from '../errors.js';
import { newPairingCode, newTerminalToken, pairingCodeHash, PAIRING_CODE_TTL_SECONDS } from '../auth/terminals.js';
import { checkTerminalPin, hashPin } from '../auth/terminal-pins.js';
import { hashToken } from '../auth/tokens.js';
import type { Actor } from '../policies/rules.js';
import { clock, type ClockRequest, type ClockResult } from './clocks.js';
import { checkCurrentPassword } from './accounts/passwords.js';

export interface PairingCode {
  code: string;
  expiresAt: Date;
}

/** Replaces the terminal's pairing codes by a new one (the code is returned; only its hash is kept). */
async function writePairingCode(trx: Executor, terminalId: number, now: Date): Promise<PairingCode> {
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_SECONDS * 1000);
  // The terminal's earlier codes, and anyone's that expired unused.
  await trx
    .deleteFrom('terminal_pairing_codes')
    .where((eb) => eb.or([eb('terminal_id', '=', terminalId), eb('expires_at', '<=', now)]))
    .execute();
  await trx
    .insertInto('terminal_pairing_codes')
    .values({ code_hash: pairingCodeHash(code), terminal_id: terminalId, created_at: now, expires_at: expiresAt })
    .execute();
  return { code, expiresAt };
}

export async function registerTerminal(
  db: Db,
  actor: Actor,
  name: string,
  now: Date = new Date(),
): Promise<{ terminal: TerminalRow; pairing: PairingCode }> {
  return db.transaction().execute(async (trx) => {
    const terminal = await trx
      .insertInto('terminals')
      .values({ name: name.trim(), created_by: actor.id, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { terminal, pairing: await writePairingCode(trx, terminal.id, now) };
  });
}

/** A new pairing code for a terminal (to pair a new tablet in its place); 404 when deleted or unknown. */
export async function renewPairingCode(db: Db, terminalId: number, now: Date = new Date()): Promise<{ terminal: TerminalRow; pairing: PairingCode }> {
  return db.transaction().execute(async (trx) => {
    const terminal = await trx
      .selectFrom('terminals')
      .selectAll()
      .where('id', '=', terminalId)
      .where('revoked_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!terminal) throw new NotFoundError('No such terminal.');
    return { terminal, pairing: await writePairingCode(trx, terminal.id, now) };
  });
}

/**
 * Uses a pairing code: the terminal gets a new credential (a previous tablet's stops working). Unknown,
 * used or expired: 404. The code is single-use whatever happens.
 */
export async function pairTerminal(db: Db, code: string, now: Date = new Date()): Promise<{ terminal: TerminalRow; token: string }> {
  const token = newTerminalToken();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .deleteFrom('terminal_pairing_codes')
      .where('code_hash', '=', pairingCodeHash(code))
      .returning(['terminal_id', 'expires_at'])
      .executeTakeFirst();
    if (!used || used.expires_at.getTime() <= now.getTime()) throw new NotFoundError('The pairing code is unknown, used or expired.');
    const terminal = await trx
      .updateTable('terminals')
      .set({ credential_hash: hashToken(token), paired_at: now, last_seen_at: now })
      .where('id', '=', used.terminal_id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!terminal) throw new NotFoundError('The pairing code is unknown, used or expired.');
    return { terminal, token };
  });
}

/** Deletes a terminal: its credential and codes stop working at once; its clock records keep naming it. */
export async function deleteTerminal(db: Db, terminalId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('terminals')
      .set({ revoked_at: now, credential_hash: null })
      .where('id', '=', terminalId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new NotFoundError('No such terminal.');
    await trx.deleteFrom('terminal_pairing_codes').where('terminal_id', '=', terminalId).execute();
  });
}

/** Sets (or, with null, removes) a person's badge number; a badge of another live account: 422 `taken`. */
export async function setBadge(db: Db, userId: number, badge: string | null): Promise<void> {
  const updated = await db
    .updateTable('users')
    .set({ badge })
    .where('id', '=', userId)
    .where('status', '<>', 'deleted')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new NotFoundError('No such person.');
}

/** The person sets their own PIN, proving it with their password (counted like a sign-in). */
export async function setPin(db: Db, input: { user: UserRow; pin: string; currentPassword: string; address: string }): Promise<void> {
  await checkCurrentPassword(db, input.user, input.currentPassword, input.address);
  const pinHash = await hashPin(input.pin);
  await db.updateTable('users').set({ pin_hash: pinHash }).where('id', '=', input.user.id).execute();
}

export interface TerminalClockResult extends ClockResult {
  person: { id: number; name: string };
}

/**
 * Clocks the holder of `badge` at a terminal, once the PIN is right (auth/terminal-pins.ts: 403 `wrong_pin`,
 * 429 while the badge is locked): the person's own clock (commands/clocks.ts), with `source: terminal`.
 */
export async function clockAtTerminal(
  db: Db,
  terminalId: number,
  input: { badge: string; pin: string; request: ClockRequest },
  clientGone: () => void,
): Promise<TerminalClockResult> {
  const holder = await checkTerminalPin(db, { badge: input.badge, pin: input.pin, terminalId }, () => new WrongPinError());
  const result = await db.transaction().execute((trx) => {
    clientGone();
    return clock(trx, holder.id, { ...input.request, terminalId });
  });
  return { ...result, person: { id: holder.id, name: holder.name } };
}
