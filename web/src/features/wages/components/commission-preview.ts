import type { CommissionTier } from '@packflow/contracts';

/** The month collections (yuan) the settings' preview shows what they would earn. */
export const PREVIEW_AMOUNTS = [50_000, 150_000, 400_000] as const;

const BAND = /^\d{1,10}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

/**
 * Whether the bands are a schedule the server would take: the first at 0, each above the one
 * before, rates 0 to 100 (the server says so too; this only keeps the preview honest).
 */
export function tiersValid(tiers: readonly CommissionTier[]): boolean {
  if (tiers.length === 0 || tiers.length > 10) return false;
  return tiers.every(
    (tier, i) =>
      BAND.test(tier.from.trim()) &&
      RATE.test(tier.rate.trim()) &&
      Number(tier.rate) <= 100 &&
      (i === 0 ? Number(tier.from) === 0 : Number(tier.from) > Number(tiers[i - 1]!.from)),
  );
}

/**
 * What a month's collections of `total` yuan would earn: marginal bands, like tax brackets (the
 * part within each band at its rate), to the fen. Only a preview: the ledger is the server's.
 */
export function previewEarned(tiers: readonly CommissionTier[], total: number): number {
  let fen = 0;
  tiers.forEach((tier, i) => {
    const from = Number(tier.from);
    const to = i + 1 < tiers.length ? Number(tiers[i + 1]!.from) : Infinity;
    const part = Math.max(0, Math.min(total, to) - from);
    fen += part * Number(tier.rate);
  });
  return Math.round(fen) / 100;
}
