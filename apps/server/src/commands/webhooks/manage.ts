// Creating and deleting webhooks, and trying a delivery again (general managers).
import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../auth/second-factor.js';
import type { Db, Tx } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { notify } from '../../notifications/notify.js';
import type { Actor } from '../../policies/rules.js';
import { presentWebhook, type WebhookEventType, type WebhookView } from '../../presenters/webhook.js';
import { checkWebhookUrl, type Resolver } from './address.js';
import { newWebhookSecret } from './signature.js';
import { noteLiveWebhooks, wakeWebhooks } from './wake.js';

export interface WebhookInput {
  url: string;
  events: WebhookEventType[];
  description?: string | null | undefined;
}

export interface WebhookSettings {
  secretBox: SecretBox;
  allowPrivate: boolean;
  resolve: Resolver;
}

/**
 * A new webhook and its `ping` delivery (in one transaction); the secret is in the answer only. The URL
 * is checked first (its name resolved), outside the transaction.
 */
export async function createWebhook(
  db: Db,
  actor: Actor,
  input: WebhookInput,
  settings: WebhookSettings,
): Promise<WebhookView & { secret: string }> {
  const url = await checkWebhookUrl(input.url, settings.allowPrivate, settings.resolve);
  const secret = newWebhookSecret();
  const description = input.description?.trim() || null;
  const webhook = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhooks')
      .values({
        url: url.href,
        events: [...new Set(input.events)],
        description,
        secret_sealed: settings.secretBox.seal(secret),
        created_by: actor.id,
      })
      .returning(['id', 'url', 'events', 'description', 'created_by', 'created_at', 'status', 'paused_at'])
      .executeTakeFirstOrThrow();
    const creator = await trx.selectFrom('users').select('name').where('id', '=', actor.id).executeTakeFirstOrThrow();
    const view = presentWebhook({ ...row, created_by_name: creator.name });
    const eventId = randomUUID();
    // The receiver learns of the webhook, not of the name of the person who made it.
    const { created_by_name: _name, ...announced } = view;
    await trx.insertInto('webhook_events').values({ id: eventId, type: 'ping', data: JSON.stringify({ webhook: announced }) }).execute();
    await trx.insertInto('webhook_deliveries').values({ id: randomUUID(), webhook_id: row.id, event_id: eventId }).execute();
    return view;
  });
  noteLiveWebhooks(true);
  return { ...webhook, secret };
}

/** Deletes a webhook: it takes no more events, and its deliveries not yet made are not made. */
export async function deleteWebhook(db: Db, webhookId: number, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .updateTable('webhooks')
      .set({ deleted_at: now })
      .where('id', '=', webhookId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new NotFoundError('No such webhook.');
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', finished_at: now, locked_until: null })
      .where('webhook_id', '=', webhookId)
      .where('status', 'in', ['pending', 'retrying'])
      .execute();
  });
}

/**
 * Tries a delivery again now, with the same body: one more try for a failed one, the series going on
 * for one that is still retrying.
 */
export async function retryDelivery(db: Db, webhookId: number, deliveryId: string): Promise<void> {
  const hook = await db.selectFrom('webhooks').select('status').where('id', '=', webhookId).where('deleted_at', 'is', null).executeTakeFirst();
  if (hook?.status === 'paused') throw new ConflictError('conflict', 'The webhook is paused: resume it first.');
  const updated = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'retrying', next_attempt_at: new Date(), finished_at: null })
    .where('id', '=', deliveryId)
    .where('webhook_id', '=', webhookId)
    .where('webhook_id', 'in', db.selectFrom('webhooks').select('id').where('deleted_at', 'is', null))
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new NotFoundError('No such delivery.');
  wakeWebhooks();
}

/**
 * Pauses the live webhooks a person created, in the transaction that demotes or deletes them: webhooks
 * carry company-wide events, so they run only while someone who may manage them answers for them. Paused,
 * a webhook takes no events and its deliveries not yet made are not made; the remaining general managers
 * are notified (`webhook_paused`) and one of them may resume it.
 */
export async function pauseWebhooksOf(
  trx: Tx,
  userId: number,
  reason: 'creator_demoted' | 'creator_deleted',
  now: Date = new Date(),
): Promise<void> {
  const paused = await trx
    .updateTable('webhooks')
    .set({ status: 'paused', paused_at: now })
    .where('created_by', '=', userId)
    .where('status', '=', 'active')
    .where('deleted_at', 'is', null)
    .returning(['id', 'url'])
    .execute();
  if (paused.length === 0) return;
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', finished_at: now, locked_until: null })
    .where('webhook_id', 'in', paused.map((hook) => hook.id))
    .where('status', 'in', ['pending', 'retrying'])
    .execute();
  const managers = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'general_manager')
    .where('status', '=', 'active')
    .where('id', '<>', userId)
    .execute();
  for (const manager of managers) {
    for (const hook of paused) {
      await notify(trx, manager.id, 'webhook_paused', { webhook_id: hook.id, url: hook.url, created_by: userId, reason });
    }
  }
}

/** A general manager resumes a paused webhook: it takes events again from now on (409 `conflict` when it is not paused). */
export async function resumeWebhook(db: Db, webhookId: number): Promise<WebhookView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('webhooks')
      .select(['id', 'status'])
      .where('id', '=', webhookId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new NotFoundError('No such webhook.');
    if (row.status !== 'paused') throw new ConflictError('conflict', 'The webhook is not paused.');
    const resumed = await trx
      .updateTable('webhooks')
      .set({ status: 'active', paused_at: null })
      .where('id', '=', webhookId)
      .returning(['id', 'url', 'events', 'description', 'created_by', 'created_at', 'status', 'paused_at'])
      .executeTakeFirstOrThrow();
    noteLiveWebhooks(true);
    const creator = await trx.selectFrom('users').select('name').where('id', '=', resumed.created_by).executeTakeFirstOrThrow();
    return presentWebhook({ ...resumed, created_by_name: creator.name });
  });
}
