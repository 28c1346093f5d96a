import { describe, expect, it } from 'vitest';
import {
  NO_SHOW_DISPUTE_MESSAGES,
  noShowCountsAgainst,
  noShowDecisionTexts,
  noShowDisputeMove,
} from '../../lambdas/domain/interviews.ts';
import { appealOutcomeEmail } from '../../lambdas/domain/emails.ts';
import { interviewEmail, type InterviewEmail } from '../../lambdas/domain/interview-emails.ts';

const mark = (by: 'poster' | 'nanny', overturnedAt: string | null = null) => ({ by, overturnedAt });

describe('a no-show counts against the side marked, until a dispute overturns it', () => {
  it('counts against the marked side only', () => {
    expect(noShowCountsAgainst(mark('poster'), 'nanny')).toBe(true);
    expect(noShowCountsAgainst(mark('poster'), 'poster')).toBe(false);
    expect(noShowCountsAgainst(null, 'nanny')).toBe(false);
  });
  it('stops counting once overturned', () => {
    expect(noShowCountsAgainst(mark('poster', '2026-01-01T10:00:00.000Z'), 'nanny')).toBe(false);
  });
});

describe('who may dispute a no-show', () => {
  it('lets the marked side dispute it while it stands, once', () => {
    expect(noShowDisputeMove(mark('poster'), 'nanny', false)).toEqual({ ok: true });
    expect(noShowDisputeMove(mark('nanny'), 'poster', false)).toEqual({ ok: true });
    expect(noShowDisputeMove(mark('poster'), 'nanny', true)).toMatchObject({
      ok: false,
      reason: NO_SHOW_DISPUTE_MESSAGES.once,
      kind: 'conflict',
    });
  });
  it('refuses the side who marked, an unmarked meeting and a struck mark', () => {
    expect(noShowDisputeMove(mark('poster'), 'poster', false)).toMatchObject({
      ok: false,
      kind: 'forbidden',
    });
    expect(noShowDisputeMove(null, 'nanny', false)).toMatchObject({
      ok: false,
      reason: NO_SHOW_DISPUTE_MESSAGES.notMarked,
    });
    expect(noShowDisputeMove(mark('poster', '2026-01-01T10:00:00.000Z'), 'nanny', false)).toMatchObject({
      ok: false,
      reason: NO_SHOW_DISPUTE_MESSAGES.overturned,
    });
  });
});

describe('the words of a no-show and its dispute', () => {
  it('names the meeting and the side who marked, and no one', () => {
    const texts = noShowDecisionTexts({
      kind: 'trial',
      jobTitle: 'Nanny in Leeds',
      startAt: '2026-03-02T10:00:00.000Z',
      markedBy: 'nanny',
    });
    expect(texts.contentLabel).toMatch(/^Trial for Nanny in Leeds, /);
    expect(texts.reason).toBe('No-show');
    expect(texts.explanation).toContain('The nanny recorded that you did not come to the trial');
    expect(texts.explanation).toContain('dispute it once');
  });

  it('emails the dispute’s outcome in its own words', () => {
    const base = { to: 'a@example.com', contentType: 'no_show', contentLabel: 'Interview for X', notes: 'N' };
    const overturned = appealOutcomeEmail({ ...base, outcome: 'reversed' }, 'https://site');
    expect(overturned.subject).toContain('the no-show is overturned');
    expect(overturned.text).toContain('https://site/account/moderation');
    expect(appealOutcomeEmail({ ...base, outcome: 'upheld' }, 'https://site').subject).toContain(
      'the no-show stands',
    );
    // Hidden content keeps its own words.
    expect(
      appealOutcomeEmail({ ...base, contentType: 'job_posting', outcome: 'reversed' }, 'https://site')
        .subject,
    ).toContain('your job post is shown again');
  });

  it('tells the marked side how to dispute it, and the side who marked when it is overturned', () => {
    const meeting = {
      id: 'i1',
      kind: 'interview',
      jobId: 'j1',
      jobTitle: 'Nanny in Leeds',
      posterId: 'p',
      nannyUserId: 'n',
      posterLabel: 'Family',
      nannyFirstName: 'Ann',
      mode: 'phone',
      link: null,
      place: null,
      note: null,
      status: 'no-show',
      sequence: 0,
      invited: true,
      times: [],
      startAt: '2026-03-02T10:00:00.000Z',
      endAt: '2026-03-02T10:30:00.000Z',
      hours: null,
      grossPay: null,
      cancelReason: null,
      at: '2026-03-02T11:00:00.000Z',
    } satisfies InterviewEmail['meeting'];
    const marked = interviewEmail(
      { recipientId: 'n', to: 'nanny', kind: 'no-show', by: 'poster', meeting },
      'ann@example.com',
      'https://site',
    );
    expect(marked.text).toContain('dispute it once');
    expect(marked.text).toContain('https://site/account/moderation');
    const told = interviewEmail(
      { recipientId: 'p', to: 'poster', kind: 'no-show-overturned', by: 'system', meeting },
      'fam@example.com',
      'https://site',
    );
    expect(told.subject).toContain('was overturned');
    expect(told.text).toContain('Ann disputed the no-show you recorded');
  });
});
