// Every word whole on a 360 px wide phone: every screen of every role (an employee, a manager, a general
// manager), in every language the web app declares (lib/i18n.ts), walked in a real Chromium and scanned by
// axe. A screen fails on any element whose text is cut (its text wider than its box, or clipped by a box
// around it, unless it ends in an ellipsis and its whole is in a `title`), on anything past the screen's
// edge that is not inside a box scrolling sideways (wide tables scroll in their card), and on a page that
// scrolls sideways. The people, teams and days off have long names, as real ones do.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserRow } from '../../server/src/db/schema';
import { LANGUAGES } from '../src/lib/i18n';
import { mkdir } from 'node:fs/promises';
import { expectAccessible, SCREENSHOTS, signIn, startService, waitForScreen, type OpenedPage, type Service } from './harness';

const PASSWORD = 'narrow screens password 1';
const HOUR = 3600_000;

let service: Service;
const people = {} as Record<Role, UserRow>;
let colleague: UserRow;
let teamId: number;

/** Midnight UTC `days` days from today (APP_TIMEZONE is UTC in tests). */
function utcDay(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
}
const isoDay = (days: number) => utcDay(days).toISOString().slice(0, 10);

beforeAll(async () => {
  service = await startService(() => ({ HOLIDAYS_REGION: 'FR' }));
  const { t } = service;
  people.general_manager = await t.f.buildUser({ role: 'general_manager', name: 'Maximiliane Wolkenstein-Übermuth', password: PASSWORD });
  people.manager = await t.f.buildUser({ role: 'manager', name: 'Bartholomäus Überschwängli-Hohenzollern', password: PASSWORD });
  people.employee = await t.f.buildUser({
    role: 'employee',
    name: 'Anne-Charlotte de La Rochefoucauld-Montmorency',
    password: PASSWORD,
    startDate: isoDay(-40),
  });
  colleague = await t.f.buildUser({ role: 'employee', name: 'Konstantinos Papadopoulos-Vasilakopoulos' });
  teamId = (
    await t.f.buildTeam({
      manager: people.manager,
      members: [people.employee, colleague],
      name: 'Logistique et réapprovisionnement des entrepôts',
    })
  ).id;
  const { employee, manager, general_manager: admin } = people;
  // Yesterday and the day before: a day with a break each, entered by the manager.
  for (const daysAgo of [1, 2]) {
    const start = new Date(utcDay(-daysAgo).getTime() + 8 * HOUR);
    const created = await t.sendAs(manager, 'POST', `/workingtime/${employee.id}`, {
      start: start.toISOString(),
      end: new Date(start.getTime() + 8.5 * HOUR).toISOString(),
      breaks: [{ start: new Date(start.getTime() + 4 * HOUR).toISOString(), end: new Date(start.getTime() + 4.5 * HOUR).toISOString() }],
    });
    expect(created.statusCode).toBe(201);
  }
  // A correction request waiting for the manager, an absence, a company day off and a terminal.
  const asked = await t.sendAs(employee, 'POST', '/corrections', {
    start: new Date(utcDay(-3).getTime() + 7.5 * HOUR).toISOString(),
    end: new Date(utcDay(-3).getTime() + 16 * HOUR).toISOString(),
    reason: 'Le lecteur de badges était en panne toute la matinée, je suis arrivée à 7 h 30.',
  });
  expect(asked.statusCode).toBe(201);
  const absence = await t.sendAs(manager, 'POST', `/users/${employee.id}/absences`, {
    absences: [{ type: 'training', start_date: isoDay(8), end_date: isoDay(9), note: 'Formation sécurité et gestes et postures' }],
  });
  expect(absence.statusCode).toBe(201);
  expect((await t.sendAs(admin, 'POST', '/holidays', { date: isoDay(5), name: 'Journée de cohésion de l’entreprise' })).statusCode).toBe(201);
  expect((await t.sendAs(admin, 'POST', '/terminals', { name: 'Entrée du personnel, bâtiment B' })).statusCode).toBe(201);
  // Everyone at work now: Today offers the break (the longest button there).
  for (const person of [employee, manager, admin]) {
    const clocked = await t.sendAs(person, 'POST', `/clocks/${person.id}`, { action: 'in', time: new Date(Date.now() - 2 * HOUR).toISOString() });
    expect(clocked.statusCode).toBe(201);
  }
});

afterAll(async () => {
  await service?.close();
});

beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

/** The screens of each role, as the navigation offers them, and the pages reached from them. */
function screensOf(role: Role): string[] {
  const everyone = ['/', '/hours', '/hours?view=month', '/inbox', '/balance', '/time-off', '/time-off/calendar', '/profile', '/changes', '/more'];
  const managers = [
    '/people',
    `/people/${people.employee.id}`,
    `/people/${people.employee.id}/balance`,
    '/reviews',
    '/teams',
    `/teams/${teamId}`,
    `/teams/${teamId}/balance`,
    `/people/${people.employee.id}/time-off`,
    '/reports',
  ];
  const generalManagers = ['/accounts', '/calendar', '/time-off/types', '/payroll', '/settings', '/terminals', '/webhooks'];
  if (role === 'employee') return everyone;
  if (role === 'manager') return [...everyone, ...managers];
  return [...everyone, ...managers, ...generalManagers];
}

