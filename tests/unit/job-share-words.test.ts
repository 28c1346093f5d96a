import { describe, expect, it } from 'vitest';
import { shareTag } from '../../frontend/src/features/jobs/shareTag.ts';
import { WORKED_SPLIT } from '../support/worked-split.ts';
import { jobCard, type JobShareView } from '../../lambdas/contract/jobs.ts';
import type { ShareView } from '../../lambdas/contract/shares.ts';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { FAMILY_JOB_PRICE_PENCE } from '../../lambdas/contract/jobs-constants.ts';
import { weekWith } from '../../lambdas/contract/week-constants.ts';
import { ApiError } from '../../frontend/src/api/errors.ts';
import {
  familyOf,
  SHARE_SECTION_INTRO,
  shareDaysText,
  shareFamilyFacts,
  shareFamilyNames,
  shareHomeLine,
  shareTotalLine,
} from '../../frontend/src/features/jobs/share.ts';
import {
  otherFamilyName,
  shareIdFrom,
  sharePostPath,
  sharePostingBlocker,
  sharePostingNote,
  sharePrefill,
  shareRefusalMessage,
} from '../../frontend/src/features/job-posting/share.ts';
import { shareOfJob } from '../../lambdas/services/job-cards.ts';

const SHARE: JobShareView = {
  home: 'first',
  families: [
    {
      label: 'Sarah',
      postcodeDistrict: 'SW4',
      days: weekWith(['mon', 'tue', 'wed'], ['morning', 'afternoon']),
      children: 2,
      childrenAges: '2 and 4',
      weeklyGrossPence: 40400,
      hours: 35,
    },
    {
      label: 'Priya',
      postcodeDistrict: 'SW9',
      days: weekWith(['wed', 'fri'], ['morning']),
      children: 1,
      childrenAges: '',
      weeklyGrossPence: 21600,
      hours: 30,
    },
  ],
  totalWeeklyGrossPence: 62000,
};

describe('a nanny share on the job page', () => {
  it('says plainly what a share is, and tags the card', () => {
    expect(SHARE_SECTION_INTRO.join(' ')).toBe(
      'Two families share this nanny. She looks after both families’ children together. Each family employs her for its own part, with its own payroll and written statement.',
    );
    expect(shareTag(SHARE)).toBe('Nanny share: 2 families');
  });

  it('names each family by its first name, or by its place when it cannot', () => {
    expect(familyOf('Sarah')).toBe('Sarah’s family');
    expect(familyOf('Family')).toBeNull();
    expect(familyOf(' ')).toBeNull();
    expect(shareFamilyNames(SHARE)).toEqual(['Sarah’s family', 'Priya’s family']);
    const same = { families: SHARE.families.map((f) => ({ ...f, label: 'Test' })) };
    expect(shareFamilyNames(same)).toEqual(['The first family', 'The second family']);
    const unnamed = { families: [SHARE.families[0]!, { ...SHARE.families[1]!, label: 'Family' }] };
    expect(shareFamilyNames(unnamed)).toEqual(['Sarah’s family', 'The second family']);
  });

  it('says whose home she works in', () => {
    expect(shareHomeLine(SHARE)).toBe('At the first family’s home (Sarah’s family, SW4)');
    expect(shareHomeLine({ ...SHARE, home: 'partner' })).toBe(
      'At the second family’s home (Priya’s family, SW9)',
    );
    expect(shareHomeLine({ ...SHARE, home: 'alternate' })).toBe('Taking turns at the two families’ homes');
    const same = { ...SHARE, families: SHARE.families.map((f) => ({ ...f, label: 'Test' })) };
    expect(shareHomeLine(same)).toBe('At the first family’s home (SW4)');
  });

  it('gives each family’s part in words, and the whole pay', () => {
    expect(shareFamilyFacts(SHARE.families[0]!)).toEqual([
      ['Where', 'SW4'],
      ['Days', 'Mornings and afternoons, Monday to Wednesday'],
      ['Children', '2 children, aged 2 and 4'],
      ['Its part of the pay', '£404.00 a week gross'],
      ['Hours', '35 hours a week'],
    ]);
    expect(shareFamilyFacts(SHARE.families[1]!)).toEqual([
      ['Where', 'SW9'],
      ['Days', 'Mornings, Wednesday and Friday'],
      ['Children', '1 child'],
      ['Its part of the pay', '£216.00 a week gross'],
      ['Hours', '30 hours a week'],
    ]);
    expect(shareDaysText(weekWith([], []))).toBe('Not stated');
    expect(shareDaysText(weekWith(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['morning']))).toBe(
      'Mornings, every day',
    );
    // Other families read the parts of the day too, each set of parts with its days.
    const week = weekWith(['mon', 'tue', 'wed', 'thu'], ['morning']);
    week.tue = ['morning', 'afternoon'];
    expect(shareDaysText(week)).toBe(
      'Mornings, Monday, Wednesday and Thursday; mornings and afternoons, Tuesday',
    );
    expect(
      shareDaysText({ ...weekWith(['mon', 'tue', 'wed', 'thu'], ['morning']), fri: ['afternoon'] }),
    ).toBe('Mornings, Monday to Thursday; afternoons, Friday');
    expect(shareTotalLine(SHARE)).toBe('Both parts together: £620.00 a week gross.');
  });
});

