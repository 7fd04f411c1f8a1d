// A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1, for the single sign-on tests.
// Its sign-in page is a plain form asking for an e-mail address (the account's `sub`); the person's
// consent is taken as given. `tamper` lets a test replace the ID token of the token endpoint's answer,
// to prove what the service refuses; `signIn` drives the provider's pages over HTTP like a browser.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's signing key (private), to sign tokens it would never issue. */
  signingKey: CryptoKey;
  signingKid: string;
  accounts: Map<string, TestAccount>;
  /** Replaces the next and later ID tokens of the token endpoint until set back to undefined. */
  tamper: ((idToken: string) => Promise<string>) | undefined;
  /** `amr` of the next sign-ins (the provider's own second factor). */
  amr: string[];
  /**
   * Publishes a new signing key beside the current one and signs every later ID token with it, as a
   * provider does when it rotates its keys.
   */
  rotateKey(): Promise<void>;
  /** Signs the claims of an ID token with a key: the provider's, or any other. */
  sign(claims: JWTPayload, key: CryptoKey, kid: string): Promise<string>;
  close(): Promise<void>;
}

async function rsaKey(kid: string): Promise<{ privateJwk: JWK; privateKey: CryptoKey }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** Another key, never published by the provider: what a forger would sign with. */
export async function foreignKey(): Promise<CryptoKey> {
  return (await rsaKey('foreign')).privateKey;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const SIGN_IN_PAGE = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">Provider e-mail</label> <input id="email" name="email" type="email" required autocomplete="off">
<button type="submit">Continue</button>
</form></main></body></html>`;

export async function startTestProvider(options: { redirectUris: string[] }): Promise<TestProvider> {
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateJwk, privateKey } = await rsaKey('provider-key-1');
  const accounts = new Map<string, TestAccount>();
  const addedPublicKeys: JWK[] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'timetrack',
        client_secret: 'a-client-secret-for-the-tests',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [privateJwk] },
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'] },
    // The e-mail goes into the ID token itself, as most providers do with the `email` scope.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });

  const handle: TestProvider = {
    issuer,
    clientId: 'timetrack',
    clientSecret: 'a-client-secret-for-the-tests',
    signingKey: privateKey,
    signingKid: 'provider-key-1',
    accounts,
    tamper: undefined,
    amr: ['pwd'],
    rotateKey: async () => {
      const kid = `provider-key-${addedPublicKeys.length + 2}`;
      const { privateKey: next } = await rsaKey(kid);
      const { kty, n, e } = await exportJWK(next);
      addedPublicKeys.push({ kty, n, e, kid, alg: 'RS256', use: 'sig' });
      handle.tamper = async (idToken) => handle.sign(decodeJwt(idToken), next, kid);
    },
    sign: (claims, key, kid) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.path === '/jwks' && addedPublicKeys.length > 0) {
      const published = ctx.body as { keys: JWK[] };
      ctx.body = { keys: [...published.keys, ...addedPublicKeys] };
      return;
    }
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && handle.tamper && body && typeof body.id_token === 'string') {
      ctx.body = { ...body, id_token: await handle.tamper(body.id_token) };
    }
  });

  const callback = provider.callback();
  server.on('request', (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!match) return void callback(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return void response.end(SIGN_IN_PAGE(details.uid));
      }
      const email = (await readForm(request)).get('email') ?? '';
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email');
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: email, amr: handle.amr }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  return handle;
}

/** The claims of an ID token (no check: the test only reads what the provider put in it). */
export function claimsOf(idToken: string): JWTPayload {
  return decodeJwt(idToken);
}

/** A small cookie jar, enough for one person's visit to the provider and the service. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Follows the provider's redirects from `url` until one leaves the provider; returns that address. */
  async throughProvider(url: string, issuer: string, email: string): Promise<string> {
    let next = url;
    for (let step = 0; step < 10; step += 1) {
      if (!next.startsWith(issuer)) return next;
      const isForm = /\/interaction\/[\w-]+$/.test(next);
      const response = await fetch(next, {
        method: isForm ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: this.header(),
          ...(isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(isForm ? { body: new URLSearchParams({ email }).toString() } : {}),
      });
      this.keep(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (location === null) throw new Error(`the provider answered ${response.status} at ${next}: ${await response.text()}`);
      next = new URL(location, next).toString();
    }
    throw new Error('too many redirects at the provider');
  }
}
