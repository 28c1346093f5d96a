import { describe, expect, it } from 'vitest';
import {
  fromLondonWallClock,
  londonWallClock,
  MEETING_STATUSES,
  type MeetingStatus,
} from '../../lambdas/contract/interviews-constants.ts';
import {
  checkTimes,
  isMeetingLink,
  looksLikeHomeAddress,
  MEETING_ACTIONS,
  meetingMove,
  statusAfter,
  suggestTimes,
  trialPayCheck,
  type MeetingAction,
  type MeetingActor,
  type MeetingFacts,
} from '../../lambdas/domain/interviews.ts';
import { emptyWeek } from '../../lambdas/contract/week-constants.ts';

const NOW = new Date('2026-06-10T09:00:00Z');
const HOUR = 3600 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

/** A meeting in each status, at each point of its time: before it, during it, after it. */
type When = 'before' | 'during' | 'after';
function meeting(status: MeetingStatus, when: When, proposedBy: 'poster' | 'nanny' = 'poster'): MeetingFacts {
  const start = when === 'before' ? 24 : when === 'during' ? -0.25 : -2;
  const timed = status !== 'proposed';
  return {
    status,
    proposedBy,
    startAt: timed ? at(start) : null,
    endAt: timed ? at(start + 0.75) : null,
    happenedBy: [],
  };
}

/**
 * Every move allowed, spelt out by hand: [status, when, action, actor]. Anything not listed is refused.
 * `when` is '*' for any time. The proposal is the poster's.
 */
const ALLOWED: Array<[MeetingStatus, When | '*', MeetingAction, MeetingActor]> = [
  // A proposal: the other side picks; either side proposes other times or cancels.
  ['proposed', '*', 'pick', 'nanny'],
  ['proposed', '*', 'retime', 'poster'],
  ['proposed', '*', 'retime', 'nanny'],
  ['proposed', '*', 'cancel', 'poster'],
  ['proposed', '*', 'cancel', 'nanny'],
  ['proposed', '*', 'cancel', 'system'],
  // Confirmed, before it starts: either side reschedules or cancels.
  ['confirmed', 'before', 'retime', 'poster'],
  ['confirmed', 'before', 'retime', 'nanny'],
  ['confirmed', 'before', 'cancel', 'poster'],
  ['confirmed', 'before', 'cancel', 'nanny'],
  // An account deleted cancels what is not over yet.
  ['confirmed', 'before', 'cancel', 'system'],
  ['confirmed', 'during', 'cancel', 'system'],
  // Once it started, a no-show; once over, that it happened (or a no-show).
  ['confirmed', 'during', 'no-show', 'poster'],
  ['confirmed', 'during', 'no-show', 'nanny'],
  ['confirmed', 'after', 'no-show', 'poster'],
  ['confirmed', 'after', 'no-show', 'nanny'],
  ['confirmed', 'after', 'happened', 'poster'],
  ['confirmed', 'after', 'happened', 'nanny'],
];

describe('an interview’s state machine, over every (status, time, action, actor)', () => {
  for (const status of MEETING_STATUSES)
    for (const when of ['before', 'during', 'after'] as const)
      for (const action of MEETING_ACTIONS)
        for (const actor of ['poster', 'nanny', 'system'] as const) {
          const allowed = ALLOWED.some(
            ([s, w, a, who]) => s === status && (w === '*' || w === when) && a === action && who === actor,
          );
          it(`${actor} ${action} a ${status} meeting ${when} its time: ${allowed ? 'allowed' : 'refused'}`, () => {
            const result = meetingMove(meeting(status, when), action, actor, NOW);
            expect(result.ok).toBe(allowed);
            if (!result.ok) expect(result.reason).toMatch(/\.$/);
          });
        }

  it('says who may answer: the side that proposed cannot pick its own times', () => {
    expect(meetingMove(meeting('proposed', 'before', 'nanny'), 'pick', 'nanny', NOW)).toMatchObject({
      ok: false,
      kind: 'forbidden',
    });
    expect(meetingMove(meeting('proposed', 'before', 'nanny'), 'pick', 'poster', NOW).ok).toBe(true);
  });

  it('records a no-show once, and a side says it happened once', () => {
    expect(meetingMove(meeting('no-show', 'after'), 'no-show', 'nanny', NOW)).toMatchObject({
      ok: false,
      reason: 'A no-show was recorded for this interview already.',
    });
    const saidOnce = { ...meeting('confirmed', 'after'), happenedBy: ['poster' as const] };
    expect(meetingMove(saidOnce, 'happened', 'poster', NOW).ok).toBe(false);
    expect(meetingMove(saidOnce, 'happened', 'nanny', NOW).ok).toBe(true);
  });

  it('moves to the status each action makes; happened only once both sides said so', () => {
    const m = meeting('confirmed', 'after');
    expect(statusAfter(meeting('proposed', 'before'), 'pick', 'nanny')).toBe('confirmed');
    expect(statusAfter(m, 'retime', 'poster')).toBe('proposed');
    expect(statusAfter(m, 'cancel', 'poster')).toBe('cancelled');
    expect(statusAfter(m, 'no-show', 'nanny')).toBe('no-show');
    expect(statusAfter(m, 'happened', 'poster')).toBe('confirmed');
    expect(statusAfter({ ...m, happenedBy: ['poster'] }, 'happened', 'nanny')).toBe('happened');
  });
});

