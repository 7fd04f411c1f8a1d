// How many requests this process is answering now: the HTTP floor counts them (plugins/app/request-load.ts),
// background work that competes with them for the machine yields while many are waiting
// (jobs/webhooks/worker.ts). Open live event streams are not counted: once opened they wait, they do not work.

let inFlight = 0;

export function requestStarted(): void {
  inFlight += 1;
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
}

export function requestsInFlight(): number {
  return inFlight;
}
