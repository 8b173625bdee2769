import type { BeanEntryKind } from './schemas';

/** One movement as /GoldenBean/Index and /GoldenBean/FlowingWater list it. */
export interface BeanEntry {
  entryId: string;
  accountId: string;
  accountName: string | null;
  kind: BeanEntryKind;
  /** Signed: recharges positive, debits negative, a reversal the opposite of what it reverses. */
  amount: string;
  /** The balance right after this entry. */
  balance: string;
  quotationId: string | null;
  quotationNumber: string | null;
  /** For a reversal: the entry it reverses; for a reversed entry: the reversal. */
  reverses: string | null;
  reversedBy: string | null;
  note: string;
  at: string;
  userId: string | null;
  userName: string | null;
}

export interface BeanBalance {
  accountId: string;
  accountName: string | null;
  role: string | null;
  balance: string;
  /** Set when the balance was asked for as of a past date (the end of that day, in the same UTC days as the rest of the product). */
  asOf: string | null;
  fee: string;
  threshold: string;
  /** Below the threshold: no quotation can be generated. */
  blocked: boolean;
}
