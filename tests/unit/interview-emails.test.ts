import { describe, expect, it } from 'vitest';
import {
  carriesInvite,
  interviewEmail,
  invitedMeetingOf,
  type InterviewEmail,
  type MeetingFactsForEmail,
} from '../../lambdas/domain/interview-emails.ts';

const meeting: MeetingFactsForEmail = {
  id: 'm1',
  kind: 'interview',
  jobId: 'job1',
  jobTitle: 'Nanny in Clapham',
  posterId: 'fam',
  nannyUserId: 'nan',
  posterLabel: 'Family',
  nannyFirstName: 'Priya',
  mode: 'video',
  link: 'https://meet.example/abc',
  place: null,
  note: null,
  status: 'confirmed',
  sequence: 0,
  invited: true,
  times: ['2026-12-02T14:00:00.000Z'],
  startAt: '2026-12-02T14:00:00.000Z',
  endAt: '2026-12-02T14:45:00.000Z',
  hours: null,
  grossPay: null,
  cancelReason: null,
  at: '2026-11-28T12:00:00.000Z',
};
const notice = (more: Partial<InterviewEmail>): InterviewEmail => ({
  recipientId: 'nan',
  to: 'nanny',
  kind: 'confirmed',
  by: 'nanny',
  meeting,
  ...more,
});
const textOf = (n: InterviewEmail) => interviewEmail(n, 'x@example.com', 'https://site.example');

describe('interview emails', () => {
  it('names the family in lower case inside a sentence, with a capital when it opens one', () => {
    expect(textOf(notice({})).text).toContain('with the family is confirmed');
    const proposed = textOf(notice({ kind: 'proposed', by: 'poster' }));
    expect(proposed.subject).toBe('The family proposed an interview for "Nanny in Clapham"');
  });

  it('tells the one who cancelled, with their own reason and the calendar update', () => {
    const cancelled = { ...meeting, status: 'cancelled' as const, cancelReason: 'Ill, sorry', sequence: 1 };
    const own = notice({ kind: 'cancelled', to: 'poster', by: 'poster', meeting: cancelled });
    expect(textOf(own).text).toMatch(/^You cancelled your interview for "Nanny in Clapham" with Priya/);
    expect(textOf(own).text).toContain('Your reason: Ill, sorry');
    expect(carriesInvite(own)).toBe(true);
    const theirs = notice({ kind: 'cancelled', to: 'nanny', by: 'poster', meeting: cancelled });
    expect(textOf(theirs).text).toMatch(/^The family cancelled your interview/);
    expect(textOf(theirs).text).toContain('Their reason: Ill, sorry');
  });

  it('takes a rescheduled time out of the calendar by a cancellation of that time', () => {
    const dropped = { startAt: meeting.startAt!, endAt: meeting.endAt! };
    const retimed = {
      ...meeting,
      status: 'proposed' as const,
      startAt: null,
      endAt: null,
      sequence: 1,
      times: ['2026-12-03T10:00:00.000Z'],
    };
    const withDrop = notice({ kind: 'retimed', by: 'poster', meeting: retimed, dropped });
    expect(carriesInvite(withDrop)).toBe(true);
    expect(invitedMeetingOf(withDrop)).toMatchObject({ status: 'cancelled', sequence: 1, ...dropped });
    expect(textOf(withDrop).text).toContain('takes the old time out of your calendar');
    // New times for a proposal that was never agreed: nothing in any calendar to change.
    const plain = notice({ kind: 'retimed', by: 'poster', meeting: { ...retimed, invited: false } });
    expect(carriesInvite(plain)).toBe(false);
    expect(invitedMeetingOf(plain)).toBe(plain.meeting);
  });
});