describe('a share’s job as the board and the page give it', () => {
  const stored = {
    shareId: 'share-1234',
    home: 'alternate' as const,
    families: SHARE.families.map(({ days, ...f }, i) => ({
      ...f,
      schedule: days,
      accountId: `acct-${i}`,
      side: i === 0 ? ('first' as const) : ('partner' as const),
    })),
    totalWeeklyGrossPence: 62000,
  };

  it('keeps the families’ accounts and the share’s id to the server', () => {
    const view = shareOfJob(stored);
    expect(view).toEqual({ ...SHARE, home: 'alternate' });
    expect(JSON.stringify(view)).not.toMatch(/acct-|share-1234|accountId|side/);
  });

  it('is read by the card’s schema, which drops anything more, and is absent on older pages', () => {
    const card = {
      id: 'j',
      title: 't',
      description: 'd',
      location: 'l',
      postcodeDistrict: null,
      jobType: 'live-out',
      jobTypeLabel: 'Live-out',
      posterType: 'family',
      posterLabel: 'Family',
      posterLogoUrl: null,
      posterWebsite: null,
      photoUrl: null,
      pay: null,
      payLine: '',
      hoursLine: null,
      daysHours: '',
      childrenAges: '',
      startDate: '2026-01-01',
      languages: [],
      requirements: [],
      publishedAt: '2026-01-01T00:00:00.000Z',
      viewer: null,
    };
    expect(jobCard.parse(card).share).toBeUndefined();
    expect(jobCard.parse({ ...card, share: null }).share).toBeNull();
    const leaked = {
      ...SHARE,
      shareId: 'share-1234',
      families: SHARE.families.map((f, i) => ({ ...f, accountId: `acct-${i}`, side: 'first' })),
    };
    const parsed = jobCard.parse({ ...card, share: leaked }).share;
    expect(parsed).toEqual(SHARE);
    expect(JSON.stringify(parsed)).not.toMatch(/acct-|share-1234|accountId|side/);
  });
});

const member = (label: string, postcodeDistrict = 'SW4') => ({
  accountId: `acct-${label}`,
  label,
  part: { postcodeDistrict, schedule: weekWith(['mon'], ['morning']), children: 1, childrenAges: '' },
  employer: null,
});
const SPLIT: NonNullable<ShareView['split']> = {
  version: 2,
  input: { ...WORKED_SPLIT, sharedHourlyPence: 1850 },
  result: {
    first: { sharedPence: 0, soloPence: 0, weeklyGrossPence: 40400, hours: 35, sharedFraction: 0.6 },
    partner: { sharedPence: 0, soloPence: 0, weeklyGrossPence: 21600, hours: 30, sharedFraction: 0.4 },
    totalWeeklyGrossPence: 62000,
    totalHours: 35,
    lines: [],
  },
  proposedBy: 'first',
  agreed: true,
  proposedAt: '2026-01-01T00:00:00.000Z',
};
const paired = {
  mySide: 'partner' as const,
  status: 'paired' as const,
  jobId: null,
  first: member('Sarah', 'SW4'),
  partner: member('Priya', 'SW9'),
  split: SPLIT,
};

