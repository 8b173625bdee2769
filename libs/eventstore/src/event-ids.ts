import { createHash, randomFillSync } from 'node:crypto';

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

let lastMs = 0;
let sequence = 0;

/** Random bytes drawn in bulk (one call into the system's generator per 256 ids, not one per id). */
const IDS_PER_FILL = 256;
const randomPool = Buffer.alloc(16 * IDS_PER_FILL);
let poolOffset = randomPool.length;

/**
 * A time-ordered UUID (version 7 layout: 48 bits of milliseconds, then a counter within the
 * millisecond and random bits). Ids the store makes for new events sort by time, so the unique
 * index on event ids grows at its right edge like the positions do, instead of taking each new
 * id at a random page of a large index.
 */
export function timeOrderedUuid(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // More than 4096 ids in one millisecond: borrow the next one.
    lastMs++;
    sequence = 0;
  }
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const bytes = randomPool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
