// Second-factor secrets: time-based codes (RFC 6238: 6 digits, 30-second steps, SHA-1, as every code app
// reads them), their secrets sealed at rest, and recovery codes stored as hashes.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clocks drift, people type slowly). */
const TOTP_WINDOW = 1;
export const ISSUER = 'Timetrack';
export const RECOVERY_CODE_COUNT = 10;

/**
 * Seals and opens secrets with AES-256-GCM under a key derived from the service's second-factor key
 * (a setting, or generated once and kept like the token secret). A copy of the table alone does not
 * give the secrets.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'timetrack', 'second-factor-secrets', 32));
    this.recoveryKey = Buffer.from(hkdfSync('sha256', secret, 'timetrack', 'recovery-codes', 32));
  }

  /**
   * The hash kept for a recovery code: keyed, so that a copy of the table alone cannot be searched for
   * the codes. Spaces, dashes and case do not matter when a code is typed back.
   */
  hashRecoveryCode(code: string): string {
    const normal = code.toLowerCase().replace(/[\s-]+/g, '');
    return createHmac('sha256', this.recoveryKey).update(normal).digest('hex');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  /** The plain text, or undefined when the sealed value was not made with this key or was altered. */
  open(sealed: string): string | undefined {
    const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !data || !tag) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** A new random TOTP secret (160 bits, as RFC 4226 recommends), in base32 as code apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` address a code app reads from a QR code. */
export function otpauthUrl(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The code of a secret at an instant (tests, and nothing else, need to compute one). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpOf(secret, 'code').generate({ timestamp: at });
}

/**
 * The time step a code belongs to when it is valid now (within the window), or undefined. The caller
 * accepts it only if the step is newer than the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, at: number = Date.now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret, 'code').validate({ token, timestamp: at, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// Crockford's base32 letters: 32 of them, so each byte maps without bias; no i, l, o, u to misread.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten one-time codes, `xxxxx-xxxxx` (50 bits each), shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
