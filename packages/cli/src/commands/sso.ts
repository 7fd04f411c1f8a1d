// `timetrack login --sso`: single sign-on through the service's OpenID Connect provider, the way native
// apps do it (RFC 8252): a listener on 127.0.0.1 on a free port receives the service's redirect with a
// one-time code, which is exchanged with the verifier of this command's own PKCE challenge. The person
// opens the printed address in any browser on this machine.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, type TimetrackClient, type User } from '@timetrack/client/node';
import type { Context } from '../context.js';
import { RefusedError, UnreachableError } from '../errors.js';

/** How long the command waits for the person to finish at the provider (the service keeps a sign-in 10 minutes). */
const WAIT_MS = 10 * 60 * 1000;
const CALLBACK_PATH = '/callback';

const PAGE = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

/** What the service's redirect brought to the listener. */
type Arrival = { code: string } | { error: string };

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Listens on 127.0.0.1 (never on other interfaces) until a request brings our `state` back. Requests
 * without it (another page of the browser, a guess from another program) are answered 400 and ignored.
 */
async function listen(state: string): Promise<{ port: number; arrival: Promise<Arrival>; close: () => Promise<void> }> {
  const server: Server = createServer();
  let settle: (arrival: Arrival) => void = () => {};
  const arrival = new Promise<Arrival>((resolve) => (settle = resolve));
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const returned = url.searchParams.get('state');
    if (request.method !== 'GET' || url.pathname !== CALLBACK_PATH || returned === null || !sameText(returned, state)) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(PAGE('Not this sign-in', 'This address expects the answer of the sign-in started by timetrack.'));
    }
    const code = url.searchParams.get('code');
    const error = url.searchParams.get('error');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    if (code !== null) {
      response.end(PAGE('Signed in', 'You can close this tab and go back to the terminal.'));
      settle({ code });
    } else {
      response.end(PAGE('Not signed in', 'The sign-in did not succeed; the terminal says why.'));
      settle({ error: error ?? 'failed' });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    arrival,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const REASONS: Record<string, string> = {
  no_account: 'no active account here has the e-mail address you signed in with at the provider',
  cancelled: 'the sign-in was cancelled at the provider',
  failed: 'the provider\'s answer could not be used; start again',
};

/** Asks the service where to send the person: its start answers a redirect to the provider, or refuses. */
async function providerAddress(server: string, query: URLSearchParams): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${server}/auth/oidc/start?${query.toString()}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new UnreachableError(server);
  }
  const location = response.headers.get('location');
  if (response.status === 302 && location !== null) return location;
  const body = (await response.json().catch(() => ({}))) as { code?: string; error?: string; errors?: Record<string, string[]> };
  if (response.status === 404) throw new RefusedError('not_found', 'single sign-on is not configured on this service');
  if (body.errors?.redirect_uri) {
    throw new RefusedError(
      body.code ?? 'validation_failed',
      'the service does not accept this command\'s loopback address: its OIDC_MOBILE_REDIRECTS needs http://127.0.0.1/callback',
    );
  }
  throw new RefusedError(body.code ?? 'unavailable', body.error ?? `the service answered ${response.status}`);
}

/**
 * Runs the sign-in: prints the address to open, waits for the code, and exchanges it. The session is
 * kept by the client as after a password login; a two-factor challenge is thrown as `login` throws it.
 */
export async function signInWithSso(context: Context, client: TimetrackClient, server: string): Promise<User> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('base64url');
  const listener = await listen(state);
  try {
    const address = await providerAddress(
      server,
      new URLSearchParams({
        client: 'mobile',
        redirect_uri: `http://127.0.0.1:${listener.port}${CALLBACK_PATH}`,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
      }),
    );
    context.note(`open this address in a browser on this machine to sign in, then come back here:\n\n  ${address}\n`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RefusedError('timed_out', 'nobody finished the sign-in within 10 minutes')), WAIT_MS);
    });
    const arrival = await Promise.race([listener.arrival, timeout]).finally(() => clearTimeout(timer));
    if ('error' in arrival) throw new RefusedError(arrival.error, REASONS[arrival.error] ?? 'the sign-in did not succeed');
    try {
      return await client.exchangeSingleSignOnCode({ code: arrival.code, code_verifier: verifier });
    } catch (error) {
      // Not a session that ended: the code itself was refused.
      if (error instanceof ApiError && error.status === 401) throw new RefusedError(error.code, error.message);
      throw error;
    }
  } finally {
    await listener.close();
  }
}
