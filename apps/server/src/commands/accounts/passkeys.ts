// Passkeys (WebAuthn): registering one for oneself, listing and removing them, and signing in with a
// discoverable credential. The relying party is the host of PUBLIC_URL and the expected origin its
// origin. Challenges live in the database (any instance finishes what another began), are single use
// (deleted as they are checked) and short-lived.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { SessionLifetimes } from '../../auth/sessions.js';
import { hashToken, type TokenService } from '../../auth/tokens.js';
import type { Db, Executor } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { InvalidCredentialsError, NotFoundError, ValidationError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { completeFirstFactor, type SignedIn, type TwoFactorChallenge } from './sign-in.js';

/** How long a passkey ceremony may take between its options and its answer. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Passkeys per account: enough for every device a person has. */
export const MAX_PASSKEYS = 20;

export interface RelyingParty {
  /** PUBLIC_URL: its host is the relying party's id, its origin the expected origin. */
  publicUrl: string;
}

function rpOf(relyingParty: RelyingParty): { id: string; origin: string } {
  const url = new URL(relyingParty.publicUrl);
  return { id: url.hostname, origin: url.origin };
}

async function storeChallenge(db: Executor, purpose: 'register' | 'sign_in', userId: number | null, challenge: string): Promise<void> {
  const now = new Date();
  // Expired ceremonies go as new ones begin, so the table stays as small as the ceremonies under way.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      token_hash: hashToken(challenge),
      purpose,
      user_id: userId,
      challenge,
      expires_at: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
    })
    .execute();
}

/** Takes a challenge the service gave for this purpose (and account): true once, false ever after. */
async function takeChallenge(db: Executor, purpose: 'register' | 'sign_in', userId: number | null, challenge: string): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('token_hash', '=', hashToken(challenge))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date());
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  return (await query.returning('token_hash').executeTakeFirst()) !== undefined;
}

/** The WebAuthn user handle of an account: its id, so that a discoverable credential names its account. */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(userId));
}

export async function passkeyRegistrationOptions(
  db: Db,
  relyingParty: RelyingParty,
  user: UserRow,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', user.id).execute();
  const rp = rpOf(relyingParty);
  const options = await generateRegistrationOptions({
    rpName: 'Timetrack',
    rpID: rp.id,
    userName: user.email ?? String(user.id),
    userDisplayName: user.name,
    userID: userHandle(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await storeChallenge(db, 'register', user.id, options.challenge);
  return options;
}

export interface PasskeyRow {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/**
 * Registers the passkey the browser created for the options above. The calling session has just proven
 * a second factor (the authenticator verified its user), so REQUIRE_TWO_FACTOR no longer holds it back.
 */
export async function registerPasskey(
  db: Db,
  relyingParty: RelyingParty,
  input: { user: UserRow; sessionId: string; name: string; credential: RegistrationResponseJSON },
): Promise<PasskeyRow> {
  const rp = rpOf(relyingParty);
  const count = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', input.user.id)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_PASSKEYS) {
    throw ValidationError.field('credential', 'invalid', `at most ${MAX_PASSKEYS} passkeys per account`);
  }
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: (challenge) => takeChallenge(db, 'register', input.user.id, challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw ValidationError.field('credential', 'invalid', 'is not a passkey made for this account and a current challenge');
  }
  if (!verification.verified) {
    throw ValidationError.field('credential', 'invalid', 'is not a passkey made for this account and a current challenge');
  }
  const { credential } = verification.registrationInfo;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('passkeys')
      .values({
        user_id: input.user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning(['id', 'name', 'created_at', 'last_used_at'])
      .executeTakeFirst();
    if (!row) throw ValidationError.field('credential', 'taken', 'this passkey is already registered');
    await trx.updateTable('sessions').set({ second_factor: true }).where('id', '=', input.sessionId).execute();
    // A stolen session could add a passkey of its own: the person hears of every one.
    await enqueueMail(trx, {
      recipient: input.user.email!,
      template: 'sign_in_factor_added',
      language: input.user.language,
      payload: { factor: 'passkey', name: input.name },
    });
    return row;
  });
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function removePasskey(db: Db, userId: number, passkeyId: number): Promise<void> {
  const removed = await db
    .deleteFrom('passkeys')
    .where('id', '=', passkeyId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw new NotFoundError('No such passkey.');
}

/** Options for signing in with any discoverable credential of this service (no account named). */
export async function passkeySignInOptions(db: Db, relyingParty: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rpOf(relyingParty).id,
    userVerification: 'required',
    allowCredentials: [],
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await storeChallenge(db, 'sign_in', null, options.challenge);
  return options;
}

/**
 * Signs in with a passkey: the credential must be registered, its signature valid for a current challenge
 * of this service, its user verified, and its signature counter must have moved on (a cloned authenticator
 * is refused). It proves two factors, so it ends in a session. Any failure is 401 `invalid_credentials`.
 */
export async function signInWithPasskey(
  db: Db,
  tokens: TokenService,
  lifetimes: SessionLifetimes,
  relyingParty: RelyingParty,
  input: { credential: AuthenticationResponseJSON; client: 'browser' | 'mobile' },
): Promise<SignedIn | TwoFactorChallenge> {
  const rp = rpOf(relyingParty);
  const passkey = await db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .select(['passkeys.id', 'passkeys.user_id', 'passkeys.credential_id', 'passkeys.public_key', 'passkeys.counter', 'passkeys.transports'])
    .where('passkeys.credential_id', '=', input.credential.id)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  const handle = input.credential.response.userHandle;
  if (!passkey || (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== String(passkey.user_id))) {
    throw new InvalidCredentialsError();
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.credential,
      expectedChallenge: (challenge) => takeChallenge(db, 'sign_in', null, challenge),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new InvalidCredentialsError();
  }
  if (!verification.verified) throw new InvalidCredentialsError();
  return db.transaction().execute(async (trx) => {
    // The counter moves only forward: of two uses of one signature counter, the second is refused.
    const moved = await trx
      .updateTable('passkeys')
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date() })
      .where('id', '=', passkey.id)
      .where('counter', '=', passkey.counter)
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new InvalidCredentialsError();
    const user = await trx.selectFrom('users').selectAll().where('id', '=', passkey.user_id).executeTakeFirstOrThrow();
    return completeFirstFactor(trx, tokens, lifetimes, user, input.client, { secondFactorDone: true });
  });
}