describe('proposed times', () => {
  const now = new Date('2026-06-10T09:00:00Z');
  it('takes one to three future London times, as instants in BST or GMT', () => {
    const ok = checkTimes(['2026-09-12T10:00', '2026-11-01T10:00'], new Date('2026-09-10T09:00:00Z'));
    expect(ok).toEqual({
      ok: true,
      instants: [new Date('2026-09-12T09:00:00Z'), new Date('2026-11-01T10:00:00Z')],
    });
  });
  it('refuses none, more than three, repeats, the past, too far ahead, and a time the clocks skip', () => {
    expect(checkTimes([], now)).toMatchObject({ ok: false });
    expect(
      checkTimes(['2026-06-12T10:00', '2026-06-13T10:00', '2026-06-14T10:00', '2026-06-15T10:00'], now),
    ).toMatchObject({
      ok: false,
      message: 'Give between one and 3 times.',
    });
    expect(checkTimes(['2026-06-12T10:00', '2026-06-12T10:00'], now)).toMatchObject({ ok: false });
    expect(checkTimes(['2026-06-10T09:00'], now)).toMatchObject({
      ok: false,
      message: 'Each time must be in the future.',
    });
    expect(checkTimes(['2026-12-10T09:00'], now)).toMatchObject({ ok: false });
    expect(checkTimes(['2027-03-28T01:30'], new Date('2027-03-01T00:00:00Z'))).toMatchObject({
      ok: false,
      message: 'This time does not exist in the UK (the clocks go forward then). Choose another.',
    });
  });
  it('reads London clock times across both clock changes', () => {
    // The last Sunday of October 2026 is the 25th: 01:30 happens twice, and is read as the first (BST).
    expect(fromLondonWallClock('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromLondonWallClock('2026-10-25T10:00')?.toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(fromLondonWallClock('2026-10-24T10:00')?.toISOString()).toBe('2026-10-24T09:00:00.000Z');
    // The last Sunday of March 2027 is the 28th: 01:30 never happens.
    expect(fromLondonWallClock('2027-03-28T01:30')).toBeNull();
    expect(fromLondonWallClock('2027-03-28T10:00')?.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(londonWallClock(new Date('2027-03-27T10:00:00Z'))).toBe('2027-03-27T10:00');
    expect(fromLondonWallClock('2026-02-30T10:00')).toBeNull();
  });
});

describe('refusals by field', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('names the time that is wrong by its place, and every one that is', () => {
    expect(checkTimes(['2026-06-12T10:00', '2026-06-09T10:00', '2026-06-12'], now)).toEqual({
      ok: false,
      message: 'Each time must be in the future.',
      fields: { 'times.1': 'Each time must be in the future.', 'times.2': 'Enter a date and a time.' },
    });
    expect(checkTimes(['2026-06-12T10:00', '2026-06-12T10:00'], now)).toMatchObject({
      fields: { times: 'Give each time once.' },
    });
  });
});

describe('a meeting place that reads like a home', () => {
  it.each([
    'Our home, 12 Bath Street, Frome BA11 1AA',
    'SW4 7AA',
    'sw47aa',
    '221b Baker Street',
    '3, Acacia Avenue',
    'Flat 4, Lambeth Court',
    'my house',
    'The family’s home',
  ])('takes %s for a home address', (place) => expect(looksLikeHomeAddress(place)).toBe(true));
  it.each([
    'Costa, Clapham High Street',
    'a park near SW4',
    'Clapham Common, by the bandstand',
    'The library on Lavender Hill',
    'Waterstones, Piccadilly',
  ])('takes %s for a general place', (place) => expect(looksLikeHomeAddress(place)).toBe(false));
});

describe('a video link and a trial’s pay', () => {
  it('takes http and https links only', () => {
    expect(isMeetingLink('https://meet.example.com/abc')).toBe(true);
    expect(isMeetingLink('http://meet.example.com/abc')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example.com',
      'meet.example.com',
      'data:text/html,x',
      '',
    ])
      expect(isMeetingLink(bad)).toBe(false);
  });
  it('pays at least the minimum wage for the trial’s hours, to the penny', () => {
    // £12.21 an hour from April 2025: three hours is £36.63.
    expect(trialPayCheck(36.63, 3, '2025-06-01')).toBeNull();
    expect(trialPayCheck(36.62, 3, '2025-06-01')).toMatch(
      /at least the National Minimum Wage \(£12.21 an hour/,
    );
    expect(trialPayCheck(30, 3, '2026-06-01')).toMatch(/£12.71/);
  });
});

describe('times suggested from the nanny’s usual week', () => {
  const monday = new Date('2026-06-08T08:00:00Z');
  it('suggests one time a day inside the parts of the days she offers, never overnight', () => {
    const week = {
      ...emptyWeek(),
      wed: ['afternoon' as const],
      fri: ['overnight' as const, 'evening' as const],
      sun: ['morning' as const],
    };
    expect(suggestTimes(week, monday)).toEqual(['2026-06-10T14:00', '2026-06-12T18:00', '2026-06-14T10:00']);
  });
  it('suggests nothing when she offers no day, and weekday mornings when she has not said', () => {
    expect(suggestTimes(emptyWeek(), monday)).toEqual([]);
    expect(suggestTimes(undefined, monday)).toEqual([
      '2026-06-09T10:00',
      '2026-06-10T10:00',
      '2026-06-11T10:00',
    ]);
  });
  it('never suggests a time in the past: tomorrow in London is the first day', () => {
    // 23:30 UTC on a Sunday in June is already Monday in London.
    const late = new Date('2026-06-07T23:30:00Z');
    expect(suggestTimes(undefined, late)[0]).toBe('2026-06-09T10:00');
  });
});
