import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SignedValues, signatureBase } from '@packflow/contracts';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const newCheckcode = (): string => randomBytes(16).toString('hex');
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function expectedSignature(values: SignedValues): string {
  return sha256(signatureBase(values));
}

/** Compares in constant time, so the check does not leak how much of a forged signature matched. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
