import { describe, expect, it } from 'vitest';
import {
  responsivenessLines,
  responsivenessView,
  storedResponsiveness,
} from '../../lambdas/contract/responsiveness-constants.ts';
import {
  addDays,
  bandOf,
  caseAttribute,
  countsOf,
  expiredAttributes,
  medianBand,
  meetingAttribute,
  summarise,
  windowStart,
} from '../../lambdas/domain/responsiveness.ts';

const HOUR = 3600_000;

describe('bands', () => {
  it('puts each time in the band whose bound it does not pass', () => {
    expect(bandOf(0)).toBe('day');
    expect(bandOf(24 * HOUR)).toBe('day');
    expect(bandOf(24 * HOUR + 1)).toBe('2days');
    expect(bandOf(48 * HOUR)).toBe('2days');
    expect(bandOf(72 * HOUR)).toBe('3days');
    expect(bandOf(72 * HOUR + 1)).toBe('week');
    expect(bandOf(168 * HOUR)).toBe('week');
    expect(bandOf(168 * HOUR + 1)).toBe('longer');
    // A clock that ran back reads as no time at all, never as a negative one.
    expect(bandOf(-5 * HOUR)).toBe('day');
  });
});

describe('the median band and the three-case rule', () => {
  it('shows nothing from fewer than three cases', () => {
    expect(medianBand([0, 0, 0, 0, 0])).toBeNull();
    expect(medianBand([2, 0, 0, 0, 0])).toBeNull();
    expect(medianBand([1, 0, 0, 0, 1])).toBeNull();
    expect(medianBand([3, 0, 0, 0, 0])).toBe('day');
  });

  it('takes the middle case, and the slower middle one of an even number', () => {
    expect(medianBand([2, 0, 0, 0, 1])).toBe('day');
    expect(medianBand([1, 0, 0, 0, 2])).toBe('longer');
    // Four cases, two within a day and two in a week: "usually within a day" would be only half.
    expect(medianBand([2, 0, 0, 2, 0])).toBe('week');
    expect(medianBand([3, 0, 0, 1, 0])).toBe('day');
    expect(medianBand([1, 1, 1, 0, 0])).toBe('2days');
  });
});

const record = (entries: Record<string, number>) => countsOf(entries);

describe('a record over 90 days', () => {
  const today = '2026-11-28';

  it('reads its attributes by day and ignores anything else', () => {
    const days = record({
      [caseAttribute('replies', '2026-11-27', 'day')]: 2,
      [caseAttribute('reads', '2026-11-27', 'week')]: 1,
      [meetingAttribute('held', '2026-11-20')]: 1,
      [meetingAttribute('missed', '2026-11-20')]: 1,
      summary: 5,
      d2026_m0: 3,
    });
    expect([...days.keys()].sort()).toEqual(['2026-11-20', '2026-11-27']);
    expect(days.get('2026-11-27')).toEqual({
      reads: [0, 0, 0, 1, 0],
      replies: [2, 0, 0, 0, 0],
      held: 0,
      missed: 0,
    });
    expect(days.get('2026-11-20')).toMatchObject({ held: 1, missed: 1 });
  });

  it('holds 90 days up to and including today', () => {
    expect(windowStart(today)).toBe('2026-08-31');
    expect(addDays('2026-08-31', 89)).toBe(today);
    // Across the October clock change, days are calendar days.
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('counts the window only, and holds until its oldest counted day leaves it', () => {
    const days = record({
      [caseAttribute('replies', '2026-08-30', 'longer')]: 5,
      [caseAttribute('replies', '2026-08-31', 'day')]: 1,
      [caseAttribute('replies', '2026-11-01', 'day')]: 2,
    });
    const summary = summarise(days, today);
    expect(summary.replies).toEqual({ band: 'day', cases: 3 });
    expect(summary.stored).toEqual({ replies: 'day', reads: null, noMissed: false, until: '2026-11-29' });
    // The next day, the case of 31 August has left: two cases are too few to show.
    const tomorrow = summarise(days, '2026-11-29');
    expect(tomorrow.replies).toEqual({ band: null, cases: 2 });
    expect(tomorrow.stored.until).toBe(addDays('2026-11-01', 90));
    expect(
      expiredAttributes({ [caseAttribute('replies', '2026-08-30', 'longer')]: 5, role: 'nanny' }, today),
    ).toEqual(['d20260830_m4']);
  });

  it('says "No missed interviews" only after a meeting held and none standing against them', () => {
    const held = record({ [meetingAttribute('held', '2026-11-01')]: 1 });
    expect(summarise(held, today).stored.noMissed).toBe(true);
    expect(summarise(record({}), today).stored.noMissed).toBe(false);
    const missed = record({
      [meetingAttribute('held', '2026-11-01')]: 2,
      [meetingAttribute('missed', '2026-11-02')]: 1,
    });
    expect(summarise(missed, today).stored.noMissed).toBe(false);
    // Overturned on appeal: the mark is taken off the day it was counted.
    const overturned = record({
      [meetingAttribute('held', '2026-11-01')]: 1,
      [meetingAttribute('missed', '2026-11-02')]: 0,
    });
    expect(summarise(overturned, today).stored.noMissed).toBe(true);
    // A missed meeting older than the window no longer counts.
    const old = record({
      [meetingAttribute('held', '2026-11-01')]: 1,
      [meetingAttribute('missed', '2026-08-01')]: 1,
    });
    expect(summarise(old, today).stored.noMissed).toBe(true);
  });
});

describe('what cards show', () => {
  const stored = { replies: 'day', reads: '2days', noMissed: true, until: '2026-11-29' } as const;

  it('shows a summary before its day only', () => {
    expect(responsivenessView(stored, '2026-11-28')).toEqual({
      replies: 'day',
      reads: '2days',
      noMissed: true,
    });
    expect(responsivenessView(stored, '2026-11-29')).toBeNull();
    expect(responsivenessView(null, '2026-11-28')).toBeNull();
    expect(
      responsivenessView({ ...stored, replies: null, reads: null, noMissed: false }, '2026-11-28'),
    ).toBeNull();
  });

  it('says it in words', () => {
    expect(responsivenessLines(responsivenessView(stored, '2026-11-28'))).toEqual([
      'Usually replies within a day',
      'Usually reads applications within 2 days',
      'No missed interviews',
    ]);
    expect(responsivenessLines({ replies: 'longer', reads: null, noMissed: false })).toEqual([
      'Usually takes more than a week to reply',
    ]);
  });

  it('reads a stored summary defensively', () => {
    expect(storedResponsiveness({ ...stored })).toEqual(stored);
    expect(storedResponsiveness({ replies: 'soon', until: '2026-11-29' })).toEqual({
      replies: null,
      reads: null,
      noMissed: false,
      until: '2026-11-29',
    });
    expect(storedResponsiveness({ replies: 'day' })).toBeNull();
    expect(storedResponsiveness('day')).toBeNull();
  });
});
