/** Wages, commission and rank: server messages in English; messages.cn.ts holds the same keys in Chinese. */
export const wagesEn = {
  'wages.tiersRequired': 'Please give at least one commission band',
  'wages.tooManyTiers': 'At most {max} commission bands',
  'wages.tierFromInvalid': 'Please give where a band starts as an amount in yuan, with at most 2 decimals',
  'wages.tierRateInvalid': 'Please give a band’s rate as a percent from 0 to 100, with at most 4 decimals',
  'wages.firstTierNotZero': 'The first band starts at 0',
  'wages.tiersNotRising': 'Each band starts above the one before it',
  'wages.usdRateInvalid': 'Please give the dollar rate as yuan per dollar, above 0, with at most 4 decimals',
  'wages.effectiveFromPast':
    'New tiers start tomorrow at the earliest ({earliest}): a change never rewrites a day gone by',
  'wages.sheetNotFound': 'There is no such wage sheet',
  'wages.adjustmentAmountInvalid': 'Please give an amount other than 0, with at most 2 decimals',
  'wages.notAdjustable': 'Only a wage sheet not yet checked can be adjusted',
  'wages.notCheckable': 'Only a wage sheet waiting for its check can be checked',
  'wages.notPayable': 'Only a checked wage sheet can be paid',
  'wages.totalNegative': 'This adjustment would take the wage below 0 (now {total})',
  'wages.adjustmentKeyReused': 'This adjustment was already recorded with other values',
  'wages.rankPeriodInvalid':
    'Please choose a period whose first month is not after its last, at most 36 months',
  'wages.closeSalesmanUnknown': 'Salesman {staffId} is not among the salesmen of this close',
  'wages.closeSalesmenUnfinished': 'The close cannot finish yet: {done} of {total} wage sheets are made',
} as const;
