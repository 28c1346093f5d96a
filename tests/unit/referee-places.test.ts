import { describe, expect, it } from 'vitest';
import { MAX_REFEREES, VERIFICATION_MESSAGES as M } from '../../lambdas/contract/verification-constants.ts';
import { refereeIdFor } from '../../lambdas/data/verifications.ts';
import {
  decisionRefusal,
  HELD,
  placeOf,
  placesOfReferees,
  planNaming,
  refereeExpiry,
} from '../../lambdas/domain/referees.ts';

const now = new Date('2026-11-20T12:00:00.000Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('a nanny’s referee places', () => {
  it('are held while invited with a working link, answered or confirmed, and by nothing else', () => {
    expect(placeOf({ status: 'invited', linkLapsesAt: later(3) }, now)).toBe(later(3));
    expect(placeOf({ status: 'invited', linkLapsesAt: later(-1) }, now)).toBeNull();
    expect(placeOf({ status: 'answered', linkLapsesAt: later(-1) }, now)).toBe(HELD);
    expect(placeOf({ status: 'confirmed', linkLapsesAt: later(-100) }, now)).toBe(HELD);
    expect(placeOf({ status: 'withdrawn', linkLapsesAt: later(3) }, now)).toBeNull();
    expect(placeOf({ status: 'refused', linkLapsesAt: later(3) }, now)).toBeNull();
    expect(
      placesOfReferees(
        [
          { id: 'a', status: 'invited', linkLapsesAt: later(3) },
          { id: 'b', status: 'invited', linkLapsesAt: later(-3) },
          { id: 'c', status: 'confirmed', linkLapsesAt: later(-30) },
          { id: 'd', status: 'withdrawn', linkLapsesAt: later(3) },
        ],
        now,
      ),
    ).toEqual({ a: later(3), c: HELD });
  });

  it('take a new referee while fewer than five are held, freeing the lapsed ones in the same write', () => {
    const four = { a: HELD, b: HELD, c: later(2), d: later(9) };
    expect(planNaming(four, 'e', later(14), now)).toEqual({
      outcome: 'name',
      released: [],
      below: MAX_REFEREES,
      seen: null,
      after: { ...four, e: later(14) },
    });
    const five = { ...four, e: later(1) };
    expect(planNaming(five, 'f', later(14), now)).toEqual({ outcome: 'full' });
    // One of the five lapsed unanswered: its place is free, and the write takes its entry out.
    const lapsed = { ...four, e: later(-1) };
    expect(planNaming(lapsed, 'f', later(14), now)).toEqual({
      outcome: 'name',
      released: [['e', later(-1)]],
      below: MAX_REFEREES + 1,
      seen: null,
      after: { ...four, f: later(14) },
    });
  });

  it('name again a referee whose link lapsed, and never one who holds a place', () => {
    const places = { a: HELD, b: later(-1) };
    expect(planNaming(places, 'b', later(14), now)).toMatchObject({
      outcome: 'name',
      seen: later(-1),
      released: [['b', later(-1)]],
      after: { a: HELD, b: later(14) },
    });
    expect(planNaming(places, 'a', later(14), now)).toEqual({ outcome: 'named' });
    expect(planNaming({ a: later(1) }, 'a', later(14), now)).toEqual({ outcome: 'named' });
  });

  it('give one id to one mailbox, however it is spelt', () => {
    expect(refereeIdFor('n1', 'Ann@x.com')).toBe(refereeIdFor('n1', 'ann+1@x.com'));
    expect(refereeIdFor('n1', 'Her.Name@gmail.com')).toBe(refereeIdFor('n1', 'hername@googlemail.com'));
    expect(refereeIdFor('n1', 'ann@x.com')).not.toBe(refereeIdFor('n2', 'ann@x.com'));
    expect(refereeIdFor('n1', 'ann@x.com')).not.toBe(refereeIdFor('n1', 'bob@x.com'));
  });
});

describe('a referee who holds no place', () => {
  it('expires 30 days after the link lapses, or after the withdrawal or refusal if that is later', () => {
    const lapses = '2026-12-04T12:00:00.000Z';
    expect(refereeExpiry(lapses)).toBe(seconds('2027-01-03T12:00:00.000Z'));
    // Withdrawn before the link lapsed: from the lapse.
    expect(refereeExpiry(lapses, new Date('2026-11-25T08:00:00.000Z'))).toBe(
      seconds('2027-01-03T12:00:00.000Z'),
    );
    // Refused a month after: from the refusal.
    expect(refereeExpiry(lapses, new Date('2027-02-01T09:00:00.000Z'))).toBe(
      seconds('2027-03-03T09:00:00.000Z'),
    );
  });
});

describe('a moderator’s decision on the answer shown', () => {
  const shown = '2026-11-18T10:00:00.000Z';
  it('holds only while that answer waits', () => {
    expect(decisionRefusal({ status: 'answered', answeredAt: shown }, shown)).toBeNull();
    // Named again and answered again since the page was loaded.
    expect(decisionRefusal({ status: 'answered', answeredAt: '2026-11-19T08:00:00.000Z' }, shown)).toBe(
      M.answerChanged,
    );
    // Named again, not answered yet; or withdrawn.
    expect(decisionRefusal({ status: 'invited', answeredAt: null }, shown)).toBe(M.answerGone);
    expect(decisionRefusal({ status: 'withdrawn', answeredAt: shown }, shown)).toBe(M.answerGone);
    // Decided already, by another moderator.
    expect(decisionRefusal({ status: 'confirmed', answeredAt: shown }, shown)).toBe(M.notWaiting);
    expect(decisionRefusal({ status: 'refused', answeredAt: shown }, shown)).toBe(M.notWaiting);
  });
});
