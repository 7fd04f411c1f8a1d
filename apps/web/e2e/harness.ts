// Journeys in a real Chromium against the real service: the application on PGlite (a fresh database per
// test file), with the built web app, listening on a free port; a real SMTP server keeps the e-mails.
//   const service = await startService();           afterAll(() => service.close());
//   const { page } = await service.open('phone');    await signIn(page, email, password);
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { pino } from 'pino';
import { expect } from 'vitest';
import { startOutboxWorker } from '../../server/src/jobs/mail';
import { createTestApp, type TestApp } from '../../server/src/test/app';
import { startMailbox, type Mailbox } from '../../server/src/test/mailbox';
import type { Language } from '../src/lib/i18n';
import de from '../src/locales/de.json';
import en from '../src/locales/en.json';
import fr from '../src/locales/fr.json';

export const SIZES = {
  phone: { width: 390, height: 844 },
  /** The narrowest phone the web app is made for (docs/api.md#web-app): every word must stay whole. */
  narrow: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Size = keyof typeof SIZES;

/**
 * The languages the journeys run in, with the browser locale each is opened in: the one list a journey
 * walks to run in every language (`for (const { language, locale } of LANGUAGES)`).
 */
export const LANGUAGES: readonly { language: Language; locale: string }[] = [
  { language: 'en', locale: 'en-GB' },
  { language: 'fr', locale: 'fr-FR' },
  { language: 'de', locale: 'de-DE' },
];
/** Every language but English, whose words most journeys write out. */
export const OTHER_LANGUAGES = LANGUAGES.filter(({ language }) => language !== 'en');

const CATALOGUES: Record<Language, object> = { en, fr, de };

/**
 * The catalogue's words of a language, as the screen shows them: `words('de')('nav.hours')` is "Stunden";
 * `{{name}}` values are filled in and `count` picks the plural form, as i18next does.
 */
export function words(language: Language): (key: string, values?: Record<string, string | number>) => string {
  const rules = new Intl.PluralRules(language);
  const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[language]);
  return (key, values = {}) => {
    const plural = typeof values.count === 'number' ? lookUp(`${key}_${rules.select(values.count)}`) : undefined;
    const text = plural ?? lookUp(key);
    if (typeof text !== 'string') throw new Error(`No text ${key} in ${language}`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}

export const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page reported (uncaught exceptions, console errors such as a CSP refusal). */
  errors: string[];
  /** What the page asked for and said (requests, answers, console), to explain a screen that never came. */
  trace: string[];
}

export interface Service {
  url: string;
  t: TestApp;
  mailbox: Mailbox;
  browser: Browser;
  /** A new browser context (its own cookies and storage) at a phone's or a desktop's size. */
  open(size: Size, options?: { locale?: string; colorScheme?: 'light' | 'dark' }): Promise<OpenedPage>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `settings`: more settings of the service, from its address (a test provider registers the callback first). */
export async function startService(
  settings: (url: string) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): Promise<Service> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: url, ...(await settings(url)) } });
  await t.app.listen({ port, host: '127.0.0.1' });
  // The e-mails leave as they do in the service: a worker sends the outbox.
  const stopMail = startOutboxWorker(t.db, { smtpUrl: mailbox.url, mailFrom: t.config.mailFrom, intervalMs: 200 }, pino({ level: 'silent' }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    url,
    t,
    mailbox,
    browser,
    async open(size, options = {}) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: SIZES[size],
        deviceScaleFactor: 1,
        isMobile: size !== 'desktop',
        hasTouch: size !== 'desktop',
        locale: options.locale ?? 'en-GB',
        timezoneId: 'Europe/Paris',
        colorScheme: options.colorScheme ?? 'light',
      });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      const trace: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => trace.push(`failed ${request.url()} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => trace.push(`${response.status()} ${response.request().method()} ${response.url()}`));
      page.on('console', (message) => trace.push(`console ${message.type()}: ${message.text()}`));
      page.on('console', (message) => {
        // A refused request is reported by the page as it should be; anything else is an error.
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      return { context, page, errors, trace };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await stopMail();
      await t.close();
      await mailbox.close();
    },
  };
}

/** Waits for `locator`; when it never comes, fails with the page's trace and markup. */
export async function waitForScreen(opened: OpenedPage, locator: Locator): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    const markup = (await opened.page.content().catch(() => '')).slice(0, 1000);
    throw new Error(`${(error as Error).message}\nerrors: ${opened.errors.join('; ')}\ntrace:\n${opened.trace.join('\n')}\n${markup}`);
  }
}

/** Signs in on the sign-in page, which speaks `language` (the browser's: open the page with its locale). */
export async function signIn(page: Page, email: string, password: string, language: Language = 'en'): Promise<void> {
  const t = words(language);
  await page.goto('/sign-in');
  await page.getByLabel(t('auth.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await page.locator('#main').waitFor();
}

/** The first e-mail link to PUBLIC_URL/<path>/… received for `address`, waiting for the mail to arrive. */
export async function waitForLink(mailbox: Mailbox, address: string, path: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const link = mailbox.linkFor(address, path);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${path} link arrived for ${address}`);
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary?: string }[];
}

/**
 * Runs axe-core on the page as it is (evaluated through the browser's debugging protocol, which the
 * page's CSP does not govern) and fails on any serious or critical violation.
 */
export async function expectAccessible(page: Page, screen: string): Promise<AxeViolation[]> {
  const source = await (axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  // Transitions (a dialog fading in) finish first: contrast is judged on the settled screen.
  await page.waitForTimeout(300);
  await page.evaluate(source);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, summary: (n as unknown as { failureSummary?: string }).failureSummary })) }));
  })) as AxeViolation[];
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking, `axe on ${screen}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
  return violations;
}

/**
 * A screenshot in e2e/screenshots/<name>.png, written on every run: the whole page on a desktop, the
 * screen as seen on a phone (its navigation stays at the bottom).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  // Let transitions settle (the timer keeps ticking; its box has a fixed width).
  await page.waitForTimeout(300);
  const fullPage = (page.viewportSize()?.width ?? 0) >= SIZES.desktop.width;
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage, animations: 'disabled' });
}
