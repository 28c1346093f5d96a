import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { describe, expect, it } from 'vitest';
import {
  checkedLineText,
  checkState,
  dayInWords,
  lapseText,
  levelBadge,
  linkRefusal,
  LINK_REFUSAL_TEXT,
  queueKindLabel,
  referencesNote,
  refereeState,
  showsDbsCertificate,
  tokenOf,
  type RequestLike,
} from '../../frontend/src/features/verification/format.ts';
import {
  DBS_COPY_ADVICE,
  VERIFICATION_MESSAGES as M,
} from '../../lambdas/contract/verification-constants.ts';
import { checkedLines, EMPTY_TRUST, withCheck, withReference } from '../../lambdas/domain/verification.ts';

describe('dayInWords', () => {
  it('writes a stored day as day, short month and year', () => {
    expect(dayInWords('2026-03-03')).toBe('3 Mar 2026');
    expect(dayInWords('2026-11-12')).toBe('12 Nov 2026');
    expect(dayInWords('2025-09-30')).toBe('30 Sep 2025');
  });

  it('writes an instant as the UK day it fell on', () => {
    // 23:30 UTC on 30 June is already 1 July in London (summer time).
    expect(dayInWords('2026-06-30T23:30:00.000Z')).toBe('1 Jul 2026');
    expect(dayInWords('2026-12-31T23:30:00.000Z')).toBe('31 Dec 2026');
    expect(londonDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });

  it('shows anything else as given', () => {
    expect(dayInWords('soon')).toBe('soon');
    expect(dayInWords('2026-13-01')).toBe('2026-13-01');
  });
});

describe('the level badge', () => {
  it('names each level as the Safety page does, and nothing below Basic', () => {
    expect(levelBadge('none')).toBeNull();
    expect(levelBadge('basic')?.text).toBe('Basic · Identity checked');
    expect(levelBadge('verified')?.text).toBe('Verified · DBS copy and references checked');
    expect(levelBadge('premium')?.text).toBe('Premium · DBS status and first aid checked');
  });
});

describe('"What we checked"', () => {
  it('says each check with its date in words', () => {
    expect(checkedLineText({ kind: 'identity', on: '2026-03-03', lapsesOn: '2029-03-03' })).toBe(
      'Identity checked 3 Mar 2026',
    );
    expect(checkedLineText({ kind: 'dbs_certificate', on: '2026-03-03', lapsesOn: '2029-01-01' })).toBe(
      'DBS certificate checked from a copy 3 Mar 2026',
    );
    expect(checkedLineText({ kind: 'dbs_update_service', on: '2026-11-12', lapsesOn: '2027-11-12' })).toBe(
      'DBS Update Service checked 12 Nov 2026',
    );
    expect(checkedLineText({ kind: 'references', on: '2026-03-05', lapsesOn: '2029-03-01', count: 2 })).toBe(
      '2 references confirmed (latest 5 Mar 2026)',
    );
    expect(checkedLineText({ kind: 'references', on: '2026-03-05', lapsesOn: '2029-03-05', count: 1 })).toBe(
      '1 reference confirmed 5 Mar 2026',
    );
    expect(checkedLineText({ kind: 'first_aid', on: '2025-01-01', lapsesOn: '2028-01-01' })).toBe(
      'Paediatric first aid course 1 Jan 2025',
    );
    expect(checkedLineText({ kind: 'ofsted', on: '2026-11-01', lapsesOn: '2027-11-01' })).toBe(
      'Ofsted Childcare Register checked 1 Nov 2026',
    );
  });

  it('words every line the domain computes, and says when each lapses', () => {
    let trust = withCheck(EMPTY_TRUST, {
      kind: 'identity',
      documentType: 'passport',
      nameMatches: true,
      checkedOn: '2026-03-03',
    });
    trust = withCheck(trust, {
      kind: 'dbs_certificate',
      issuedOn: '2026-01-10',
      certificateLast4: '1234',
      barredListChildren: true,
      checkedOn: '2026-03-03',
    });
    trust = withReference(trust, 'r1', '2026-03-04');
    trust = withReference(trust, 'r2', '2026-03-05');
    const lines = checkedLines(trust, '2026-04-01');
    expect(lines.map(checkedLineText)).toEqual([
      'Identity checked 3 Mar 2026',
      'DBS certificate checked from a copy 3 Mar 2026',
      '2 references confirmed (latest 5 Mar 2026)',
    ]);
    expect(lines.map(lapseText)).toEqual([
      'lapses on 3 Mar 2029',
      'lapses on 10 Jan 2029',
      'the first lapses on 4 Mar 2029',
    ]);
  });
});

const request = (over: Partial<RequestLike>): RequestLike => ({
  kind: 'identity',
  status: 'requested',
  requestedAt: '2026-11-20T10:00:00.000Z',
  on: null,
  lapsesOn: null,
  reason: null,
  ...over,
});

describe('where a check stands for the nanny', () => {
  it('is not asked for when there is neither a request nor a record', () => {
    const state = checkState('identity', [], []);
    expect(state).toMatchObject({ status: 'not_asked', label: 'Not asked for yet', canRequest: true });
  });

  it('waits while a request waits, and cannot be asked for again meanwhile', () => {
    const state = checkState('identity', [request({})], []);
    expect(state.status).toBe('waiting');
    expect(state.canRequest).toBe(false);
    expect(state.details[0]).toBe('Asked for on 20 Nov 2026. Our team will look at it soon.');
  });

  it('reads a newer request of another kind as no news for this one', () => {
    const state = checkState('first_aid', [request({})], []);
    expect(state.status).toBe('not_asked');
  });

  it('says when a current record was made and when it lapses', () => {
    const lines = [{ kind: 'identity' as const, on: '2026-03-03', lapsesOn: '2029-03-03' }];
    expect(checkState('identity', [request({ status: 'recorded' })], lines)).toMatchObject({
      status: 'recorded',
      details: ['Recorded on 3 Mar 2026; lapses on 3 Mar 2029.'],
      canRequest: true,
    });
    const firstAid = [{ kind: 'first_aid' as const, on: '2025-01-01', lapsesOn: '2028-01-01' }];
    expect(checkState('first_aid', [], firstAid).details).toEqual([
      'Course on 1 Jan 2025; lapses on 1 Jan 2028.',
    ]);
  });

  it('counts a record with no request behind it (a check made before records existed)', () => {
    const lines = [{ kind: 'dbs_certificate' as const, on: '2026-03-03', lapsesOn: '2027-03-03' }];
    expect(checkState('dbs_certificate', [], lines).status).toBe('recorded');
  });

  it('gives a refusal with its reason', () => {
    const state = checkState(
      'identity',
      [request({ status: 'refused', reason: 'The photo is blurred.' })],
      [],
    );
    expect(state).toMatchObject({ status: 'refused', details: ['Refused: The photo is blurred.'] });
  });

  it('says a recorded check that no longer counts has lapsed', () => {
    const state = checkState(
      'ofsted',
      [request({ kind: 'ofsted', status: 'recorded', lapsesOn: '2026-01-01' })],
      [],
    );
    expect(state.status).toBe('lapsed');
    expect(state.details[0]).toMatch(/^Lapsed on 1 Jan 2026\./);
  });

  it('keeps the current record in view while a renewal waits', () => {
    const lines = [{ kind: 'identity' as const, on: '2026-03-03', lapsesOn: '2029-03-03' }];
    const state = checkState('identity', [request({})], lines);
    expect(state.status).toBe('waiting');
    expect(state.details[1]).toBe('Your current record: Recorded on 3 Mar 2026; lapses on 3 Mar 2029.');
  });
});

describe('where a referee stands', () => {
  const base = {
    invitedAt: '2026-11-01T09:00:00.000Z',
    linkLapsesAt: '2026-11-15T09:00:00.000Z',
    answeredAt: null,
    confirmedOn: null,
    lapsesOn: null,
    reason: null,
  };
  it('says when an invitation’s link lapses, or that it has', () => {
    expect(refereeState({ ...base, status: 'invited' }, new Date('2026-11-02T00:00:00Z'))).toEqual({
      label: 'Invited',
      detail: 'Invited on 1 Nov 2026; the link lapses on 15 Nov 2026.',
      canWithdraw: true,
    });
    expect(refereeState({ ...base, status: 'invited' }, new Date('2026-11-20T00:00:00Z')).label).toBe(
      'Link lapsed',
    );
  });

  it('words answered, confirmed, refused and withdrawn referees', () => {
    expect(refereeState({ ...base, status: 'answered', answeredAt: '2026-11-03T09:00:00Z' }).detail).toBe(
      'Answered on 3 Nov 2026; our team will confirm it.',
    );
    expect(
      refereeState({ ...base, status: 'confirmed', confirmedOn: '2026-11-04', lapsesOn: '2029-11-04' })
        .detail,
    ).toBe('Confirmed on 4 Nov 2026; counts until 4 Nov 2029.');
    expect(refereeState({ ...base, status: 'refused', reason: 'Not a childcare role.' })).toEqual({
      label: 'Refused',
      detail: 'Refused: Not a childcare role.',
      canWithdraw: false,
    });
    expect(refereeState({ ...base, status: 'withdrawn' }).canWithdraw).toBe(false);
  });

  it('says how many references Verified still needs', () => {
    expect(referencesNote(0)).toBe(
      'Verified needs at least 2 confirmed references; you have 0, so 2 more are needed.',
    );
    expect(referencesNote(1)).toMatch(/so 1 more is needed\.$/);
    expect(referencesNote(3)).toMatch(/^3 confirmed references: enough for Verified/);
  });
});

describe('a referee’s link', () => {
  it('maps the API’s refusals to the page’s states, by its words first', () => {
    expect(linkRefusal({ status: 404, message: M.linkInvalid })).toBe('invalid');
    expect(linkRefusal({ status: 410, message: M.linkLapsed })).toBe('lapsed');
    expect(linkRefusal({ status: 409, message: M.alreadyAnswered })).toBe('answered');
    expect(linkRefusal({ status: 409, message: M.refereeWithdrawn })).toBe('withdrawn');
    expect(linkRefusal({ status: 410, message: 'Gone' })).toBe('lapsed');
    expect(linkRefusal({ status: 409, message: 'Conflict' })).toBe('answered');
    expect(linkRefusal({ status: 400, message: 'Invalid request' })).toBe('invalid');
    expect(linkRefusal({ status: 404, message: 'Not found' })).toBe('invalid');
  });

  it('does not read a failure of another kind as a refusal', () => {
    expect(linkRefusal({ status: 0, message: 'network' })).toBeNull();
    expect(linkRefusal({ status: 500, message: 'Oops' })).toBeNull();
    expect(linkRefusal({ status: 429, message: 'Too many' })).toBeNull();
    expect(linkRefusal(null)).toBeNull();
  });

  it('says each refusal in the contract’s words', () => {
    expect(LINK_REFUSAL_TEXT.lapsed).toBe(M.linkLapsed);
    expect(LINK_REFUSAL_TEXT.withdrawn).toBe(M.refereeWithdrawn);
  });

  it('reads the token after #, and nothing from a broken one', () => {
    expect(tokenOf('#abc.def%2Bg')).toBe('abc.def+g');
    expect(tokenOf('')).toBe('');
    expect(tokenOf('#%E0%A4%A')).toBe('');
  });
});

describe('the moderators’ pages', () => {
  it('names each kind of queue entry', () => {
    expect(queueKindLabel('identity')).toBe('Identity check');
    expect(queueKindLabel('dbs_update_service')).toBe('DBS Update Service status check');
    expect(queueKindLabel('reference')).toBe('Reference to confirm');
  });
});

describe('a DBS certificate checked from a copy', () => {
  it('says so, and sends families to the original, only where a DBS certificate line shows', () => {
    const dbs = { kind: 'dbs_certificate' as const, on: '2026-03-03', lapsesOn: '2029-01-01' };
    const identity = { kind: 'identity' as const, on: '2026-03-03', lapsesOn: '2029-03-03' };
    expect(checkedLineText(dbs)).toBe('DBS certificate checked from a copy 3 Mar 2026');
    expect(checkedLineText(dbs)).not.toMatch(/\bseen\b/);
    expect(showsDbsCertificate([identity, dbs])).toBe(true);
    expect(showsDbsCertificate([identity])).toBe(false);
    expect(DBS_COPY_ADVICE.forFamilies).toMatch(/copy.*not the original.*see the original certificate/);
  });
});
