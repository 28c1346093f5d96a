import type { SplitInput } from '../../lambdas/contract/share-split.ts';

/**
 * The worked example of a nanny share's split (tests/unit/share-split.test.ts works it by hand): 30
 * shared hours at £18.00 for 2 children and 1, 5 hours of the first family's own at £16.00, at the first
 * family's home with a 10% host allowance: the first family pays £404.00 for 35 hours, the second £216.00
 * for 30, £620.00 in all.
 */
export const WORKED_SPLIT: SplitInput = {
  sharedHourlyPence: 1800,
  sharedHours: 30,
  soloHourlyPence: 1600,
  soloHours: { first: 5, partner: 0 },
  children: { first: 2, partner: 1 },
  basis: 'children',
  home: 'first',
  hostAllowancePercent: 10,
};
