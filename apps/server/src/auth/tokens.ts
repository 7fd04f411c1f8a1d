// Access tokens (short-lived JWTs naming the account and the session), CSRF tokens bound to the session,
// and opaque random tokens (refresh tokens, e-mail links) that are stored only as hashes.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** The claims of a verified token, with when it expires (ms since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  expiresAt: number;
}

/** How many verified tokens are remembered (each client sends the same token for up to an hour). */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /** The HMAC key, imported once: importing it on every verification cost more than the check itself. */
  private readonly key: Promise<CryptoKey>;
  /** Tokens already verified, with their claims and expiry (ms); a session's revocation is checked in the database on every request regardless. */
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    private readonly secret: string,
    readonly accessTokenTtl: number,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async signAccessToken(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTokenTtl)
      .sign(await this.key);
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verifyAccessToken(token: string): Promise<VerifiedClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
      const claims = { userId, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch {
      return undefined;
    }
  }

  /** The CSRF token of a browser session: derived from the session, so every instance can check it. */
  csrfToken(sessionId: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${sessionId}`).digest('base64url');
  }

  checkCsrfToken(sessionId: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.csrfToken(sessionId));
    const given = Buffer.from(presented);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** A random token for a link or a refresh token; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