describe('posting a share’s job', () => {
  it('reads the share from the address', () => {
    expect(shareIdFrom('?share=abc-12345678')).toBe('abc-12345678');
    expect(shareIdFrom('?code=SPRING&share=abc-12345678')).toBe('abc-12345678');
    expect(shareIdFrom('')).toBeNull();
    expect(shareIdFrom('?share=')).toBeNull();
    expect(sharePostPath('abc-12345678')).toBe('/post-job-family?share=abc-12345678');
  });

  it('says at the top whom it is posted with and that one fee is paid', () => {
    expect(FAMILY_JOB_PRICE_PENCE).toBe(5000);
    expect(sharePostingNote(paired, FAMILY_JOB_PRICE_PENCE)).toBe(
      'Posting for your nanny share with Sarah’s family: one £50 fee, paid by you; the job shows both families’ parts.',
    );
    expect(otherFamilyName({ ...paired, mySide: 'first' })).toBe('Priya’s family');
    expect(otherFamilyName({ ...paired, first: member('Family') })).toBe('the other family');
  });

  it('says why the job cannot be posted yet, in the server’s words', () => {
    expect(sharePostingBlocker(paired)).toBeNull();
    expect(sharePostingBlocker({ ...paired, split: { ...SPLIT, agreed: false } })).toBe(
      SHARE_TEXTS.splitNotAgreed,
    );
    expect(sharePostingBlocker({ ...paired, split: null })).toBe(SHARE_TEXTS.splitNotAgreed);
    expect(sharePostingBlocker({ ...paired, status: 'posted', jobId: 'job-12345678' })).toBe(
      SHARE_TEXTS.jobPostedAlready,
    );
    expect(sharePostingBlocker({ ...paired, status: 'seeking', partner: null })).toBe(SHARE_TEXTS.notPaired);
    expect(sharePostingBlocker({ ...paired, status: 'ended' })).toBe(SHARE_TEXTS.ended);
    expect(sharePostingBlocker({ ...paired, mySide: null })).toBe(SHARE_TEXTS.notMember);
  });

  it('fills the empty fields from the split: the first family’s district, and both parts’ pay a week', () => {
    const empty = { postcode: '', pay: { min: null, max: null, hoursPerWeek: null } };
    // The whole pay a week for the whole hours, as the share's box adds the two parts up: not the shared
    // rate an hour, which for these hours would come to another total.
    expect(sharePrefill(paired, empty)).toEqual({
      postcode: 'SW4',
      pay: { period: 'weekly', min: 620, hoursPerWeek: 35 },
      hoursPerWeek: null,
    });
    expect(
      sharePrefill(paired, { postcode: 'SW9 1AA', pay: { min: 17, max: null, hoursPerWeek: 40 } }),
    ).toEqual({ postcode: null, pay: null, hoursPerWeek: null });
    // Pay typed without hours: the pay is the family's own, the hours the split's.
    expect(sharePrefill(paired, { postcode: '', pay: { min: 17, max: null, hoursPerWeek: null } })).toEqual({
      postcode: 'SW4',
      pay: null,
      hoursPerWeek: 35,
    });
    expect(sharePrefill({ ...paired, split: null }, empty)).toEqual({
      postcode: 'SW4',
      pay: null,
      hoursPerWeek: null,
    });
  });

  it('shows the server’s refusal of the share as the form’s error', () => {
    expect(shareRefusalMessage(new ApiError(409, 'CONFLICT', SHARE_TEXTS.splitNotAgreed))).toBe(
      SHARE_TEXTS.splitNotAgreed,
    );
    expect(shareRefusalMessage(new ApiError(404, 'NOT_FOUND', SHARE_TEXTS.notFound))).toBe(
      SHARE_TEXTS.notFound,
    );
    expect(
      shareRefusalMessage(
        new ApiError(400, 'VALIDATION', 'Invalid request body', { shareId: SHARE_TEXTS.notFound }),
      ),
    ).toBe(SHARE_TEXTS.notFound);
    // The form's own fields, a lost session, a limit and a server fault are reported as before.
    expect(
      shareRefusalMessage(new ApiError(400, 'VALIDATION', 'Invalid request body', { postcode: 'x' })),
    ).toBeNull();
    expect(shareRefusalMessage(new ApiError(401, 'UNAUTHORIZED', 'Sign in'))).toBeNull();
    expect(shareRefusalMessage(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toBeNull();
    expect(shareRefusalMessage(new ApiError(500, 'INTERNAL', 'Oops'))).toBeNull();
    expect(shareRefusalMessage(new Error('offline'))).toBeNull();
  });
});
