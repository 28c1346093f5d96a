import { describe, expect, it } from 'vitest';
import {
  REPLY_BANDS,
  RESPONSIVENESS_MIN_CASES,
  RESPONSIVENESS_TEXTS,
  responsivenessLines,
  responsivenessView,
  type StoredResponsiveness,
} from '../../lambdas/contract/responsiveness-constants.ts';
import { meetingsLine, readsLine, repliesLine } from '../../frontend/src/features/responsiveness/format.ts';
import { posterResponds } from '../../frontend/src/features/jobs/format.ts';

const stored = (over: Partial<StoredResponsiveness> = {}): StoredResponsiveness => ({
  replies: 'day',
  reads: '2days',
  noMissed: true,
  until: '2026-12-01',
  ...over,
});

describe('what a card shows of a stored summary', () => {
  it('shows it on the days before its until day, and nothing from that day on', () => {
    expect(responsivenessView(stored(), '2026-11-30')).toEqual({
      replies: 'day',
      reads: '2days',
      noMissed: true,
    });
    expect(responsivenessView(stored(), '2026-12-01')).toBeNull();
    expect(responsivenessView(stored(), '2027-03-01')).toBeNull();
  });

  it('shows nothing without a summary, or with one that holds nothing', () => {
    expect(responsivenessView(null, '2026-11-30')).toBeNull();
    expect(responsivenessView(undefined, '2026-11-30')).toBeNull();
    expect(
      responsivenessView(stored({ replies: null, reads: null, noMissed: false }), '2026-11-30'),
    ).toBeNull();
  });

  it('says each figure in the cards’ words, replies first, then reads, then meetings', () => {
    expect(responsivenessLines(responsivenessView(stored(), '2026-11-30'))).toEqual([
      'Usually replies within a day',
      'Usually reads applications within 2 days',
      'No missed interviews',
    ]);
    expect(responsivenessLines({ replies: 'longer', reads: null, noMissed: false })).toEqual([
      'Usually takes more than a week to reply',
    ]);
    expect(responsivenessLines(null)).toEqual([]);
  });

  it('gives a matching reason for the quick bands only', () => {
    for (const band of REPLY_BANDS) {
      const reply = RESPONSIVENESS_TEXTS.replyReason(band);
      const read = RESPONSIVENESS_TEXTS.readReason(band);
      if (band === 'longer') expect([reply, read]).toEqual([null, null]);
      else {
        expect(RESPONSIVENESS_TEXTS.replies(band)).toBe(
          `Usually ${reply!.charAt(0).toLowerCase()}${reply!.slice(1)}`,
        );
        expect(read).toMatch(/^Reads applications within /);
      }
    }
  });
});

describe('the own record in words', () => {
  it('says each figure with its cases, and when it is not yet shown', () => {
    expect(repliesLine({ band: 'day', cases: 3 })).toBe(
      '3 first messages answered in the last 90 days: usually within a day.',
    );
    expect(repliesLine({ band: 'longer', cases: 7 })).toBe(
      '7 first messages answered in the last 90 days: usually more than a week.',
    );
    expect(repliesLine({ band: null, cases: 1 })).toBe(
      `1 first message answered in the last 90 days: not shown to others until there are ${RESPONSIVENESS_MIN_CASES}.`,
    );
    expect(repliesLine({ band: null, cases: 0 })).toBe('No first messages to answer in the last 90 days.');
    expect(readsLine({ band: '3days', cases: 4 })).toBe(
      '4 applications opened in the last 90 days: usually within 3 days.',
    );
    expect(readsLine({ band: null, cases: 2 }, 90, 3)).toBe(
      '2 applications opened in the last 90 days: not shown to others until there are 3.',
    );
  });

  it('counts the meetings both sides said happened', () => {
    expect(meetingsLine(0)).toBe(
      'No interviews or trials in the last 90 days that both sides said happened.',
    );
    expect(meetingsLine(1)).toBe('1 interview or trial in the last 90 days that both sides said happened.');
    expect(meetingsLine(4)).toBe('4 interviews or trials in the last 90 days that both sides said happened.');
  });

  it('names a job’s list by its poster', () => {
    expect(posterResponds({ posterLabel: 'Bright Start' })).toBe('How Bright Start responds');
    expect(posterResponds({ posterLabel: ' ' })).toBe('How the poster responds');
  });
});
