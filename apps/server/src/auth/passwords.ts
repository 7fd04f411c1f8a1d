// Passwords are stored with argon2id (the library's defaults follow the current recommendation).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: a const enum in the library's types, so written as its value.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a stored hash, still spend the same time, so that answers do not tell accounts apart.
  const target = passwordHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}

const dummyHash = hash('a password nobody has, for even timing', { algorithm: ARGON2ID });
