// Single sign-on in Chromium: the button "Sign in with <provider>" on the sign-in screen, the provider's
// own sign-in page (a real OpenID Connect provider on 127.0.0.1), and back into the application signed in;
// and the message when the provider's account has no account here. In every language, on a phone and
// a desktop, with axe scans.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/src/auth/second-factor';
import { startTestProvider, type TestProvider } from '../../server/src/test/oidc-provider';
import { expectAccessible, OTHER_LANGUAGES, screenshot, startService, waitForScreen, words, type Service } from './harness';

let provider: TestProvider;
let service: Service;

beforeAll(async () => {
  service = await startService(async (url) => {
    provider = await startTestProvider({ redirectUris: [`${url}/api/auth/oidc/callback`] });
    return {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Example SSO',
    };
  });
});

afterAll(async () => {
  await service?.close();
  await provider?.close();
});

function knownToProvider(): string {
  const email = `sso.${randomBytes(4).toString('hex')}@example.test`;
  provider.accounts.set(email, { email, email_verified: true });
  return email;
}

describe('single sign-on', () => {
  it('signs in with the provider from the sign-in screen (English, desktop)', async () => {
    const email = knownToProvider();
    await service.t.f.buildUser({ email, name: 'Sam Single' });
    const opened = await service.open('desktop');
    const { page } = opened;
    await page.goto('/sign-in');
    const button = page.getByRole('link', { name: 'Sign in with Example SSO' });
    await waitForScreen(opened, button);
    await expectAccessible(page, 'sign-in with single sign-on');
    await screenshot(page, 'sign-in-sso-desktop-en');

    await button.click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Provider e-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === service.url && !url.pathname.startsWith('/sign-in'));
    await waitForScreen(opened, page.getByRole('button', { name: 'Clock in' }));
    expect(new URL(page.url()).pathname).toBe('/');
    // The session works like one opened with a password: an action goes through.
    await page.getByRole('button', { name: 'Clock in' }).click();
    await waitForScreen(opened, page.getByRole('button', { name: 'Clock out' }));
    expect(opened.errors).toEqual([]);
  });

  it('asks the two-factor code of an account that has it on, then signs in (English, phone)', async () => {
    const email = knownToProvider();
    const user = await service.t.f.buildUser({ email, name: 'Tess Two' });
    const headers = await service.t.f.signIn(user);
    const secret: string = (await service.t.send('POST', `/users/${user.id}/totp`, headers)).json().data.secret;
    await service.t.send('POST', `/users/${user.id}/totp/confirm`, headers, { code: totpCode(secret) });
    const opened = await service.open('phone');
    const { page } = opened;
    await page.goto('/sign-in');
    const button = page.getByRole('link', { name: 'Sign in with Example SSO' });
    await waitForScreen(opened, button);
    await button.click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Provider e-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForScreen(opened, page.getByRole('heading', { name: 'Two-factor authentication' }));
    // The challenge left the address once read.
    expect(new URL(page.url()).hash).toBe('');
    // The step after the one used at the set-up: a code works once.
    await page.getByLabel('Code').fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForScreen(opened, page.getByRole('button', { name: 'Clock in' }));
    expect(opened.errors).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('says why when the provider\'s account has no account here ($language, phone)', async ({ language, locale }) => {
    const w = words(language);
    const email = knownToProvider();
    const opened = await service.open('phone', { locale });
    const { page } = opened;
    await page.goto('/sign-in');
    const button = page.getByRole('link', { name: w('auth.ssoButton', { name: 'Example SSO' }) });
    await waitForScreen(opened, button);
    await button.click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Provider e-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === service.url && url.pathname === '/sign-in');
    expect(new URL(page.url()).searchParams.get('error')).toBe('no_account');
    const alert = page.getByRole('alert');
    await waitForScreen(opened, alert);
    await expect.poll(() => alert.textContent()).toContain(w('auth.ssoNoAccount'));
    await expectAccessible(page, `sign-in, single sign-on refused (${language})`);
    await screenshot(page, `sign-in-sso-no-account-phone-${language}`);
    // Nobody is signed in: the application still asks for a sign-in.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/sign-in');
  });

  it('tells the other refusals in English, and hides nothing when the provider is fine (phone)', async () => {
    const opened = await service.open('phone');
    const { page } = opened;
    await page.goto('/sign-in?error=cancelled');
    await waitForScreen(opened, page.getByRole('alert'));
    expect(await page.getByRole('alert').textContent()).toContain('The sign-in was cancelled');
    await page.goto('/sign-in?error=failed');
    await waitForScreen(opened, page.getByRole('alert'));
    expect(await page.getByRole('alert').textContent()).toContain('could not be completed');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in with Example SSO' }).isVisible()).toBe(true);
    await expectAccessible(page, 'sign-in, single sign-on failed');
  });
});
