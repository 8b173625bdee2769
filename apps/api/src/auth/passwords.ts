import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. The binding ships a prebuilt
 * package per platform (no install script to skip), and reads the standard `$argon2id$…` strings,
 * so hashes made before keep working.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user) it still spends the
 * time of one check, so the answer's timing does not tell which usernames exist.
 */
export async function verifyPassword(hashed: string | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    decoy ??= hashPassword('decoy password, never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}
