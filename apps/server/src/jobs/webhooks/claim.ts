// Claiming due webhook deliveries, and what a try needs of them: the event's body (built once, kept for every
// later try) and the webhook's address and secret.
import { sql } from 'kysely';
import type { SecretBox } from '../../auth/second-factor.js';
import type { Db } from '../../db/client.js';
import { buildBody } from '../../commands/webhooks/body.js';
import { claimDue, releaseLeases, type LeasedOutbox } from '../outbox.js';

/** Longer than a try (at most a minute) plus its wait for a slot of its webhook. */
const LEASE_MS = 5 * 60_000;
const TARGETS_FRESH_MS = 1000;

export interface Claimed {
  id: string;
  webhook_id: number;
  event_id: string;
  attempts: number;
  /** The event, read in the claim's round trip. */
  type: string;
  created_at: Date;
  data: unknown;
  body: string | null;
}

export interface Target {
  url: string;
  secret: string | undefined;
  deleted: boolean;
}

/** What the tries of one claim need: the webhooks' targets, the events' bodies and types. */
export interface Prepared {
  targets: Map<number, Target>;
  bodies: Map<string, string>;
  types: Map<string, string>;
}

const DELIVERIES: LeasedOutbox = {
  table: 'webhook_deliveries',
  leaseMs: LEASE_MS,
  waiting: sql`status in ('pending', 'retrying')`,
  order: sql`next_attempt_at, id`,
};

/**
 * Leases at most `limit` due deliveries, none of the webhooks in `saturated` (those with every slot of this
 * instance taken), with their events, in one round trip.
 */
export function claimDeliveries(db: Db, limit: number, saturated: number[]): Promise<Claimed[]> {
  return claimDue<Claimed>(db, DELIVERIES, {
    now: new Date(),
    limit,
    returning: ['id', 'webhook_id', 'event_id', 'attempts'],
    also: sql`not (webhook_id = any(${saturated}::integer[]))`,
    read: sql`
      select c.id::text as id, c.webhook_id, c.event_id::text as event_id, c.attempts, e.type, e.created_at, e.data, e.body
      from claimed c join webhook_events e on e.id = c.event_id`,
  });
}

/** Gives leased deliveries back at once (a stopping instance), for another try to take them. */
export async function releaseDeliveries(db: Db, deliveries: Claimed[]): Promise<void> {
  await releaseLeases(
    db,
    DELIVERIES,
    deliveries.map((d) => d.id),
  ).catch(() => undefined);
}

/** The bodies of the claimed events, built (and kept) for those tried for the first time. */
export async function bodiesOf(db: Db, claimed: Claimed[]): Promise<{ bodies: Map<string, string>; types: Map<string, string> }> {
  const events = new Map(claimed.map((delivery) => [delivery.event_id, delivery]));
  const bodies = new Map<string, string>();
  const types = new Map([...events.values()].map((event) => [event.event_id, event.type]));
  const built: { id: string; body: string }[] = [];
  for (const event of events.values()) {
    if (event.body !== null) bodies.set(event.event_id, event.body);
    else built.push({ id: event.event_id, body: await buildBody(db, { id: event.event_id, type: event.type, created_at: event.created_at, data: event.data }) });
  }
  if (built.length > 0) {
    // Another instance may have built one meanwhile: the body first kept is the one every try sends.
    const kept = await sql<{ id: string; body: string }>`
      with given as (select * from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as g(id uuid, body text)),
      stored as (
        update webhook_events e set body = g.body from given g
        where e.id = g.id and e.body is null
        returning e.id, e.body)
      select e.id::text as id, coalesce(s.body, e.body) as body
      from webhook_events e left join stored s on s.id = e.id
      where e.id in (select id from given)`.execute(db);
    for (const row of kept.rows) bodies.set(row.id, row.body);
  }
  return { bodies, types };
}

/**
 * The webhooks' addresses and opened secrets, read at most once a second: a URL never changes, and a deleted
 * webhook's deliveries are marked failed in its deletion's transaction, so no claim finds them afterwards.
 */
export class WebhookTargets {
  private known = new Map<number, Target>();
  private readAt = 0;

  constructor(
    private readonly db: Db,
    private readonly secretBox: SecretBox | Promise<SecretBox>,
  ) {}

  async of(webhookIds: number[]): Promise<Map<number, Target>> {
    if (Date.now() - this.readAt > TARGETS_FRESH_MS) {
      this.known = new Map();
      this.readAt = Date.now();
    }
    const missing = webhookIds.filter((id) => !this.known.has(id));
    if (missing.length === 0) return this.known;
    const rows = await this.db
      .selectFrom('webhooks')
      .select(['id', 'url', 'secret_sealed', 'deleted_at'])
      .where('id', 'in', missing)
      .execute();
    const box = await this.secretBox;
    for (const row of rows) this.known.set(row.id, { url: row.url, secret: box.open(row.secret_sealed), deleted: row.deleted_at !== null });
    return this.known;
  }

  /** The targets and bodies of a claim. */
  async prepare(claimed: Claimed[]): Promise<Prepared> {
    const targets = await this.of([...new Set(claimed.map((d) => d.webhook_id))]);
    return { targets, ...(await bodiesOf(this.db, claimed)) };
  }
}
