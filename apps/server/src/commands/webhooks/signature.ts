// The signature of a delivery (docs/api.md#webhooks): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
// keyed with the webhook's secret. The timestamp is signed with the body, so a receiver can refuse replays.
import { createHmac, randomBytes } from 'node:crypto';

export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** A new signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
