// The People screen of a general manager of 1,000 people (BENCH_ONLY=people), on PostgreSQL: one
// `GET /presence` whose page covers everyone (time, median and slowest of the runs, and size), then, in
// Chromium, the web app's People page: from the end of the presence response (resource timing) to the list
// drawn (its rows in the document, seen by a MutationObserver right after React's commit). Target: drawn
// within 300 ms of the data arriving.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from '../apps/web/scripts/build-if-stale.js';
import type { Fixture } from './fixture.js';
import { median } from './load.js';
import type { Running } from './processes.js';
import type { Row } from './report.js';
import type { Target } from './targets.js';

const API_RUNS = 20;
const BROWSER_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const RENDER_BUDGET_MS = 300;
/** The password of every person of a loaded company (bench/fixture.ts). */
const PASSWORD = 'benchmark password';
/** A page larger than the company: everyone in one answer. */
const LIMIT = 5000;

export interface PeopleMeasure {
  people: number;
  bytes: number;
  api_ms: { median: number; max: number; all: number[] };
  render_ms?: { median: number; max: number; all: number[] };
  browser_note?: string;
}

/** Builds the web application if it is stale (before the server starts: it serves what it finds). */
export function prepareWebApp(): string | undefined {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) return undefined;
  buildWebIfStale({ quiet: true });
  return chromiumPath;
}

async function presenceOnce(server: Running, authorization: string): Promise<{ ms: number; bytes: number; people: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/presence?limit=${LIMIT}`, { headers: { authorization, accept: 'application/json' } });
  const text = await response.text();
  const ms = performance.now() - started;
  const people = response.ok ? (JSON.parse(text) as { data: unknown[] }).data.length : 0;
  return { ms, bytes: Buffer.byteLength(text), people, status: response.status };
}

async function renderTimes(server: Running, email: string, chromiumPath: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const times: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', locale: 'en-GB', timezoneId: 'Europe/Paris' });
    // Notes when the first rows of the people list are in the document.
    await context.addInitScript(() => {
      const record = window as unknown as { listDrawnAt?: number };
      const observer = new MutationObserver(() => {
        if (location.pathname === '/people' && document.querySelector('main ul[aria-label] > li')) {
          record.listDrawnAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForSelector('button:has-text("Clock in"), button:has-text("Clock out")', { timeout: 30_000 });
    for (let run = 0; run < BROWSER_RUNS; run += 1) {
      await page.goto(`${server.url}/people`);
      await page.waitForFunction(() => (window as unknown as { listDrawnAt?: number }).listDrawnAt !== undefined, undefined, { timeout: 30_000 });
      const ms = await page.evaluate(() => {
        const ends = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/presence'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
        return (window as unknown as { listDrawnAt: number }).listDrawnAt - Math.max(...ends);
      });
      times.push(Math.round(ms * 10) / 10);
    }
    // What was measured, to look at: BENCH_PEOPLE_SCREENSHOT=file.png.
    if (process.env.BENCH_PEOPLE_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_PEOPLE_SCREENSHOT });
    await context.close();
  } finally {
    await browser.close();
  }
  return times;
}

/** The scenario on a loaded large company, its server started after prepareWebApp(). */
export async function peopleScenario(
  server: Running,
  target: Target,
  fixture: Fixture,
  chromiumPath: string | undefined,
  log: (line: string) => void,
): Promise<{ rows: Row[]; measure?: PeopleMeasure }> {
  const apiScenario = `GET /presence, a general manager's ${fixture.counts.people} people in one page (time, size)`;
  const renderScenario = 'web app: People page drawn after the presence answer arrives, 1,000 people (Chromium)';
  const first = await presenceOnce(server, fixture.generalManager.authorization);
  if (first.status !== 200) {
    const note = first.status === 404 ? 'not available (the server has no such route yet)' : `not measured: answered ${first.status}`;
    return { rows: [{ scenario: apiScenario, db: target.kind, note }] };
  }
  for (let i = 0; i < 3; i += 1) await presenceOnce(server, fixture.generalManager.authorization);
  const runs: number[] = [];
  for (let i = 0; i < API_RUNS; i += 1) runs.push((await presenceOnce(server, fixture.generalManager.authorization)).ms);
  const measure: PeopleMeasure = {
    people: first.people,
    bytes: first.bytes,
    api_ms: { median: Math.round(median(runs) * 10) / 10, max: Math.round(Math.max(...runs) * 10) / 10, all: runs.map((ms) => Math.round(ms * 10) / 10) },
  };
  log(`  GET /presence: ${measure.people} people, ${(measure.bytes / 1024).toFixed(0)} KB, median ${measure.api_ms.median} ms, slowest ${measure.api_ms.max} ms`);
  const rows: Row[] = [
    {
      scenario: apiScenario,
      db: target.kind,
      p50: measure.api_ms.median,
      target: '',
      note: `${measure.people} people, ${(measure.bytes / 1024).toFixed(0)} KB of JSON; slowest of ${API_RUNS}: ${measure.api_ms.max} ms`,
      runs,
    },
  ];

  if (!chromiumPath) {
    measure.browser_note = 'no Chromium (CHROMIUM_PATH): the render is not measured';
    rows.push({ scenario: renderScenario, db: target.kind, note: measure.browser_note });
    return { rows, measure };
  }
  const handle = await target.open();
  let email: string;
  try {
    email = (await handle.db.selectFrom('users').select('email').where('id', '=', fixture.generalManager.userId).executeTakeFirstOrThrow()).email!;
  } finally {
    await handle.close();
  }
  const times = await renderTimes(server, email, chromiumPath);
  measure.render_ms = { median: median(times), max: Math.max(...times), all: times };
  log(`  People page drawn ${measure.render_ms.median} ms after the presence answer (median of ${times.length}: ${times.join(', ')})`);
  rows.push({
    scenario: renderScenario,
    db: target.kind,
    p50: measure.render_ms.median,
    target: `<= ${RENDER_BUDGET_MS} ms`,
    pass: measure.render_ms.median <= RENDER_BUDGET_MS,
    note: `runs: ${times.join(', ')} ms`,
  });
  return { rows, measure };
}
