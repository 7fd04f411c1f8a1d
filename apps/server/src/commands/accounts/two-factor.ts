// Two-factor codes (TOTP): setting them up, confirming with a first code (which gives the recovery codes),
// turning them off, and answering the challenge that a first factor ends in when they are on.
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  totpStep,
  type SecretBox,
} from '../../auth/second-factor.js';
import { openSession, type ClientKind, type SessionLifetimes } from '../../auth/sessions.js';
import { hashToken, type TokenService } from '../../auth/tokens.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { ChallengeEndedError, ConflictError, RateLimitedError, TwoFactorFailedError, ValidationError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { checkCurrentPassword } from './passwords.js';
import type { SignedIn } from './sign-in.js';

/** Wrong codes that end one challenge. */
export const CHALLENGE_MAX_FAILURES = 5;
/** Wrong codes per account, over all its challenges, in the window below; then 429 until it passes. */
export const ACCOUNT_MAX_FAILURES = 20;
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface TotpStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function totpStatus(db: Db, userId: number): Promise<TotpStatus> {
  const row = await db
    .selectFrom('totp_secrets')
    .select('confirmed_at')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return { enabled: false, recoveryCodesLeft: 0 };
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled: true, recoveryCodesLeft: Number(left.count) };
}

/**
 * A new secret for the person's code app, not in use until confirmed with a code. Asking again before
 * confirming replaces it; with codes already on, 409 (turn them off first).
 */
export async function startTotpSetup(db: Db, box: SecretBox, user: UserRow): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('totp_secrets')
      .select('confirmed_at')
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.confirmed_at) throw new ConflictError('conflict', 'Two-factor codes are already on; turn them off first.');
    await trx
      .insertInto('totp_secrets')
      .values({ user_id: user.id, secret_sealed: box.seal(secret) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_sealed: box.seal(secret), last_step: null, created_at: new Date() }))
      .execute();
    return { secret, otpauthUrl: otpauthUrl(secret, user.email ?? String(user.id)) };
  });
}

/**
 * Turns the codes on with a first code from the app, and answers ten new recovery codes (shown once).
 * The calling session has just proven the second factor, so it is no longer held back by REQUIRE_TWO_FACTOR.
 */
export async function confirmTotp(
  db: Db,
  box: SecretBox,
  input: { user: UserRow; sessionId: string; code: string; now?: number },
): Promise<string[]> {
  const now = input.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('totp_secrets')
      .select(['secret_sealed', 'confirmed_at'])
      .where('user_id', '=', input.user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ConflictError('conflict', 'Start the set-up first (POST /users/{id}/totp).');
    if (row.confirmed_at) throw new ConflictError('conflict', 'Two-factor codes are already on.');
    const secret = box.open(row.secret_sealed);
    const step = secret === undefined ? undefined : totpStep(secret, input.code, now);
    if (step === undefined) throw ValidationError.field('code', 'invalid', 'is not the current code of the app');
    await trx
      .updateTable('totp_secrets')
      .set({ confirmed_at: new Date(now), last_step: step })
      .where('user_id', '=', input.user.id)
      .execute();
    const codes = newRecoveryCodes();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', input.user.id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ user_id: input.user.id, code_hash: box.hashRecoveryCode(code) })))
      .execute();
    await trx.updateTable('sessions').set({ second_factor: true }).where('id', '=', input.sessionId).execute();
    await enqueueMail(trx, {
      recipient: input.user.email!,
      template: 'sign_in_factor_added',
      language: input.user.language,
      payload: { factor: 'authenticator', name: '' },
    });
    return codes;
  });
}

/** Turns the codes off (the current password is asked, counted as a sign-in is); open challenges end. */
export async function disableTotp(db: Db, input: { user: UserRow; currentPassword: string; address: string }): Promise<void> {
  await checkCurrentPassword(db, input.user, input.currentPassword, input.address);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('totp_secrets').where('user_id', '=', input.user.id).execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', input.user.id).execute();
    await trx
      .updateTable('two_factor_challenges')
      .set({ ended_at: new Date() })
      .where('user_id', '=', input.user.id)
      .where('ended_at', 'is', null)
      .execute();
  });
}

