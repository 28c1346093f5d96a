import { describe, expect, it } from 'vitest';
import { candidatesQuery } from '../../lambdas/contract/nanny.ts';
import {
  candidateMatches,
  hasFilters,
  type CandidateFilters,
} from '../../lambdas/domain/candidate-search.ts';
import { EMPTY_TRUST, type TrustSummary } from '../../lambdas/domain/verification.ts';
import { filterParams, NO_FILTERS, readFilters } from '../../frontend/src/features/candidates/filters.ts';

const TODAY = '2026-11-28';
const profile = (trust: TrustSummary) => ({
  postcodeDistrict: 'SW4',
  skills: [],
  languages: [],
  drivingLicense: false,
  trust,
  lookingFor: [],
  availableFrom: null,
  availability: null,
});
const withOfsted = (checkedOn: string, lapsesOn: string): TrustSummary => ({
  ...EMPTY_TRUST,
  ofsted: { checkedOn, lapsesOn },
});
const ofstedOnly: CandidateFilters = { ofsted: true };

describe('the "Ofsted registered (recorded)" filter', () => {
  it('reads ofsted=1 from the address as the other flags, and refuses anything else', () => {
    expect(candidatesQuery.parse({ ofsted: '1' }).ofsted).toBe(true);
    expect(candidatesQuery.parse({}).ofsted).toBeFalsy();
    expect(candidatesQuery.safeParse({ ofsted: 'yes' }).success).toBe(false);
  });

  it('keeps only nannies whose recorded Ofsted check still counts today', () => {
    expect(candidateMatches(profile(withOfsted('2026-06-01', '2027-06-01')), ofstedOnly, TODAY)).toBe(true);
    // Lapsed twelve months after the check, or never recorded: not shown.
    expect(candidateMatches(profile(withOfsted('2025-11-01', '2026-11-01')), ofstedOnly, TODAY)).toBe(false);
    expect(candidateMatches(profile(EMPTY_TRUST), ofstedOnly, TODAY)).toBe(false);
    // Without the filter, everyone.
    expect(candidateMatches(profile(EMPTY_TRUST), {}, TODAY)).toBe(true);
    expect(hasFilters(ofstedOnly)).toBe(true);
  });

  it('is kept in the page’s address and sent with the list’s query', () => {
    const filters = readFilters(new URLSearchParams('ofsted=1&level=basic'));
    expect(filters).toEqual({ ...NO_FILTERS, ofsted: true, level: 'basic' });
    expect(filterParams(filters)).toEqual({ level: 'basic', ofsted: '1' });
    expect(readFilters(new URLSearchParams('ofsted=0')).ofsted).toBe(false);
  });
});
