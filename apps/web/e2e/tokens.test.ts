// Personal access tokens in Profile, in a real Chromium: create one (name, scopes, expiry), see it once and
// copy it, use it from the test with fetch against the API (200), revoke it (confirmed), then the API
// refuses it (401). In English and French, on a phone and a desktop, each screen scanned with axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../server/src/test/factories';
import { expectAccessible, screenshot, startService, waitForScreen, type Service, type Size } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.close();
});

const WORDS = {
  en: {
    locale: 'en-GB',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    today: 'Today',
    section: 'Access tokens',
    name: 'Name',
    clock: 'Clock',
    expiry: 'Expires after',
    days30: '30 days',
    create: 'Create a token',
    created: (name: string) => `Token "${name}" created`,
    copy: 'Copy the token',
    copied: 'Copied',
    done: 'I have copied it',
    never: 'Never',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke the token ${name}`,
    none: 'No access token yet.',
  },
  fr: {
    locale: 'fr-FR',
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    today: "Aujourd'hui",
    section: 'Jetons d’accès',
    name: 'Nom',
    clock: 'Pointage',
    expiry: 'Expire après',
    days30: '30 jours',
    create: 'Créer un jeton',
    created: (name: string) => `Jeton « ${name} » créé`,
    copy: 'Copier le jeton',
    copied: 'Copié',
    done: 'Je l’ai copié',
    never: 'Jamais',
    revoke: 'Révoquer',
    revokeLabel: (name: string) => `Révoquer le jeton ${name}`,
    none: 'Aucun jeton d’accès pour l’instant.',
  },
} as const;

describe('access tokens in Profile', () => {
  for (const [language, size] of [
    ['en', 'desktop'],
    ['fr', 'phone'],
    ['en', 'phone'],
    ['fr', 'desktop'],
  ] as const satisfies readonly (readonly ['en' | 'fr', Size])[]) {
    it(`creates a token, shows it once to copy, the API takes it, revoking it ends it (${language}, ${size})`, async () => {
      const words = WORDS[language];
      const opened = await service.open(size, { locale: words.locale });
      const { page, context } = opened;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
      const user = await service.t.f.buildUser({ name: `Grace ${language} ${size}` });
      await service.t.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();

      await page.goto('/sign-in');
      await page.getByLabel(words.email).fill(user.email!);
      await page.getByLabel(words.password, { exact: true }).fill(DEFAULT_PASSWORD);
      await page.getByRole('button', { name: words.signIn, exact: true }).click();
      await waitForScreen(opened, page.getByRole('heading', { name: words.today, exact: true }));

      await page.goto('/profile');
      await waitForScreen(opened, page.getByRole('heading', { name: words.section }));
      const section = page.getByRole('region', { name: words.section });
      await section.scrollIntoViewIfNeeded();
      await waitForScreen(opened, section.getByText(words.none));
      await expectAccessible(page, `access tokens, none (${language}, ${size})`);

      const tokenName = `Payroll export ${language} ${size}`;
      await section.getByLabel(words.name, { exact: false }).first().fill(tokenName);
      // Read is ticked by default; add Clock.
      await section.getByRole('checkbox', { name: words.clock }).check();
      await section.getByLabel(words.expiry).first().click();
      await page.getByRole('option', { name: words.days30 }).click();
      await section.getByRole('button', { name: words.create }).click();

      await waitForScreen(opened, section.getByText(words.created(tokenName)));
      const shown = (await section.getByTestId('new-access-token').innerText()).trim();
      expect(shown).toMatch(/^tt_pat_[A-Za-z0-9_-]{43}$/);
      await section.getByRole('button', { name: words.copy }).click();
      await waitForScreen(opened, section.getByRole('button', { name: words.copied, exact: true }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      await waitForScreen(opened, section.getByRole('cell', { name: tokenName, exact: true }));
      await expectAccessible(page, `access token created (${language}, ${size})`);
      // A phone's screenshot is the screen: the section in view; a desktop's is the whole page, from its top.
      if (size === 'phone') await section.getByTestId('new-access-token').scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `access-token-created-${language}-${size}`);

      // The token works against the API, as its owner.
      const me = await fetch(`${service.url}/api/auth/me`, { headers: { authorization: `Bearer ${shown}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { id: number } }).data.id).toBe(user.id);
      const clocked = await fetch(`${service.url}/api/clocks/${user.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shown}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'in' }),
      });
      expect(clocked.status).toBe(201);

      // Shown once: gone once put away, and not in the list.
      await section.getByRole('button', { name: words.done }).click();
      await expect.poll(() => section.getByTestId('new-access-token').count()).toBe(0);
      expect(await section.innerText()).not.toContain(shown);
      // Its first use shows after a reload.
      await page.reload();
      await waitForScreen(opened, page.getByRole('region', { name: words.section }).getByRole('cell', { name: tokenName, exact: true }));
      const row = page.getByRole('region', { name: words.section }).getByRole('row').filter({ hasText: tokenName });
      expect(await row.innerText()).not.toContain(words.never);

      await row.getByRole('button', { name: words.revokeLabel(tokenName) }).click();
      const dialog = page.getByRole('dialog');
      await waitForScreen(opened, dialog);
      await expectAccessible(page, `revoke confirmation (${language}, ${size})`);
      // The whole desktop page is taken from its top, where the fixed dialog and its overlay are drawn.
      if (size === 'desktop') await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `access-token-revoke-${language}-${size}`);
      await dialog.getByRole('button', { name: words.revoke }).click();
      await waitForScreen(opened, page.getByRole('region', { name: words.section }).getByText(words.none));

      const refused = await fetch(`${service.url}/api/auth/me`, { headers: { authorization: `Bearer ${shown}` } });
      expect(refused.status).toBe(401);
      expect(opened.errors).toEqual([]);
    });
  }
});