type ChallengeOutcome =
  | { kind: 'signed_in'; signedIn: SignedIn & { client: ClientKind } }
  | { kind: 'failed' }
  | { kind: 'ended' }
  | { kind: 'limited'; retryAfter: number };

/**
 * Answers a two-factor challenge with a code of the app or a recovery code: the session for the
 * login's client, opened with two factors. A code of a time step already used (here or at the set-up) is
 * refused, and so is a used recovery code. Wrong answers are counted in the same transaction that reads
 * the challenge (its row locked), so simultaneous guesses cannot overrun the limits; the outcome is
 * thrown after the count is committed.
 */
export async function answerTwoFactorChallenge(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  box: SecretBox,
  input: { challenge: string; code?: string; recoveryCode?: string; now?: number },
): Promise<SignedIn & { client: ClientKind }> {
  const now = input.now ?? Date.now();
  const outcome = await db.transaction().execute(async (trx): Promise<ChallengeOutcome> => {
    const challenge = await trx
      .selectFrom('two_factor_challenges')
      .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
      .select([
        'two_factor_challenges.token_hash',
        'two_factor_challenges.user_id',
        'two_factor_challenges.client',
        'two_factor_challenges.failures',
        'two_factor_challenges.ended_at',
        'two_factor_challenges.expires_at',
        'users.status',
      ])
      .where('two_factor_challenges.token_hash', '=', hashToken(input.challenge))
      .forUpdate('two_factor_challenges')
      .executeTakeFirst();
    if (!challenge || challenge.ended_at !== null || challenge.expires_at.getTime() <= now || challenge.status !== 'active') {
      return { kind: 'ended' };
    }
    // The account's row is locked too, so that challenges of one account answered at once count in turn.
    const totp = await trx
      .selectFrom('totp_secrets')
      .select(['secret_sealed', 'last_step'])
      .where('user_id', '=', challenge.user_id)
      .where('confirmed_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    if (!totp) return { kind: 'ended' };

    const since = new Date(now - ACCOUNT_FAILURE_WINDOW_SECONDS * 1000);
    const recent = await trx
      .selectFrom('two_factor_challenges')
      .select((eb) => eb.fn.sum<number>('failures').as('failures'))
      .where('user_id', '=', challenge.user_id)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.failures ?? 0) >= ACCOUNT_MAX_FAILURES) return { kind: 'limited', retryAfter: ACCOUNT_FAILURE_WINDOW_SECONDS };

    let passed = false;
    if (input.code !== undefined) {
      const secret = box.open(totp.secret_sealed);
      const step = secret === undefined ? undefined : totpStep(secret, input.code, now);
      if (step !== undefined && (totp.last_step === null || step > totp.last_step)) {
        await trx.updateTable('totp_secrets').set({ last_step: step }).where('user_id', '=', challenge.user_id).execute();
        passed = true;
      }
    } else if (input.recoveryCode !== undefined) {
      const used = await trx
        .updateTable('recovery_codes')
        .set({ used_at: new Date(now) })
        .where('user_id', '=', challenge.user_id)
        .where('code_hash', '=', box.hashRecoveryCode(input.recoveryCode))
        .where('used_at', 'is', null)
        .returning('code_hash')
        .executeTakeFirst();
      passed = used !== undefined;
    }

    if (!passed) {
      const failures = challenge.failures + 1;
      const ended = failures >= CHALLENGE_MAX_FAILURES;
      await trx
        .updateTable('two_factor_challenges')
        .set({ failures, ended_at: ended ? new Date(now) : null })
        .where('token_hash', '=', challenge.token_hash)
        .execute();
      return ended ? { kind: 'ended' } : { kind: 'failed' };
    }

    await trx
      .updateTable('two_factor_challenges')
      .set({ ended_at: new Date(now) })
      .where('token_hash', '=', challenge.token_hash)
      .execute();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', challenge.user_id).executeTakeFirstOrThrow();
    const issued = await openSession(trx, tokens, lifetimes, user.id, challenge.client, true);
    return { kind: 'signed_in', signedIn: { user, issued, client: challenge.client } };
  });
  switch (outcome.kind) {
    case 'signed_in':
      return outcome.signedIn;
    case 'failed':
      throw new TwoFactorFailedError();
    case 'limited':
      throw new RateLimitedError(outcome.retryAfter);
    case 'ended':
      throw new ChallengeEndedError();
  }
}
