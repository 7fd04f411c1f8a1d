// Webhooks and their deliveries, as general managers see them.
import { sql } from 'kysely';
import type { Executor } from '../db/client.js';
import type { WebhookDeliveryStatus } from '../db/schema.js';
import { presentDelivery, presentWebhook, type WebhookDeliveryView, type WebhookView } from '../presenters/webhook.js';

export async function listWebhooks(db: Executor): Promise<WebhookView[]> {
  const rows = await db
    .selectFrom('webhooks')
    .innerJoin('users', 'users.id', 'webhooks.created_by')
    .select([
      'webhooks.id',
      'webhooks.url',
      'webhooks.events',
      'webhooks.description',
      'webhooks.created_by',
      'webhooks.created_at',
      'webhooks.status',
      'webhooks.paused_at',
      'users.name as created_by_name',
    ])
    .where('webhooks.deleted_at', 'is', null)
    .orderBy('webhooks.id')
    .execute();
  return rows.map(presentWebhook);
}

/** A webhook's deliveries, newest first, each with its tries (oldest first); and how many there are. */
export async function listDeliveries(
  db: Executor,
  webhookId: number,
  limit: number,
  offset: number,
): Promise<{ deliveries: WebhookDeliveryView[]; total: number }> {
  const total = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('webhook_id', '=', webhookId)
    .executeTakeFirstOrThrow();
  return { total: Number(total.count), deliveries: await deliveriesOf(db, webhookId, null, limit, offset) };
}

export async function findDelivery(db: Executor, webhookId: number, deliveryId: string): Promise<WebhookDeliveryView | undefined> {
  return (await deliveriesOf(db, webhookId, deliveryId, 1, 0))[0];
}

async function deliveriesOf(
  db: Executor,
  webhookId: number,
  deliveryId: string | null,
  limit: number,
  offset: number,
): Promise<WebhookDeliveryView[]> {
  const rows = await sql<{
    id: string;
    event_id: string;
    type: string;
    status: WebhookDeliveryStatus;
    created_at: Date;
    next_attempt_at: Date;
    attempts: { at: string; status_code: number | null; duration_ms: number; error: string | null }[] | string;
  }>`
    select d.id::text as id, d.event_id::text as event_id, e.type, d.status, d.created_at, d.next_attempt_at,
      d.attempt_log as attempts
    from webhook_deliveries d join webhook_events e on e.id = d.event_id
    where d.webhook_id = ${webhookId} and (${deliveryId}::uuid is null or d.id = ${deliveryId}::uuid)
    order by d.created_at desc, d.id desc
    limit ${limit} offset ${offset}`.execute(db);
  return rows.rows.map((row) => {
    const attempts = typeof row.attempts === 'string' ? (JSON.parse(row.attempts) as Exclude<typeof row.attempts, string>) : row.attempts;
    return presentDelivery({ ...row, attempts: attempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at) })) });
  });
}
