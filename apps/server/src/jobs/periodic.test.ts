// The timer loop every background job runs on: the interval counted from the end of a run, the wait and the
// log line after a failure, a wake-up that runs at once or right after the run in progress, and a stop that
// waits for the run in progress and starts nothing more.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function logs() {
  const lines: string[] = [];
  return { lines, logger: { warn: (_obj: unknown, line?: string) => void lines.push(line ?? ''), error: (_obj: unknown, line?: string) => void lines.push(`error: ${line}`) } };
}

describe('a periodic job', () => {
  it('runs an interval after the end of each run, and after a failure waits its own time with a log line', async () => {
    const { lines, logger } = logs();
    const at: number[] = [];
    let fail = false;
    const job = startPeriodic({
      run: async () => {
        at.push(Date.now());
        if (fail) throw new Error('down');
      },
      everyMs: 1000,
      retryMs: 300,
      logger,
      failure: 'the job failed; retrying',
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(at).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(at).toEqual([start + 1000]);
    fail = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toEqual(['the job failed; retrying']);
    fail = false;
    await vi.advanceTimersByTimeAsync(300);
    expect(at).toEqual([start + 1000, start + 2000, start + 2300]);
    await job.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(at).toHaveLength(3);
  });

  it('runs at once when woken, and once more after the run in progress when woken during it', async () => {
    const { logger } = logs();
    let runs = 0;
    let release: (() => void) | undefined;
    const job = startPeriodic({
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
      firstMs: 0,
      everyMs: 60_000,
      logger,
      failure: 'failed',
    });
    expect(runs).toBe(1);
    job.wake();
    job.wake();
    expect(runs).toBe(1);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    // The two wake-ups during the run make one run after it.
    expect(runs).toBe(2);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    job.wake();
    expect(runs).toBe(3);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release!();
    await stopping;
    job.wake();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(3);
  });

  it('tells a long run that the job is stopping, and logs at the level asked', async () => {
    const { lines, logger } = logs();
    const seen: boolean[] = [];
    let release: (() => void) | undefined;
    const job = startPeriodic({
      run: async (stopping) => {
        seen.push(stopping());
        await new Promise<void>((resolve) => (release = resolve));
        seen.push(stopping());
        throw new Error('interrupted');
      },
      firstMs: 0,
      everyMs: 1000,
      logger,
      level: 'error',
      failure: 'the run failed',
    });
    const stopped = job.stop();
    release!();
    await stopped;
    expect(seen).toEqual([false, true]);
    expect(lines).toEqual(['error: the run failed']);
  });
});
