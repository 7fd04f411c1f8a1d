// Second factors in a real Chromium: a passkey added in Profile with Chromium's virtual authenticator
// (user verified), then signing in with it; two-factor codes set up in Profile (QR code, key, recovery
// codes); the code asked after the password, in every language, on a phone and a desktop; and a
// manager whose organisation requires a second factor, who sees only the set-up until it is done.
// The browser opens the service as `localhost`: a passkey's relying party must be a domain name.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/auth/second-factor';
import { DEFAULT_PASSWORD } from '../../server/src/test/factories';
import type { Language } from '../src/lib/i18n';
import { expectAccessible, LANGUAGES, screenshot, startService, waitForScreen, words, type OpenedPage, type Service, type Size } from './harness';

let service: Service;
let origin: string;
const STEP = 30_000;

beforeAll(async () => {
  service = await startService((url) => ({ PUBLIC_URL: url.replace('127.0.0.1', 'localhost'), REQUIRE_TWO_FACTOR: 'managers' }));
  origin = service.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await service?.close();
});

async function passwordSignIn(page: Page, email: string, labels = { email: 'Email', password: 'Password', submit: 'Sign in' }) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** A person with two-factor codes on, set up through the service; the step of the code used for it. */
async function personWithCodes(language: Language = 'en') {
  const user = await service.t.f.buildUser();
  await service.t.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
  const headers = await service.t.f.signIn(user);
  const secret: string = (await service.t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
  const usedAt = Date.now();
  expect((await service.t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret, usedAt) })).statusCode).toBe(200);
  return { user, secret, usedAt };
}

