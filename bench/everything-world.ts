// The world around the service in BENCH_ONLY=everything, in a process of its own: the webhooks' receiver and the
// live event streams' readers. In the measuring process they would share its event loop with the load and the
// clocks being timed, and the bench would time its own work along with the service's. Driven over IPC by
// bench/everything-on.ts: { open: { url, authorizations, listener } } opens the streams (the listener's counts
// clock events), { close: true } closes them, { counts: true } answers the deliveries received and the clock
// events seen since the last counts, { stop: true } ends the process. Every message is answered with `{ done }`.
import { openStream, type Stream } from './live-events.js';
import { startReceiver, type Arrival } from './webhooks.js';

const OPENING_BATCH = 50;

export type WorldRequest =
  | { open: { url: string; authorizations: string[]; listener: string } }
  | { close: true }
  | { counts: true }
  | { stop: true };

export type WorldAnswer = { ready: { receiverUrl: string } } | { done: true; refused?: number; deliveries?: number; eventsSeen?: number };

const arrivals: Arrival[] = [];
let eventsSeen = 0;
let open: Stream[] = [];
const receiver = await startReceiver(arrivals, 0);
const send = (answer: WorldAnswer) => process.send!(answer);

async function handle(message: WorldRequest): Promise<void> {
  if ('open' in message) {
    const { url, authorizations, listener } = message.open;
    for (let start = 0; start < authorizations.length; start += OPENING_BATCH) {
      open.push(...(await Promise.all(authorizations.slice(start, start + OPENING_BATCH).map((authorization) => openStream(url, authorization)))));
    }
    open.push(await openStream(url, listener, (chunk) => (eventsSeen += chunk.split('event: clock').length - 1)));
    send({ done: true, refused: open.filter((s) => s.status !== 200).length });
  } else if ('close' in message) {
    for (const stream of open) stream.req.destroy();
    open = [];
    send({ done: true });
  } else if ('counts' in message) {
    send({ done: true, deliveries: arrivals.length, eventsSeen });
    arrivals.length = 0;
    eventsSeen = 0;
  } else {
    for (const stream of open) stream.req.destroy();
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
    send({ done: true });
    process.exit(0);
  }
}

process.on('message', (message: WorldRequest) => void handle(message));
send({ ready: { receiverUrl: receiver.url } });
