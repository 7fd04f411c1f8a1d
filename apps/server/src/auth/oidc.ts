// The OpenID Connect provider as this service sees it, through openid-client: discovery (once, on first
// use, and again after a failure), the authorization request and the code exchange. Every check of the
// provider's answer is the library's: state, the `iss` of the answer, PKCE, and the ID token's signature
// (from the provider's published keys, fetched again when a token names a key it has not seen, so the
// provider may rotate them), issuer, audience, expiry and nonce.
import * as client from 'openid-client';
import type { OidcSettings } from '../config.js';
import { UnavailableError } from '../errors.js';

/** Seconds any request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 5;

/** `amr` values (RFC 8176) that say the provider asked for more than a password. */
const SECOND_FACTOR_METHODS = ['mfa', 'otp', 'hwk', 'swk', 'sc'];

export interface VerifiedIdentity {
  subject: string;
  /** The e-mail address of the ID token; undefined when it has none. */
  email: string | undefined;
  emailVerified: boolean;
  /** The provider's own sign-in already had a second factor. */
  secondFactorDone: boolean;
}

/** The provider's answer could not be used: refused, forged, replayed or expired. */
export class OidcRefusedError extends Error {
  constructor(
    readonly reason: string,
    /** The person cancelled at the provider (`access_denied`). */
    readonly cancelled = false,
  ) {
    super(reason);
    this.name = 'OidcRefusedError';
  }
}

function unreachable(): UnavailableError {
  return new UnavailableError('The single sign-on provider cannot be reached; try again shortly.', 10);
}

/** A network failure or time-out talking to the provider, as opposed to an answer we refuse. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && /fetch failed/i.test(error.message);
}

export class OidcProvider {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    readonly settings: OidcSettings,
    /** The address the provider sends people back to: `PUBLIC_URL/api/auth/oidc/callback`. */
    readonly callbackUrl: string,
  ) {}

  /** The provider's configuration, discovered once; a failed discovery is tried again next time. */
  private discovered(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const insecure = new URL(issuer).protocol === 'http:';
    let configuration: client.Configuration;
    try {
      configuration = await client.discovery(
        new URL(issuer),
        clientId,
        {},
        clientSecret === undefined ? client.None() : client.ClientSecretBasic(clientSecret),
        { timeout: PROVIDER_TIMEOUT_SECONDS, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
      );
    } catch {
      throw unreachable();
    }
    configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
    // ID tokens are checked against the provider's keys even though they come straight from its token endpoint.
    client.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  /** Where to send the person: the provider's authorization endpoint with our state, nonce and PKCE challenge. */
  async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<URL> {
    const configuration = await this.discovered();
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl,
      response_type: 'code',
      scope: 'openid email',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
  }

  /**
   * Exchanges the code of the provider's answer (the callback's query) and checks the ID token. A refusal
   * is an OidcRefusedError; a provider that cannot be reached is 503.
   */
  async verify(
    query: URLSearchParams,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdentity> {
    const providerError = query.get('error');
    if (providerError !== null) throw new OidcRefusedError(`the provider answered ${providerError}`, providerError === 'access_denied');
    const configuration = await this.discovered();
    const currentUrl = new URL(this.callbackUrl);
    currentUrl.search = query.toString();
    let claims: client.IDToken | undefined;
    try {
      const answer = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = answer.claims();
    } catch (error) {
      if (isNetworkFailure(error)) throw unreachable();
      throw new OidcRefusedError(error instanceof Error ? error.message : 'the answer was refused');
    }
    if (!claims) throw new OidcRefusedError('no ID token');
    const amr = Array.isArray(claims.amr) ? claims.amr : [];
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      secondFactorDone: amr.some((method) => typeof method === 'string' && SECOND_FACTOR_METHODS.includes(method)),
    };
  }
}

const LOOPBACK_IPS = ['127.0.0.1', '[::1]'];

/**
 * Whether a mobile app's `redirect_uri` is one of the configured ones. A configured loopback address
 * without a port (`http://127.0.0.1/callback`) accepts any port, as native apps and the command line
 * listen on whatever port is free (RFC 8252, section 7.3); everything else must match exactly.
 */
export function isAllowedMobileRedirect(allowed: string[], requested: string): boolean {
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return false;
  }
  if (requested.includes('#')) return false;
  return allowed.some((entry) => {
    if (entry === requested) return true;
    const configured = new URL(entry);
    return (
      configured.protocol === 'http:' &&
      LOOPBACK_IPS.includes(configured.hostname) &&
      configured.port === '' &&
      target.protocol === 'http:' &&
      target.hostname === configured.hostname &&
      target.username === '' &&
      target.password === '' &&
      target.pathname === configured.pathname &&
      target.search === configured.search
    );
  });
}
