import { hashPassword, verifyPassword } from './passwords';

/** Made by the earlier binding (node-argon2 0.45, same options) before the switch: it must still sign in. */
const EARLIER_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$tVyEqGLzmBlMHy7+iZLFfA$tMXHLqVRe55LNRsiYAg0EGyupLJqLVQ7x65lYnxGZls';

describe('passwords', () => {
  it('accepts a hash made before the binding changed, with its password only', async () => {
    expect(await verifyPassword(EARLIER_HASH, 'Correct horse 9')).toBe(true);
    expect(await verifyPassword(EARLIER_HASH, 'Correct horse 8')).toBe(false);
  });

  it('hashes as argon2id with the OWASP minimum and verifies its own hashes', async () => {
    const hashed = await hashPassword('Another 7 secret');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Another 7 secret')).toBe(true);
    expect(await verifyPassword(hashed, 'another 7 secret')).toBe(false);
  });

  it('answers no, never throws, for a missing or malformed hash', async () => {
    expect(await verifyPassword(undefined, 'whatever 1')).toBe(false);
    expect(await verifyPassword('not a hash', 'whatever 1')).toBe(false);
  });
});
