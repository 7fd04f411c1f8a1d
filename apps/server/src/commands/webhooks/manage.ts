// Creating and deleting webhooks, and trying a delivery again (general managers).
import { randomUUID } from 'node:crypto';
import type { SecretBox } from '../../auth/second-factor.js';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
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
      .returning(['id', 'url', 'events', 'description', 'created_by', 'created_at'])
      .executeTakeFirstOrThrow();
    const view = presentWebhook(row);
    const eventId = randomUUID();
    await trx.insertInto('webhook_events').values({ id: eventId, type: 'ping', data: JSON.stringify({ webhook: view }) }).execute();
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
