import { describe, expect, it } from 'vitest';
import { emptyWeek, weekWith, WEEKDAYS_MON_FRI, type Week } from '../../lambdas/contract/week-constants.ts';
import { matchShare, placeMatch, rankShares, type SharePlace } from '../../lambdas/domain/share-matching.ts';

const place = (postcodeDistrict: string, schedule: Week): SharePlace => ({ postcodeDistrict, schedule });

const MON_TO_WED = weekWith(['mon', 'tue', 'wed'], ['morning', 'afternoon']);
const MINE = place('SW4', MON_TO_WED);

describe('matchShare', () => {
  it('scores the same district and the same days in full', () => {
    expect(matchShare(MINE, place('SW4', MON_TO_WED))).toEqual({
      score: 100,
      sameDistrict: true,
      commonDays: ['mon', 'tue', 'wed'],
      reasons: ['Same district: SW4', 'You both need Monday to Wednesday', 'The same hours on those days'],
    });
  });

  it('counts a sub-district as its district', () => {
    const match = matchShare(place('SW1A', MON_TO_WED), place('SW1', MON_TO_WED));
    expect(match?.sameDistrict).toBe(true);
    expect(match?.reasons[0]).toBe('Same district: SW1A');
  });

  it('scores the same area, another district, lower', () => {
    // 25 for the area; common days Monday and Wednesday of the four either needs: 50 × 2/4 = 25.
    const theirs = place('SW9', weekWith(['mon', 'wed', 'thu'], ['morning']));
    expect(matchShare(MINE, theirs)).toEqual({
      score: 50,
      sameDistrict: false,
      commonDays: ['mon', 'wed'],
      reasons: ['Same postcode area: SW', 'You both need Monday and Wednesday'],
    });
  });

  it('says nothing of the same hours when one family needs a part the other does not', () => {
    const theirs = place('SW4', weekWith(['mon', 'tue', 'wed'], ['morning']));
    expect(matchShare(MINE, theirs)?.reasons).toEqual([
      'Same district: SW4',
      'You both need Monday to Wednesday',
    ]);
  });

  it('rounds the days’ points to a whole number', () => {
    // Monday to Wednesday in common of Monday to Friday: 50 + 50 × 3/5 = 80; of seven days: 50 + 21.43.
    expect(matchShare(MINE, place('SW4', weekWith(WEEKDAYS_MON_FRI, ['morning'])))?.score).toBe(80);
    const everyDay = weekWith(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['morning']);
    expect(matchShare(MINE, place('SW4', everyDay))?.score).toBe(71);
  });

  it('reads districts as typed', () => {
    expect(matchShare(MINE, place('sw4', MON_TO_WED))?.sameDistrict).toBe(true);
  });

  it('is no match in another postcode area', () => {
    expect(matchShare(MINE, place('SE4', MON_TO_WED))).toBeNull();
    expect(matchShare(MINE, place('W4', MON_TO_WED))).toBeNull();
  });

  it('is no match where a district cannot be read', () => {
    expect(matchShare(MINE, place('', MON_TO_WED))).toBeNull();
    expect(matchShare(place('ZZ9', MON_TO_WED), place('ZZ9', MON_TO_WED))).toBeNull();
  });

  it('is no match without a day both need', () => {
    expect(matchShare(MINE, place('SW4', weekWith(['thu', 'fri'], ['morning'])))).toBeNull();
    expect(matchShare(MINE, place('SW4', emptyWeek()))).toBeNull();
  });

  it('is no match when the same days need different parts of them', () => {
    expect(matchShare(MINE, place('SW4', weekWith(['mon', 'tue', 'wed'], ['evening'])))).toBeNull();
  });
});

describe('rankShares', () => {
  const others = [
    { id: 'area', place: place('SW9', MON_TO_WED) },
    { id: 'away', place: place('N1', MON_TO_WED) },
    { id: 'district-two-days', place: place('SW4', weekWith(['mon', 'tue'], ['morning'])) },
    { id: 'district-all', place: place('SW4', MON_TO_WED) },
    { id: 'no-days', place: place('SW4', weekWith(['sat'], ['morning'])) },
    { id: 'area-again', place: place('SW2', MON_TO_WED) },
  ];

  it('ranks the best first and leaves out what does not match', () => {
    const ranked = rankShares(others, (other) => matchShare(MINE, other.place));
    expect(ranked.map(({ item }) => item.id)).toEqual([
      'district-all',
      'district-two-days',
      'area',
      'area-again',
    ]);
    expect(ranked.map(({ match }) => match.score)).toEqual([100, 83, 75, 75]);
  });

  it('puts more days in common first on the same score', () => {
    const two = { score: 60, sameDistrict: true, commonDays: ['mon' as const, 'tue' as const], reasons: [] };
    const one = { score: 60, sameDistrict: true, commonDays: ['mon' as const], reasons: [] };
    const ranked = rankShares(['one', 'two'], (id) => (id === 'one' ? one : two));
    expect(ranked.map(({ item }) => item)).toEqual(['two', 'one']);
  });

  it('keeps the order given on a tie, and returns nothing for nothing', () => {
    const same = { score: 60, sameDistrict: true, commonDays: ['mon' as const], reasons: [] };
    expect(rankShares(['c', 'a', 'b'], () => same).map(({ item }) => item)).toEqual(['c', 'a', 'b']);
    expect(rankShares([], () => same)).toEqual([]);
  });
});

describe('placeMatch', () => {
  it('says how near a district is, in words, or nothing in another area', () => {
    expect(placeMatch('SW4', 'SW4')).toEqual({ sameDistrict: true, reason: 'Same district: SW4' });
    expect(placeMatch('SW1', 'SW1A')).toEqual({ sameDistrict: true, reason: 'Same district: SW1' });
    expect(placeMatch('SW4', 'SW9')).toEqual({ sameDistrict: false, reason: 'Same postcode area: SW' });
    expect(placeMatch('SW4', 'LS1')).toBeNull();
    expect(placeMatch('SW4', 'nowhere')).toBeNull();
  });
});
