/** Event-store positions are unsigned 64-bit integers sent as decimal text; anything else is ignored. */
export function toPosition(value: string | undefined): bigint | undefined {
  return value !== undefined && /^\d+$/.test(value) ? BigInt(value) : undefined;
}
