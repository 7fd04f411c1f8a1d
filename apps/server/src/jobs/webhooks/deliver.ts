// One try of one delivery: signed, posted to the webhook's checked address, its outcome recorded.
import type { Db } from '../../db/client.js';
import type { Resolver } from '../../commands/webhooks/address.js';
import { postOnce } from '../../commands/webhooks/send.js';
import { signatureHeader } from '../../commands/webhooks/signature.js';
import type { Claimed, Target } from './claim.js';
import type { OutcomeWriter } from './outcomes.js';

export interface DeliverySettings {
  allowPrivate: boolean;
  /** The time limit of one try (ms). */
  timeoutMs: number;
  resolve: Resolver;
}

export async function tryDelivery(
  db: Db,
  outcomes: OutcomeWriter,
  settings: DeliverySettings,
  delivery: Claimed,
  target: Target | undefined,
  body: string | undefined,
  type: string,
): Promise<void> {
  const at = new Date();
  if (!target || target.deleted) {
    // Deleted since it was claimed: nothing is sent.
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', locked_until: null, finished_at: at })
      .where('id', '=', delivery.id)
      .execute();
    return;
  }
  if (target.secret === undefined || body === undefined) {
    await outcomes.record(delivery, { statusCode: null, durationMs: 0, error: 'the secret or the event could not be read' }, at);
    return;
  }
  const headers = {
    'timetrack-event': type,
    'timetrack-delivery': delivery.id,
    'timetrack-signature': signatureHeader(target.secret, body),
  };
  const outcome = await postOnce(target.url, headers, body, settings);
  await outcomes.record(delivery, outcome, at);
}
