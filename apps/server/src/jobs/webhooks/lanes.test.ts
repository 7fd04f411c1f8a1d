// The slots of the webhook worker: at most `concurrency` tries at once and `perWebhook` per webhook, a claimed
// delivery of a full webhook waiting for that webhook's next free slot, a claim asked for once enough slots
// have freed, and a stop that gives back what waits and lets what runs end.
import { describe, expect, it } from 'vitest';
import type { Claimed, Prepared } from './claim.js';
import { DeliveryLanes, type Claim } from './lanes.js';

const prepared: Prepared = { targets: new Map(), bodies: new Map(), types: new Map() };
let next = 0;
const claim = (webhookId: number): Claim => ({
  delivery: { id: String((next += 1)), webhook_id: webhookId, event_id: 'e', attempts: 0, type: 'clock.created', created_at: new Date(), data: {}, body: null },
  prepared,
});

/** Lanes whose tries end when the test says so. */
function lanes(concurrency: number, perWebhook: number) {
  const running: { claim: Claim; end: () => void }[] = [];
  const released: Claimed[] = [];
  let rooms = 0;
  const subject = new DeliveryLanes(concurrency, perWebhook, {
    send: (c) => new Promise<void>((end) => running.push({ claim: c, end })),
    release: async (deliveries) => void released.push(...deliveries),
    room: () => void (rooms += 1),
  });
  const endOne = async (webhookId: number) => {
    const index = running.findIndex((entry) => entry.claim.delivery.webhook_id === webhookId);
    running.splice(index, 1)[0]!.end();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { subject, running, released, rooms: () => rooms, endOne };
}

async function dispatch(subject: DeliveryLanes, claims: Claim[]) {
  subject.hold(claims.length);
  for (const c of claims) await subject.dispatch(c);
}

describe('the webhook worker’s slots', () => {
  it('runs at most perWebhook tries of one webhook; the others wait for its next free slot', async () => {
    const { subject, running, endOne } = lanes(8, 2);
    await dispatch(subject, [claim(1), claim(1), claim(1), claim(2)]);
    expect(running.map((entry) => entry.claim.delivery.webhook_id)).toEqual([1, 1, 2]);
    expect(subject.saturated()).toEqual([1]);
    expect(subject.free()).toBe(4);
    await endOne(1);
    // The waiting try of webhook 1 took the slot its finished try left.
    expect(running.map((entry) => entry.claim.delivery.webhook_id).sort()).toEqual([1, 1, 2]);
    expect(subject.free()).toBe(5);
  });

  it('asks for a claim once a quarter of the slots are free, or when none is held', async () => {
    const { subject, rooms, endOne } = lanes(8, 8);
    await dispatch(subject, Array.from({ length: 8 }, () => claim(3)));
    await endOne(3);
    expect(rooms()).toBe(0);
    await endOne(3);
    expect(rooms()).toBe(1);
  });

  it('gives back what waits when stopped, and lets what runs end', async () => {
    const { subject, running, released } = lanes(8, 1);
    const claims = [claim(4), claim(4), claim(4)];
    await dispatch(subject, claims);
    subject.stop();
    // A claim that came back while stopping is given back untried.
    await dispatch(subject, [claim(5)]);
    const drained = subject.drain();
    expect(released.map((d) => d.webhook_id)).toEqual([5, 4, 4]);
    running[0]!.end();
    await drained;
    expect(subject.free()).toBe(8);
  });
});
