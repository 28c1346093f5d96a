import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../lambdas/contract/hiring-constants.ts';
import { NUDGE_DAYS } from '../../lambdas/contract/nudges-constants.ts';
import {
  applicationsToList,
  leftNewCount,
  messageNudges,
  nudgeDueAt,
  nudgeStartedAt,
  readsWaitingShown,
  stretchUnanswered,
  type NudgeConversation,
  type NudgeSide,
} from '../../lambdas/domain/nudges.ts';
import { readsNudgeEmail, replyNudgeEmail } from '../../lambdas/domain/nudge-emails.ts';

/**
 * Nudges before silence: when each is due, which applications a poster's reminder lists, when the
 * job's card says applications wait, which messages start a nudge and whether a stretch is still
 * unanswered at its time, and the emails' words.
 */

const family: NudgeSide = { kind: 'family', accountId: 'family-1' };
const agency: NudgeSide = { kind: 'agency', accountId: 'agency-1' };
const nanny: NudgeSide = { kind: 'nanny', accountId: 'nanny-1' };
const visitor: NudgeSide = { kind: 'visitor', accountId: null };

const conversation = (over: Partial<NudgeConversation> = {}): NudgeConversation => ({
  a: family,
  b: nanny,
  lastSender: 'a',
  lastSeq: 1,
  ...over,
});

describe('when nudges are due', () => {
  it('counts each kind’s days from its start, and back', () => {
    const sent = '2026-11-02T09:30:00.000Z';
    expect(nudgeDueAt('reads-nudge', sent)).toBe('2026-11-05T09:30:00.000Z');
    expect(nudgeDueAt('reads-waiting', sent)).toBe('2026-11-09T09:30:00.000Z');
    expect(nudgeDueAt('reply-nudge', sent)).toBe('2026-11-04T09:30:00.000Z');
    expect(nudgeDueAt('reply-late', sent)).toBe('2026-11-09T09:30:00.000Z');
    for (const kind of ['reads-nudge', 'reads-waiting', 'reply-nudge', 'reply-late'] as const)
      expect(nudgeStartedAt(kind, nudgeDueAt(kind, sent))).toBe(sent);
    // A summary's refresh is due on the day it names, not a number of days after a start.
    expect(NUDGE_DAYS).toEqual({
      'reads-nudge': 3,
      'reads-waiting': 7,
      'reply-nudge': 2,
      'reply-late': 7,
      'responses-refresh': 0,
    });
  });
});

describe('a poster’s unread applications reminder', () => {
  it('lists the applications still unread, oldest first, and leaves the others as stale', () => {
    const due = [
      { nudge: 'n1', application: { status: 'new' as ApplicationStatus, createdAt: '2026-11-03T10:00:00Z' } },
      {
        nudge: 'n2',
        application: { status: 'viewed' as ApplicationStatus, createdAt: '2026-11-01T10:00:00Z' },
      },
      { nudge: 'n3', application: null },
      { nudge: 'n4', application: { status: 'new' as ApplicationStatus, createdAt: '2026-11-02T10:00:00Z' } },
      {
        nudge: 'n5',
        application: { status: 'withdrawn' as ApplicationStatus, createdAt: '2026-11-02T11:00:00Z' },
      },
    ];
    const { listed, stale } = applicationsToList(due);
    expect(listed.map((l) => l.nudge)).toEqual(['n4', 'n1']);
    expect(stale).toEqual(['n2', 'n3', 'n5']);
  });

  it('lists nothing when every application was opened', () => {
    const { listed, stale } = applicationsToList([
      {
        nudge: 'n1',
        application: { status: 'shortlisted' as ApplicationStatus, createdAt: '2026-11-03T10:00:00Z' },
      },
    ]);
    expect(listed).toEqual([]);
    expect(stale).toEqual(['n1']);
  });

  it('names each applicant by first name, the job and a link to her, and says how to stop it', () => {
    const email = readsNudgeEmail(
      {
        recipientId: 'family-1',
        applications: [
          {
            jobId: 'job-1',
            jobTitle: 'Nanny in Clapham',
            nannyId: 'n-1',
            applicantName: 'Rosa Martínez',
            appliedAt: '2026-11-02T23:30:00Z',
          },
          {
            jobId: 'job-2',
            jobTitle: 'After-school nanny',
            nannyId: 'n-2',
            applicantName: 'Amy',
            appliedAt: '2026-11-03T10:00:00Z',
          },
        ],
      },
      'family@example.com',
      'https://site.example',
    );
    expect(email.to).toBe('family@example.com');
    expect(email.subject).toBe('2 applications have waited 3 days to be read');
    expect(email.text).toContain(
      '- Rosa, for "Nanny in Clapham", applied 2 November 2026: https://site.example/my-jobs/job-1?applicant=n-1',
    );
    expect(email.text).toContain('- Amy, for "After-school nanny", applied 3 November 2026');
    expect(email.text).not.toContain('Martínez');
    expect(email.text).toContain('change your email settings: https://site.example/account');
    const one = readsNudgeEmail(
      {
        recipientId: 'family-1',
        applications: [
          {
            jobId: 'job-2',
            jobTitle: 'After-school nanny',
            nannyId: 'n-2',
            applicantName: 'Amy',
            appliedAt: '2026-11-03T10:00:00Z',
          },
        ],
      },
      'family@example.com',
      'https://site.example',
    );
    expect(one.subject).toBe('An application has waited 3 days to be read');
  });
});