async function virtualAuthenticator(opened: OpenedPage): Promise<void> {
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('passkeys', () => {
  it('adds a passkey in Profile, signs out, and signs in with it', async () => {
    const opened = await service.open('desktop');
    const { page } = opened;
    await virtualAuthenticator(opened);
    const user = await service.t.f.buildUser({ name: 'Ada Passkey' });
    await passwordSignIn(page, user.email!);
    await waitForScreen(opened, page.getByRole('heading', { name: 'Today', exact: true }));

    await page.goto(`${origin}/profile`);
    await waitForScreen(opened, page.getByRole('heading', { name: 'Passkeys' }));
    await expect.poll(() => page.getByText('No passkey yet.').isVisible()).toBe(true);
    await page.getByLabel('Name of the new passkey').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await waitForScreen(opened, page.getByRole('cell', { name: 'Work laptop', exact: true }));
    await expectAccessible(page, 'profile with a passkey');
    await screenshot(page, 'profile-passkeys-desktop');
    const stored = await service.t.db.selectFrom('passkeys').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sign-in'));
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await waitForScreen(opened, page.getByRole('heading', { name: 'Today', exact: true }));
    const used = await service.t.db.selectFrom('passkeys').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();
    expect(used.counter).toBeGreaterThanOrEqual(stored[0]!.counter);
    expect(opened.errors).toEqual([]);
  });
});

describe('two-factor codes', () => {
  it('sets up the codes in Profile: QR code, key, a first code, the recovery codes once, and turns them off', async () => {
    const opened = await service.open('phone');
    const { page } = opened;
    const user = await service.t.f.buildUser();
    await passwordSignIn(page, user.email!);
    await waitForScreen(opened, page.getByRole('heading', { name: 'Today', exact: true }));
    await page.goto(`${origin}/profile`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await waitForScreen(opened, page.getByRole('img', { name: 'QR code that adds Timetrack to an authenticator app' }));
    const secret = (await page.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'two-factor set-up');
    await screenshot(page, 'profile-two-factor-setup-phone');
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Your recovery codes' });
    await waitForScreen(opened, list);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    await expectAccessible(page, 'recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await waitForScreen(opened, page.getByText('On. 10 recovery codes left.'));

    // The form that turns the codes off (adding a passkey asks for the current password too).
    const turnOff = page.locator('form').filter({ has: page.getByRole('button', { name: 'Turn off' }) });
    await turnOff.getByLabel('Current password').fill('not the password');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await waitForScreen(opened, page.getByText('Not a valid value.'));
    await turnOff.getByLabel('Current password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await waitForScreen(opened, page.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(opened.errors).toEqual([]);
  });

  for (const size of ['desktop', 'phone'] as const satisfies readonly Size[]) {
    for (const { language, locale } of LANGUAGES) {
      it(`asks for the code after the password (${language}, ${size}): a wrong code is refused, the right one signs in`, async () => {
        const w = words(language);
        const opened = await service.open(size, { locale });
        const { page } = opened;
        const { user, secret, usedAt } = await personWithCodes(language);
        await passwordSignIn(page, user.email!, { email: w('auth.email'), password: w('auth.password'), submit: w('auth.signIn') });
        await waitForScreen(opened, page.getByRole('heading', { name: w('auth.twoFactorTitle') }));
        await expectAccessible(page, `two-factor challenge (${language}, ${size})`);
        const right = totpCode(secret, usedAt + STEP);
        await page.getByLabel(w('auth.twoFactorCode'), { exact: true }).fill(right === '000000' ? '000001' : '000000');
        await page.getByRole('button', { name: w('auth.verify') }).click();
        await waitForScreen(opened, page.getByRole('alert').filter({ hasText: w('errors.two_factor_failed') }));
        await expectAccessible(page, `two-factor refusal (${language}, ${size})`);
        await screenshot(page, `two-factor-challenge-${language}-${size}`);
        await page.getByLabel(w('auth.twoFactorCode'), { exact: true }).fill(right);
        await page.getByRole('button', { name: w('auth.verify') }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
        await waitForScreen(opened, page.getByRole('heading', { name: w('today.title'), exact: true }));
        expect(opened.errors).toEqual([]);
      });
    }
  }

  it('signs in with a recovery code instead', async () => {
    const opened = await service.open('phone');
    const { page } = opened;
    const user = await service.t.f.buildUser();
    const headers = await service.t.f.signIn(user);
    const secret: string = (await service.t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
    const confirmed = await service.t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret) });
    const [recoveryCode] = confirmed.json().data.recovery_codes as string[];
    await passwordSignIn(page, user.email!);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Today', exact: true }));
  });
});

describe('a second factor required of managers', () => {
  it('shows a manager only the set-up until a second factor is there, then the application', async () => {
    const opened = await service.open('desktop', { locale: 'fr-FR' });
    const { page } = opened;
    const manager = await service.t.f.buildUser({ role: 'manager' });
    await service.t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', manager.id).execute();
    await passwordSignIn(page, manager.email!, WORDS_FR_SIGN_IN);
    await waitForScreen(opened, page.getByRole('heading', { name: 'Configurer l’authentification à deux facteurs' }));
    expect(await page.getByRole('navigation').count()).toBe(0);
    await expectAccessible(page, 'required set-up (fr)');
    await screenshot(page, 'two-factor-required-fr-desktop');
    // Another address of the application shows the same set-up.
    await page.goto(`${origin}/hours`);
    await waitForScreen(opened, page.getByRole('heading', { name: 'Configurer l’authentification à deux facteurs' }));

    await page.getByRole('button', { name: 'Configurer une application d’authentification' }).click();
    await waitForScreen(opened, page.locator('code'));
    const secret = (await page.locator('code').first().textContent())!.trim();
    await page.getByLabel('Code de l’application').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Activer' }).click();
    await waitForScreen(opened, page.getByRole('list', { name: 'Vos codes de secours' }));
    await page.getByRole('button', { name: 'Je les ai enregistrés' }).click();
    await waitForScreen(opened, page.getByRole('navigation').first());
    expect(opened.errors).toEqual([]);
  });
});

const WORDS_FR_SIGN_IN = { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' };
