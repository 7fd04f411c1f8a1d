// A person's push subscriptions, one per browser (docs/api.md#web-push). The endpoint is checked like a
// webhook's URL (https on a public address unless PUSH_ALLOW_PRIVATE), when subscribing and again by every
// delivery; the keys must be those RFC 8291 encrypts to: a P-256 public key and a 16-byte secret.
import type { Tx } from '../../db/client.js';
import { lockPerson } from '../../db/locks.js';
import type { PushSubscriptionRow } from '../../db/schema.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { resolveTarget, UnsafeAddressError, type Resolver } from '../webhooks/address.js';

/** Devices per person. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function decodedLength(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length;
}

async function checkInput(input: PushSubscriptionInput, allowPrivate: boolean, resolve: Resolver): Promise<void> {
  const problems: Record<string, { code: 'invalid' | 'not_https' | 'private_address' | 'unresolvable'; message: string }[]> = {};
  let url: URL | undefined;
  try {
    url = new URL(input.endpoint);
    if (url.username !== '' || url.password !== '') {
      problems.endpoint = [{ code: 'invalid', message: 'must not hold credentials' }];
      url = undefined;
    }
  } catch {
    problems.endpoint = [{ code: 'invalid', message: 'must be an absolute URL' }];
  }
  if (url) {
    try {
      await resolveTarget(url, allowPrivate, resolve);
    } catch (error) {
      if (!(error instanceof UnsafeAddressError)) throw error;
      problems.endpoint = [{ code: error.code, message: error.message }];
    }
  }
  const p256dh = decodedLength(input.keys.p256dh);
  if (p256dh !== 65 || Buffer.from(input.keys.p256dh, 'base64url')[0] !== 0x04) {
    problems['keys.p256dh'] = [{ code: 'invalid', message: 'must be an uncompressed P-256 public key: 65 bytes in base64url' }];
  }
  if (decodedLength(input.keys.auth) !== 16) {
    problems['keys.auth'] = [{ code: 'invalid', message: 'must be the 16-byte authentication secret in base64url' }];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/**
 * Subscribes a browser of `userId`. The same endpoint again (the browser subscribing anew) replaces the keys of
 * its subscription; an endpoint another account held moves to this one (the device changed hands).
 */
export async function createPushSubscription(
  trx: Tx,
  userId: number,
  input: PushSubscriptionInput,
  options: { allowPrivate: boolean; resolve: Resolver },
): Promise<PushSubscriptionRow> {
  await checkInput(input, options.allowPrivate, options.resolve);
  await lockPerson(trx, userId);
  const existing = await trx.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', input.endpoint).executeTakeFirst();
  if (existing?.user_id === userId) {
    return trx
      .updateTable('push_subscriptions')
      .set({ p256dh: input.keys.p256dh, auth: input.keys.auth })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const count = await trx
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= MAX_PUSH_SUBSCRIPTIONS) {
    throw new ConflictError('conflict', `At most ${MAX_PUSH_SUBSCRIPTIONS} devices receive pushes; remove one first.`);
  }
  if (existing) await trx.deleteFrom('push_subscriptions').where('id', '=', existing.id).execute();
  return trx
    .insertInto('push_subscriptions')
    .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, created_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePushSubscription(trx: Tx, userId: number, subscriptionId: number): Promise<void> {
  const deleted = await trx
    .deleteFrom('push_subscriptions')
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError('No such push subscription.');
}