describe('the job card’s words about applications waiting', () => {
  const counts = { new: 2, viewed: 1, declined: 1 };

  it('counts the applications that left new', () => {
    expect(leftNewCount(counts)).toBe(2);
    expect(leftNewCount(undefined)).toBe(0);
  });

  it('shows while the mark still holds and some are unread', () => {
    expect(readsWaitingShown(2, counts)).toBe(true);
    // Never marked.
    expect(readsWaitingShown(undefined, counts)).toBe(false);
    // The poster opened one since: the count moved on.
    expect(readsWaitingShown(2, { ...counts, new: 1, viewed: 2 })).toBe(false);
    // Nothing unread (withdrawn, closed): never shown.
    expect(readsWaitingShown(2, { new: 0, viewed: 1, declined: 1 })).toBe(false);
    expect(readsWaitingShown(0, {})).toBe(false);
  });
});

describe('the nudges a message starts', () => {
  it('starts a reply nudge and a late reply with a family’s first message to a nanny', () => {
    expect(messageNudges(conversation(), { sender: 'a', seq: 1 })).toEqual(['reply-nudge', 'reply-late']);
    expect(messageNudges(conversation({ a: agency }), { sender: 'a', seq: 1 })).toEqual([
      'reply-nudge',
      'reply-late',
    ]);
  });

  it('starts only a late reply with a nanny’s first message to a family', () => {
    expect(messageNudges(conversation({ lastSender: 'b' }), { sender: 'b', seq: 1 })).toEqual(['reply-late']);
  });

  it('starts a reply nudge again only after the nanny wrote', () => {
    // The family writes again before she answers: the same stretch.
    expect(messageNudges(conversation({ lastSeq: 1, lastSender: 'a' }), { sender: 'a', seq: 2 })).toEqual([]);
    // She answered; the family writes: a new stretch.
    expect(messageNudges(conversation({ lastSeq: 2, lastSender: 'b' }), { sender: 'a', seq: 3 })).toEqual([
      'reply-nudge',
    ]);
    // Her own messages never start a reply nudge.
    expect(messageNudges(conversation({ lastSeq: 3, lastSender: 'a' }), { sender: 'b', seq: 4 })).toEqual([]);
  });

  it('starts nothing with a held message, a visitor, a deleted side, or two sides of one role', () => {
    expect(messageNudges(conversation(), { sender: 'a', seq: 1, withheld: true })).toEqual([]);
    expect(messageNudges(conversation({ a: visitor }), { sender: 'a', seq: 1 })).toEqual([]);
    expect(messageNudges(conversation({ b: { ...nanny, deleted: true } }), { sender: 'a', seq: 1 })).toEqual(
      [],
    );
    expect(messageNudges(conversation({ a: agency, b: family }), { sender: 'a', seq: 1 })).toEqual([]);
  });
});

describe('whether a stretch is still unanswered', () => {
  const at = conversation({ lastSeq: 3, lastSender: 'a' });

  it('is while the family wrote last and she sent nothing since', () => {
    expect(stretchUnanswered(at, 'a', 2, ['a'])).toBe(true);
    expect(stretchUnanswered(at, 'a', 3, [])).toBe(true);
  });

  it('is not once she answered, even if the family wrote again after', () => {
    expect(stretchUnanswered(conversation({ lastSeq: 3, lastSender: 'b' }), 'a', 2, ['b'])).toBe(false);
    expect(stretchUnanswered(at, 'a', 1, ['b', 'a'])).toBe(false);
  });

  it('is not when the conversation or a side is gone, deleted or blocking', () => {
    expect(stretchUnanswered(null, 'a', 1, [])).toBe(false);
    expect(stretchUnanswered({ ...at, b: { ...nanny, deleted: true } }, 'a', 2, [])).toBe(false);
    expect(stretchUnanswered({ ...at, a: { ...family, accountId: null } }, 'a', 2, [])).toBe(false);
    expect(stretchUnanswered({ ...at, b: { ...nanny, blocking: true } }, 'a', 2, [])).toBe(false);
    expect(stretchUnanswered({ ...at, a: { ...family, blocking: true } }, 'a', 2, [])).toBe(false);
  });

  it('reminds her who waits, since when, and where to answer', () => {
    const email = replyNudgeEmail(
      {
        recipientId: 'nanny-1',
        conversationId: 'c0ffee',
        senderLabel: 'Sarah',
        jobTitle: 'Nanny in Clapham',
        since: '2026-11-02T09:30:00Z',
      },
      'rosa@example.com',
      'https://site.example',
    );
    expect(email).toMatchObject({ to: 'rosa@example.com', subject: 'Sarah is waiting for your answer' });
    expect(email.text).toContain(
      'Sarah wrote to you on Nanny Marketplace about "Nanny in Clapham" on 2 November 2026',
    );
    expect(email.text).toContain('https://site.example/messages/c0ffee');
    expect(email.text).toContain('change your email settings: https://site.example/account');
  });
});
