import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout, SHA-1) of `name`: the same name always gives the same id,
 * so an append whose ids come from a name (a reaction's triggering event and step) is written once.
 */
export function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update('packflow:').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
