import { describe, expect, it } from 'vitest';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { errorsAfterChange } from '../../frontend/src/features/offers/offerDraft.ts';
import {
  draftWeeklyPence,
  formSplitOf,
  partnerNoOfferLine,
  partnerPackLabel,
  partnerPartLine,
  partnerStatementLabel,
  splitBody,
  splitMismatch,
  twoEmployersLine,
  type OfferShare,
} from '../../frontend/src/features/offers/offerShare.ts';

// The worked split: £404 and £216 of £620 a week.
const parts = { posterWeeklyPence: 40400, partnerWeeklyPence: 21600 };
const prefill = { ...parts, partnerLabel: 'Sam', agreed: true, partnerEmployerGiven: true };
const share: OfferShare = {
  ...parts,
  posterLabel: 'Hana',
  partnerLabel: 'Sam',
  partnerEmployerName: 'Sam and Alex Doe',
};

describe("a nanny share's offer form", () => {
  it('sends the agreed split for a new offer, and the offer’s own for a change', () => {
    expect(formSplitOf(prefill, null)).toEqual({ ...parts, partnerLabel: 'Sam', blocked: null });
    expect(formSplitOf(undefined, share)).toEqual({ ...parts, partnerLabel: 'Sam', blocked: null });
    expect(formSplitOf(null, null)).toBeNull();
    const sent = { ...parts, partnerLabel: 'Sam', blocked: null };
    expect(splitBody(sent)).toEqual(parts);
  });

  it('says why no offer can be sent before the split is agreed and the other family is an employer', () => {
    expect(formSplitOf({ ...prefill, agreed: false }, null)?.blocked).toBe(SHARE_TEXTS.splitNotAgreed);
    expect(formSplitOf({ ...prefill, agreed: false, partnerEmployerGiven: false }, null)?.blocked).toBe(
      SHARE_TEXTS.splitNotAgreed,
    );
    expect(formSplitOf({ ...prefill, partnerEmployerGiven: false }, null)?.blocked).toBe(
      SHARE_TEXTS.employerMissing,
    );
  });

  it('works out the pay typed as a week, in pence', () => {
    expect(draftWeeklyPence({ period: 'weekly', amount: '620', hoursPerWeek: '' })).toBe(62000);
    expect(draftWeeklyPence({ period: 'hourly', amount: '17.72', hoursPerWeek: '35' })).toBe(62020);
    expect(draftWeeklyPence({ period: 'yearly', amount: '32240', hoursPerWeek: '35' })).toBe(62000);
    expect(draftWeeklyPence({ period: 'hourly', amount: '17', hoursPerWeek: '' })).toBeNull();
    expect(draftWeeklyPence({ period: 'weekly', amount: '', hoursPerWeek: '35' })).toBeNull();
    expect(draftWeeklyPence({ period: 'weekly', amount: 'lots', hoursPerWeek: '35' })).toBeNull();
  });

  it('lets the parts’ error go as the pay changes', () => {
    for (const key of ['amount', 'period', 'hoursPerWeek'])
      expect(errorsAfterChange({ split: 'Does not add up', town: 'Enter the town.' }, key)).toEqual({
        town: 'Enter the town.',
      });
    const errors = { split: 'Does not add up' };
    expect(errorsAfterChange(errors, 'town')).toBe(errors);
  });

  it('shows the pay that does not come to the parts’ total, and nothing when it does', () => {
    expect(splitMismatch(parts, 62000)).toBeNull();
    expect(splitMismatch(parts, null)).toBeNull();
    expect(splitMismatch(parts, 62020)).toBe(
      'The pay entered comes to £620.20 a week, but the two families’ parts add up to £620.00 a week. Make the pay £620.00 a week in all, or agree a new split on the share.',
    );
  });
});

describe("a nanny share's offer, in words", () => {
  it('tells the nanny both employers and their parts', () => {
    expect(twoEmployersLine(share)).toBe(
      'Two families employ you: Hana pays £404.00 a week and Sam £216.00 a week, £620.00 in all.',
    );
  });

  it('tells the other family its own part, and who makes the offer', () => {
    expect(partnerPartLine(share)).toBe(
      'You employ her for your part: £216.00 a week. Hana’s family employs her for its part.',
    );
    expect(partnerPartLine({ ...share, posterLabel: '' })).toBe(
      'You employ her for your part: £216.00 a week. The family that posted the job employs her for its part.',
    );
    expect(partnerNoOfferLine('Hana')).toBe(
      'No offer has been made yet. Hana makes the offer for both families.',
    );
    expect(partnerNoOfferLine('')).toBe(
      'No offer has been made yet. The family that posted the job makes the offer for both families.',
    );
  });

  it('names the other family’s documents on their buttons', () => {
    expect(partnerStatementLabel('Sam and Alex Doe', 2)).toBe(
      'Download Sam and Alex Doe’s statement version 2',
    );
    expect(partnerPackLabel('Sam and Alex Doe')).toBe('Download Sam and Alex Doe’s payroll pack');
  });
});