interface Problem {
  problem: 'cut' | 'past the edge' | 'page scrolls sideways';
  element: string;
  text: string;
  box: string;
}

/** Every word cut or past the edge on the page as it is (see the head of this file). */
function findProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: Problem[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .filter((c) => c.startsWith('mantine-') || !c.startsWith('m_'))
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('')}`;
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4; at = at.parentElement) parts.unshift(name(at));
      return parts.join(' > ');
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      const rect = element.getBoundingClientRect();
      // Visually hidden words (for screen readers) are 1 px boxes on purpose.
      return rect.width > 2 && rect.height > 2;
    };
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    /** Inside a box that scrolls sideways: a wide table in its card. */
    const inSidewaysScroller = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (scrolls(getComputedStyle(at)) && at.scrollWidth > at.clientWidth + 1) return true;
      }
      return false;
    };
    /** A shortened text that offers its whole: an ellipsis and a `title` on it or close around it. */
    const offersWhole = (element: Element) => {
      if (getComputedStyle(element).textOverflow !== 'ellipsis') return false;
      for (let at: Element | null = element, k = 0; at && k < 4; at = at.parentElement, k += 1) if (at.getAttribute('title')) return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const control = element.matches('button, a, input, select, textarea, [role="button"], [role="tab"], [role="radio"]');
      if ((!ownText && !control) || !shown(element)) continue;
      const rect = element.getBoundingClientRect();
      const text = (ownText || element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 80);
      const box = `${Math.round(rect.left)}-${Math.round(rect.right)} of ${width}`;
      if ((rect.right > width + 1 || rect.left < -1) && !inSidewaysScroller(element)) {
        problems.push({ problem: 'past the edge', element: path(element), text, box });
        continue;
      }
      if (!ownText) continue;
      // Its text wider than its box, which does not scroll.
      const style = getComputedStyle(element);
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && !scrolls(style) && !offersWhole(element)) {
        problems.push({ problem: 'cut', element: path(element), text, box: `${element.scrollWidth} px of text in ${element.clientWidth} px` });
        continue;
      }
      // Its text clipped by a box around it that hides what overflows.
      const range = document.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const around = getComputedStyle(at);
        // Inside a box that scrolls sideways, the words are reached by scrolling.
        if (scrolls(around)) break;
        if (around.overflowX !== 'hidden' && around.overflowX !== 'clip') continue;
        const edge = at.getBoundingClientRect();
        if ((words.right > edge.right + 1 || words.left < edge.left - 1) && !offersWhole(element) && !offersWhole(at)) {
          problems.push({ problem: 'cut', element: path(element), text, box: `words ${Math.round(words.left)}-${Math.round(words.right)} in ${Math.round(edge.left)}-${Math.round(edge.right)}` });
        }
        break;
      }
    }
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push({ problem: 'page scrolls sideways', element: 'html', text: '', box: `${document.documentElement.scrollWidth} px wide` });
    }
    return problems;
  });
}

/** The screen at rest: its heading shown, nothing still loading, transitions done. */
async function settle(opened: OpenedPage): Promise<void> {
  const { page } = opened;
  await waitForScreen(opened, page.locator('#main h1').first());
  await expect.poll(() => page.locator('#main .mantine-Skeleton-root, #main .mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
  await page.mouse.move(1, 1);
  await page.waitForTimeout(300);
}

describe('at 360 px', () => {
  for (const language of LANGUAGES) {
    for (const role of ['employee', 'manager', 'general_manager'] as const) {
      it(`keeps every word whole on every screen of a ${role}, in ${language}`, async () => {
        const person = people[role];
        // The language of the account: set in the database, so a language the service is still learning
        // walks as soon as the web app declares it.
        await service.t.db.updateTable('users').set({ language: language as 'en' }).where('id', '=', person.id).execute();
        const opened = await service.open('narrow');
        const { page, context, errors } = opened;
        await signIn(page, person.email!, PASSWORD);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const found: (Problem & { screen: string })[] = [];
        for (const screen of screensOf(role)) {
          await page.goto(screen);
          await settle(opened);
          for (const problem of await findProblems(page)) found.push({ screen, ...problem });
          await expectAccessible(page, `${screen} at 360 px, ${language}, ${role}`);
          const file = screen === '/' ? 'today' : screen.slice(1).replace(/\d+/g, 'id').replace(/[/?=]+/g, '-');
          // The whole screen, top to bottom, to look at every word of it.
          await page.screenshot({ path: `${SCREENSHOTS}narrow-${language}-${role.replace('_', '-')}-${file}.png`, fullPage: true, animations: 'disabled' });
        }
        expect(found, found.map((p) => `${p.screen}: ${p.problem}: ${p.element} "${p.text}" (${p.box})`).join('\n')).toEqual([]);
        expect(errors, errors.join('\n')).toEqual([]);
        await context.close();
      }, 300_000);
    }
  }
});
