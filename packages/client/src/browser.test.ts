// The browser entry in a real Chromium, on the service's origin: the IndexedDB storage shared by two tabs,
// tabs that renew a cookie session one at a time (Web Locks) and reuse what the other renewed, and one tab
// draining the queue at a time.
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startService, type Service } from './test/service.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let service: Service;
let browser: Browser;
let context: BrowserContext;
let origin: string;

beforeAll(async () => {
  service = await startService();
  const bundle = await build({
    entryPoints: [new URL('./index.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  service.relay.serve('/client-test/client.js', 'text/javascript', bundle.outputFiles[0]!.text);
  service.relay.serve(
    '/client-test/',
    'text/html',
    `<!doctype html><title>client</title><script type="module">
      import * as tt from '/client-test/client.js';
      window.tt = tt;
      window.client = tt.createClient({ baseUrl: '/api', mode: 'cookie', storage: tt.indexedDbStorage('timetrack-test') });
    </script>`,
  );
  origin = new URL(service.relay.baseUrl).origin;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  context = await browser.newContext();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
});

/** A tab with the client package loaded as `window.tt` and a cookie-mode client on the IndexedDB storage as `window.client`. */
async function tab(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/client-test/`);
  await page.waitForFunction(() => 'client' in window);
  return page;
}

describe.skipIf(!existsSync(CHROMIUM))('in a browser', () => {
  it('IndexedDB storage: values shared by two tabs, and a lock held by one tab at a time', async () => {
    const [first, second] = [await tab(), await tab()];
    await first.evaluate(async () => {
      const storage = (window as any).tt.indexedDbStorage('timetrack-test');
      await storage.set('greeting', 'hello');
    });
    expect(await second.evaluate(() => (window as any).tt.indexedDbStorage('timetrack-test').get('greeting'))).toBe('hello');

    const count = (page: Page) =>
      page.evaluate(async () => {
        const storage = (window as any).tt.indexedDbStorage('timetrack-test');
        await Promise.all(
          Array.from({ length: 10 }, () =>
            storage.withLock('count', async () => {
              const value = Number((await storage.get('count')) ?? 0);
              await new Promise((resolve) => setTimeout(resolve, 2));
              await storage.set('count', String(value + 1));
            }),
          ),
        );
      });
    await Promise.all([count(first), count(second)]);
    expect(await first.evaluate(() => (window as any).tt.indexedDbStorage('timetrack-test').get('count'))).toBe('20');
    await first.evaluate(() => (window as any).tt.indexedDbStorage('timetrack-test').delete('greeting'));
    expect(await second.evaluate(() => (window as any).tt.indexedDbStorage('timetrack-test').get('greeting'))).toBeNull();
    await Promise.all([first.close(), second.close()]);
  });

  it('two tabs of one cookie session renew once, then one tab at a time drains the queue', async () => {
    const user = await service.t.f.buildUser();
    const first = await tab();
    await first.evaluate(([email, password]) => (window as any).client.login({ email, password }), [
      user.email!,
      DEFAULT_PASSWORD,
    ] as const);
    // The second tab opens on the signed-in session: it recovers the CSRF token with one refresh.
    const second = await tab();
    expect(await second.evaluate(async () => (await (window as any).client.resume())?.id)).toBe(user.id);

    // The access cookie expires: every request of both tabs at once, one refresh in all.
    await context.clearCookies({ name: 'tt_access' });
    const refreshes = service.relay.count('POST /api/auth/refresh');
    const statuses = (page: Page) =>
      page.evaluate(() =>
        Promise.all(Array.from({ length: 5 }, async () => (await (window as any).client.api.GET('/auth/me')).response.status)),
      );
    const [a, b] = await Promise.all([statuses(first), statuses(second)]);
    expect([...a, ...b]).toEqual(Array(10).fill(200));
    expect(service.relay.count('POST /api/auth/refresh') - refreshes).toBe(1);

    // Offline: the first tab queues four clocks, which the second tab shows as waiting; back online, both
    // tabs drain at once.
    await second.evaluate(() => (window as any).client.queue.start());
    await service.relay.down();
    for (const action of ['in', 'out', 'in', 'out']) {
      const result = await first.evaluate(
        ([userId, clock]) => (window as any).client.queue.submit({ kind: 'clock', user_id: userId, action: clock }),
        [user.id, action] as const,
      );
      expect(result.status).toBe('queued');
    }
    await second.waitForFunction(() => (window as any).client.queue.pending().length === 4);
    await service.relay.up();
    const drain = (page: Page) => page.evaluate(() => (window as any).client.queue.sync());
    const [x, y] = await Promise.all([drain(first), drain(second)]);
    expect(x.delivered + y.delivered).toBe(4);
    expect(service.relay.count(`POST /api/clocks/${user.id}`)).toBe(4);
    const records = await service.t.db
      .selectFrom('clock_records')
      .select('status')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(records.map((r) => r.status)).toEqual([true, false, true, false]);
    await second.waitForFunction(() => (window as any).client.queue.pending().length === 0);
    await second.evaluate(() => (window as any).client.queue.stop());
    await Promise.all([first.close(), second.close()]);
  });
});
