import { describe, expect, it } from 'vitest';
import { WORKED_SPLIT } from '../support/worked-split.ts';
import type { ShareView } from '../../lambdas/contract/shares.ts';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { emptyWeek, weekWith } from '../../lambdas/contract/week-constants.ts';
import {
  canAgreeSplit,
  canPostJob,
  childrenInWords,
  formFieldErrors,
  hoursFromParts,
  hoursText,
  leaveText,
  memberName,
  partDays,
  shareJobPath,
  shareStatusText,
  sidesOf,
  splitNames,
  splitStart,
  splitStateText,
} from '../../frontend/src/features/shares/format.ts';

const part = (children: number, days = weekWith(['mon', 'tue', 'wed'], ['morning'])) => ({
  postcodeDistrict: 'SW4',
  schedule: days,
  children,
  childrenAges: '',
});

const member = (label: string, children: number) => ({
  accountId: `acct-${label.toLowerCase()}`,
  label,
  part: part(children),
  employer: null,
});

const SPLIT: NonNullable<ShareView['split']> = {
  version: 3,
  input: WORKED_SPLIT,
  result: {
    first: { sharedPence: 32400, soloPence: 8000, weeklyGrossPence: 40400, hours: 35, sharedFraction: 0.6 },
    partner: { sharedPence: 21600, soloPence: 0, weeklyGrossPence: 21600, hours: 30, sharedFraction: 0.4 },
    totalWeeklyGrossPence: 62000,
    totalHours: 35,
    lines: [],
  },
  proposedBy: 'first',
  agreed: false,
  proposedAt: '2026-11-01T10:00:00.000Z',
};

