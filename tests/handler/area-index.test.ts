import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_TRUST } from '../../lambdas/domain/verification.ts';
import type { NannyProfile } from '../../lambdas/domain/nanny.ts';
import { stubFunctionEnv } from '../support/aws.ts';

/**
 * The postcode-area index (gsi3) follows every write that lists or unlists a job or a profile: what
 * each write builds, at the SDK boundary's input, for an item with a district and one without.
 */
beforeAll(() => stubFunctionEnv());

const profile = (over: Partial<NannyProfile> = {}): NannyProfile => ({
  id: 'nanny-0001',
  userId: 'user-1',
  fullName: 'Amelia Hughes',
  location: 'Clapham, London',
  postcodeDistrict: 'SW4',
  lookingFor: [],
  availableFrom: null,
  availability: null,
  yearsExperience: 5,
  email: 'amelia@example.com',
  bio: 'Warm and patient.',
  skills: ['SEN'],
  languages: ['English'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: null,
  hourlyRateMax: null,
  additionalComments: '',
  photo: null,
  cv: null,
  dbs: null,
  references: [],
  rating: 4.5,
  totalReviews: 2,
  ratingSum: 9,
  trust: EMPTY_TRUST,
  trustVersion: 0,
  hidden: false,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

describe('nanny profiles in their area', () => {
  it('a listed profile with a district is in its area; unlisted or without one, it is not', async () => {
    const { nannyToItem } = await import('../../lambdas/data/nannies.ts');
    const listed = nannyToItem(profile());
    expect(listed).toMatchObject({ gsi1pk: 'CANDIDATES', gsi3pk: 'CANDIDATES_AREA#SW' });
    expect(listed.gsi3sk).toBe(listed.gsi1sk);
    expect(nannyToItem(profile({ activelyLooking: false }))).not.toHaveProperty('gsi3pk');
    expect(nannyToItem(profile({ postcodeDistrict: null }))).not.toHaveProperty('gsi3pk');
  });

  it('a hide takes her out of both lists; showing her again puts her back in her area', async () => {
    const { nannyVisibilityWrite } = await import('../../lambdas/data/nannies.ts');
    const hide = nannyVisibilityWrite(profile(), true).Update;
    expect(hide.UpdateExpression).toMatch(/REMOVE gsi1pk, gsi1sk, gsi3pk, gsi3sk/);
    const show = nannyVisibilityWrite(profile({ hidden: true }), false).Update;
    expect(Object.values(show.ExpressionAttributeValues)).toContain('CANDIDATES_AREA#SW');
    expect(show.UpdateExpression).not.toMatch(/REMOVE/);
    const noDistrict = nannyVisibilityWrite(profile({ hidden: true, postcodeDistrict: null }), false).Update;
    expect(noDistrict.UpdateExpression).toMatch(/REMOVE gsi3pk, gsi3sk$/);
  });

  it('a review moves her place in her area as in the whole list', async () => {
    const { reviewAggregateWrite } = await import('../../lambdas/data/nannies.ts');
    const write = reviewAggregateWrite(
      { profile: profile(), listed: true },
      { ratingSum: 14, totalReviews: 3 },
    );
    expect(write.Update!.UpdateExpression).toMatch(/gsi1sk = :s, gsi3sk = :s/);
    const elsewhere = reviewAggregateWrite(
      { profile: profile({ postcodeDistrict: null }), listed: true },
      { ratingSum: 14, totalReviews: 3 },
    );
    expect(elsewhere.Update!.UpdateExpression).not.toMatch(/gsi3sk/);
  });
});

describe('jobs in their area', () => {
  it('the board index carries the area only for a job with a district', async () => {
    const { boardIndex, boardIndexUpdate } = await import('../../lambdas/data/jobs.ts');
    expect(boardIndex('rota', '2026-11-01T00:00:00.000Z', 'job-1', 'SW1A')).toMatchObject({
      gsi3pk: 'JOBS_AREA#SW',
      gsi3sk: '2026-11-01T00:00:00.000Z#job-1',
    });
    const without = boardIndexUpdate(boardIndex('rota', '2026-11-01T00:00:00.000Z', 'job-1', null));
    expect(without.set).not.toMatch(/gsi3/);
    expect(without.removeArea).toBe(' REMOVE gsi3pk, gsi3sk');
  });
});
