// When a delivery that was not answered with a 2xx is tried again (docs/api.md#webhooks).

/**
 * The waits before the 2nd to 10th tries, in multiples of the base wait (a minute): doubling up to about an
 * hour, then 6 and 18 hours, so that the last try comes about 26 hours after the first and a receiver that
 * is down for a day loses nothing.
 */
export const RETRY_WAITS = [1, 2, 4, 8, 16, 32, 64, 360, 1080] as const;
/** Tries of one delivery before it is `failed`. */
export const MAX_TRIES = RETRY_WAITS.length + 1;

/** The wait after the `tries`-th failed try, or undefined when it was the last. */
export function retryWaitMs(tries: number, baseMs: number): number | undefined {
  const factor = RETRY_WAITS[tries - 1];
  return factor === undefined ? undefined : factor * baseMs;
}
