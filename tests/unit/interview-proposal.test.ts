import { describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../../lambdas/contract/interviews-constants.ts';
import {
  addSuggestion,
  checkProposal,
  checkTimeSlots,
  sendLabel,
  serverFieldErrors,
  suggestionLabel,
  timeSlotErrors,
  type ProposalValues,
} from '../../frontend/src/features/interviews/proposal.ts';

// Noon in London on Saturday 28 November 2026 (GMT).
const NOW = new Date('2026-11-28T12:00:00Z');
const base: ProposalValues = {
  kind: 'interview',
  mode: 'video',
  link: 'https://meet.example.com/abc',
  place: '',
  times: ['2026-12-01T10:00', '', ''],
  minutes: '45',
  hours: '4',
  grossPay: '',
};

describe('a proposal is checked in the browser as the server checks it', () => {
  it('accepts a good proposal', () => {
    expect(checkProposal(base, NOW)).toEqual({});
  });

  it('marks the past time itself, not the first', () => {
    const errors = checkProposal({ ...base, times: ['2026-12-01T10:00', '2026-11-01T10:00', ''] }, NOW);
    expect(errors).toEqual({ 'times.1': INTERVIEW_MESSAGES.timeInPast });
    expect(timeSlotErrors(errors)).toEqual([undefined, INTERVIEW_MESSAGES.timeInPast, undefined]);
  });

  it('reports every problem at once: the link and the time', () => {
    const errors = checkProposal({ ...base, link: 'javascript:alert(1)', times: ['2026-11-27T10:00'] }, NOW);
    expect(errors).toEqual({ link: INTERVIEW_MESSAGES.link, 'times.0': INTERVIEW_MESSAGES.timeInPast });
  });

  it('refuses a time beyond the days ahead allowed, a repeated one, one the clocks skip', () => {
    expect(checkTimeSlots(['2027-06-01T10:00'], NOW)).toEqual({ 'times.0': INTERVIEW_MESSAGES.timeTooFar });
    expect(checkTimeSlots(['2026-12-01T10:00', '', '2026-12-01T10:00'], NOW)).toEqual({
      'times.2': INTERVIEW_MESSAGES.timesRepeated,
    });
    expect(checkTimeSlots(['2027-02-28T10:00'], new Date('2027-02-27T12:00:00Z'))).toEqual({});
    expect(checkTimeSlots(['2027-03-28T01:30'], new Date('2027-03-27T12:00:00Z'))).toEqual({
      'times.0': INTERVIEW_MESSAGES.timeMissing,
    });
  });

  it('asks for a time under the first field when none is given', () => {
    expect(checkTimeSlots(['', '', ''], NOW)).toEqual({ 'times.0': INTERVIEW_MESSAGES.timeFormat });
  });

  it('asks for a place in person, and a link only by video', () => {
    expect(checkProposal({ ...base, mode: 'in-person', link: '' }, NOW)).toEqual({
      place: INTERVIEW_MESSAGES.place,
    });
    expect(checkProposal({ ...base, mode: 'phone', link: '' }, NOW)).toEqual({});
  });

  it('takes a place that reads like a home address only when the proposer chooses to give it', () => {
    const home = { ...base, mode: 'in-person' as const, link: '', place: '12 Bath Street, Frome BA11 1AA' };
    expect(checkProposal(home, NOW)).toEqual({ place: INTERVIEW_MESSAGES.homeAddress });
    expect(checkProposal({ ...home, homeAddressChosen: true }, NOW)).toEqual({});
    expect(checkProposal({ ...home, place: 'Costa, Clapham High Street' }, NOW)).toEqual({});
  });

  it("checks an interview's minutes and a trial's hours and pay against the minimum wage", () => {
    expect(checkProposal({ ...base, minutes: '5' }, NOW)).toEqual({ minutes: INTERVIEW_MESSAGES.minutes });
    const trial = { ...base, kind: 'trial' as const };
    expect(checkProposal({ ...trial, grossPay: '' }, NOW)).toEqual({ grossPay: INTERVIEW_MESSAGES.trialPay });
    expect(checkProposal({ ...trial, hours: '13', grossPay: '60' }, NOW)).toEqual({
      hours: INTERVIEW_MESSAGES.hours,
    });
    expect(checkProposal({ ...trial, grossPay: '20' }, NOW).grossPay).toMatch(/^The pay is £5\.00 an hour/);
    expect(checkProposal({ ...trial, grossPay: '60' }, NOW)).toEqual({});
  });
});

describe("the server's field errors go on the fields", () => {
  it('puts times.N on the Nth time sent, skipping blank fields', () => {
    expect(serverFieldErrors({ 'times.1': 'Each time must be in the future.' }, [0, 1, 2])).toEqual({
      'times.1': 'Each time must be in the future.',
    });
    // Time 2 was left blank: the second time sent is Time 3.
    expect(serverFieldErrors({ 'times.1': 'x' }, [0, 2])).toEqual({ 'times.2': 'x' });
  });

  it('keeps times (too many, repeated) and an index not sent on the group; other fields as named', () => {
    expect(serverFieldErrors({ times: 'Give each time once.', link: 'bad' }, [0, 1])).toEqual({
      times: 'Give each time once.',
      link: 'bad',
    });
    expect(serverFieldErrors({ 'times.4': 'x' }, [0])).toEqual({ times: 'x' });
  });
});

describe('suggested times', () => {
  it('are named by day and time', () => {
    expect(suggestionLabel('2026-12-02T10:00')).toBe('Wednesday 2 December, 10:00');
  });

  it('fill the next empty time field, and nothing when all are full', () => {
    expect(addSuggestion(['2026-12-01T10:00', '', ''], 'S')).toEqual(['2026-12-01T10:00', 'S', '']);
    expect(addSuggestion(['', 'b', ''], 'S')).toEqual(['S', 'b', '']);
    expect(addSuggestion(['a', 'b', 'c'], 'S')).toEqual(['a', 'b', 'c']);
  });

  it('the button says how many times are sent', () => {
    expect(sendLabel(1)).toBe('Send 1 time');
    expect(sendLabel(3)).toBe('Send 3 times');
  });
});
