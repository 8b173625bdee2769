import { createHash } from 'node:crypto';

/** The namespace of golden-bean entry ids derived from Finance's request keys (a fixed, random UUID). */
const ENTRY_ID_NAMESPACE = 'b2c1f5a4-3e4d-4f0a-9a57-6d2f0c8e1b39';

/** What a request key is scoped to: the person who sent it and the kind of request. */
export interface KeyedRequest {
  userId: string;
  /** The route, as its permission names it (e.g. 'POST@golden-bean/recharge'). */
  route: string;
  key: string;
}

/**
 * The ledger entry id of a keyed request: a name-based UUID (RFC 9562 version 5) of the user, the
 * route and the key, so the same key from the same person on the same route always names the same
 * entry, in every API process and after a restart, and no other.
 */
export function entryIdOfKey({ userId, route, key }: KeyedRequest): string {
  return uuidV5(ENTRY_ID_NAMESPACE, JSON.stringify([userId, route, key]));
}

/** A version 5 UUID: SHA-1 of the namespace's 16 bytes and the name's UTF-8 bytes. */
export function uuidV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
