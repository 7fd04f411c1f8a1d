// A start with nothing changed: `npm start` (which looks for anything to rebuild, then runs the server)
// against the built server started directly, each until health answers, on one embedded database folder
// made beforehand. The difference is what the build check costs a person at every start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './load.js';
import { SERVER_MAIN, startProcess } from './processes.js';
import type { Row } from './report.js';

/** The target: `npm start` healthy within this many seconds of the server started directly. */
export const START_BUDGET_SECONDS = 1;
const RUNS = 5;

async function secondsToHealthy(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const running = await startProcess(args, env, '/api/health', 20);
  const seconds = (performance.now() - started) / 1000;
  await running.stop();
  return seconds;
}

export interface StartMeasure {
  direct_seconds: number[];
  npm_start_seconds: number[];
  difference_seconds: number;
}

export async function measureStart(): Promise<{ measure: StartMeasure; row: Row } | undefined> {
  const npm = process.env.npm_execpath;
  if (!npm?.endsWith('.js')) return undefined; // not run through npm: no npm to measure
  const dataDir = await mkdtemp(join(tmpdir(), 'timetrack-start-'));
  const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'a bench password', LOG_LEVEL: 'warn' };
  try {
    await secondsToHealthy([SERVER_MAIN], env); // creates and migrates the database: not measured
    const direct: number[] = [];
    const viaNpm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      direct.push(await secondsToHealthy([SERVER_MAIN], env));
      viaNpm.push(await secondsToHealthy([npm, 'start', '--silent'], env));
    }
    const difference = median(viaNpm) - median(direct);
    return {
      measure: { direct_seconds: direct, npm_start_seconds: viaNpm, difference_seconds: difference },
      row: {
        scenario: '`npm start` with nothing changed, to healthy, minus the built server started directly',
        db: 'pglite',
        ratio: difference,
        ratioLabel: 's',
        target: `≤ ${START_BUDGET_SECONDS} s`,
        pass: difference <= START_BUDGET_SECONDS,
        note: `medians of ${RUNS}: npm start ${median(viaNpm).toFixed(2)} s, directly ${median(direct).toFixed(2)} s`,
      },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