function share(over: Partial<ShareView> = {}): ShareView {
  return {
    id: 'share-0001',
    status: 'paired',
    listed: true,
    about: '',
    mySide: 'partner',
    first: member('Amelia', 2),
    partner: member('Priya', 1),
    split: null,
    jobId: null,
    proposals: [],
    myProposal: null,
    reasons: [],
    conversationId: 'c'.repeat(32),
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

describe('a share in words', () => {
  it('says the children, with their ages when given', () => {
    expect(childrenInWords(1, '')).toBe('1 child');
    expect(childrenInWords(2, '  2 and 4 ')).toBe('2 children, aged 2 and 4');
    expect(childrenInWords(3, '   ')).toBe('3 children');
  });

  it('says the parts of the days a part needs, or nothing when none is ticked', () => {
    expect(partDays(weekWith(['mon', 'tue', 'wed', 'thu'], ['morning']))).toBe(
      'Mornings, Monday to Thursday',
    );
    expect(partDays(weekWith(['mon', 'fri'], ['afternoon']))).toBe('Afternoons, Monday and Friday');
    expect(partDays({ ...weekWith(['mon', 'tue', 'wed', 'thu'], ['morning']), tue: ['afternoon'] })).toBe(
      'Mornings, Monday, Wednesday and Thursday; afternoons, Tuesday',
    );
    expect(partDays(emptyWeek())).toBe('');
  });

  it('says hours without float noise', () => {
    expect(hoursText(30)).toBe('30');
    expect(hoursText(7.5)).toBe('7.5');
    expect(hoursText(0.1 + 0.2)).toBe('0.3');
  });

  it("names the reader's own family 'You' and the other by its name", () => {
    const view = share({ mySide: 'first' });
    expect(sidesOf(view)).toEqual({ mine: 'first', other: 'partner' });
    expect(sidesOf(share({ mySide: null }))).toBeNull();
    expect(memberName(view, 'first', view.first)).toBe('You');
    expect(memberName(view, 'partner', view.partner!)).toBe('Priya');
  });

  it("says where the family's own share stands", () => {
    const open = { familyId: 'acct-0001', familyLabel: 'Zoe', part: part(1), status: 'open' as const };
    const proposal = { ...open, conversationId: null, createdAt: '2026-11-02T09:00:00.000Z', reasons: [] };
    expect(
      shareStatusText(share({ status: 'seeking', mySide: 'first', partner: null, proposals: [proposal] })),
    ).toBe('Listed for families nearby. 1 proposal is waiting for your answer.');
    expect(shareStatusText(share({ status: 'seeking', mySide: 'first', partner: null, listed: false }))).toBe(
      'Not listed: the family you share with joins by its link.',
    );
    expect(shareStatusText(share({ mySide: 'first' }))).toBe('You share a nanny with Priya.');
    expect(shareStatusText(share({ status: 'posted' }))).toBe(
      'You share a nanny with Amelia. The job for both families is posted.',
    );
    expect(shareStatusText(share({ status: 'ended' }))).toBe(SHARE_TEXTS.ended);
  });
});

describe('the split', () => {
  it('is agreed by the family that did not propose it, once', () => {
    expect(canAgreeSplit(share({ split: SPLIT, mySide: 'partner' }))).toBe(true);
    expect(canAgreeSplit(share({ split: SPLIT, mySide: 'first' }))).toBe(false);
    expect(canAgreeSplit(share({ split: { ...SPLIT, agreed: true } }))).toBe(false);
    expect(canAgreeSplit(share({ split: null }))).toBe(false);
    expect(canAgreeSplit(share({ split: SPLIT, mySide: null }))).toBe(false);
    expect(canAgreeSplit(share({ split: SPLIT, status: 'ended' }))).toBe(false);
  });

  it('says who proposed it and whether it is agreed', () => {
    expect(splitStateText(share({ mySide: 'first' }), SPLIT)).toBe(
      'You proposed this split. The other family has not agreed it yet.',
    );
    expect(splitStateText(share({ mySide: 'partner' }), SPLIT)).toBe(
      'Amelia proposed this split. Agree it, or propose another.',
    );
    expect(splitStateText(share(), { ...SPLIT, agreed: true })).toBe('Both families agreed this split.');
  });

  it("starts the calculator from the split as it stands, else from the two families' parts", () => {
    expect(splitStart(share({ split: SPLIT }))).toEqual(SPLIT.input);
    // Both need Monday to Wednesday mornings: 15 hours together, none alone.
    expect(splitStart(share())).toEqual({
      sharedHours: 15,
      soloHours: { first: 0, partner: 0 },
      children: { first: 2, partner: 1 },
      hostAllowancePercent: 0,
    });
    const first = {
      ...member('Hana', 2),
      part: part(2, weekWith(['mon', 'tue', 'wed', 'thu'], ['morning'])),
    };
    const partner = {
      ...member('Sam', 1),
      part: part(1, weekWith(['tue', 'wed'], ['morning', 'afternoon'])),
    };
    expect(splitStart(share({ first, partner }))).toEqual({
      sharedHours: 10,
      soloHours: { first: 10, partner: 10 },
      children: { first: 2, partner: 1 },
      hostAllowancePercent: 0,
    });
    expect(splitStart(share({ partner: null }))).toEqual({
      children: { first: 2, partner: 1 },
      hostAllowancePercent: 0,
    });
  });

  it('counts the hours both families need as shared, and the rest as each one’s own', () => {
    const none = emptyWeek();
    expect(hoursFromParts(none, none)).toEqual({ sharedHours: 0, soloHours: { first: 0, partner: 0 } });
    // Mornings, afternoons and evenings are 5 hours each; overnight, 10pm to 7am, is 9.
    expect(
      hoursFromParts(
        { ...none, mon: ['morning', 'overnight'], sat: ['evening'] },
        { ...none, mon: ['morning', 'afternoon'], sun: ['overnight'] },
      ),
    ).toEqual({ sharedHours: 5, soloHours: { first: 14, partner: 14 } });
    // The same part on another day is not shared.
    expect(hoursFromParts(weekWith(['mon'], ['morning']), weekWith(['tue'], ['morning']))).toEqual({
      sharedHours: 0,
      soloHours: { first: 5, partner: 5 },
    });
  });

  it('names the two families in the calculator by first name, when each has its own', () => {
    expect(splitNames(share())).toEqual({ first: 'Amelia’s family', partner: 'Priya’s family' });
    expect(splitNames(share({ partner: null }))).toBeUndefined();
    expect(splitNames(share({ partner: member('Amelia', 1) }))).toBeUndefined();
    expect(splitNames(share({ partner: member('Family', 1) }))).toBeUndefined();
  });
});

describe('the job and leaving', () => {
  it('may be posted by a member once the split is agreed, and only once', () => {
    const agreed = { ...SPLIT, agreed: true };
    expect(canPostJob(share({ split: agreed }))).toBe(true);
    expect(canPostJob(share({ split: SPLIT }))).toBe(false);
    expect(canPostJob(share({ split: agreed, jobId: 'job-1' }))).toBe(false);
    expect(canPostJob(share({ split: agreed, mySide: null }))).toBe(false);
    expect(canPostJob(share({ split: agreed, status: 'posted' }))).toBe(false);
    expect(shareJobPath('share-0001')).toBe('/post-job-family?share=share-0001');
  });

  it('says what leaving does, and what becomes of a posted job', () => {
    expect(leaveText(share({ status: 'seeking', mySide: 'first', partner: null }))).toMatch(/proposals/);
    expect(leaveText(share({ mySide: 'partner' }))).toBe('The share ends, and Amelia is told by email.');
    expect(leaveText(share({ mySide: 'first', jobId: 'job-1', status: 'posted' }))).toBe(
      `The share ends, and Priya is told by email. ${SHARE_TEXTS.leftJobNote}`,
    );
  });
});

describe("the server's field messages", () => {
  it('go to the fields the form has, in its order, each once', () => {
    const order = ['part.postcode', 'part.schedule', 'part.children', 'text'] as const;
    expect(
      formFieldErrors(
        {
          text: 'Write a message to the family',
          'part.schedule.mon': 'Choose morning, afternoon, evening or overnight',
          'part.schedule': 'Choose the parts of the days you need a nanny',
          'part.postcode': 'Enter a UK postcode',
          elsewhere: 'Not a field of this form',
        },
        order,
      ),
    ).toEqual([
      ['part.postcode', 'Enter a UK postcode'],
      ['part.schedule', 'Choose morning, afternoon, evening or overnight'],
      ['text', 'Write a message to the family'],
    ]);
    expect(formFieldErrors({}, order)).toEqual([]);
  });
});
