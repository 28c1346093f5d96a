import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  isOpen,
  transition,
  type Actor,
  type ApplicationStatus,
} from '../../lambdas/domain/application-status.ts';

/** Every move allowed, spelt out once more by hand: anything not here must be refused. */
const ALLOWED: Record<Actor, Array<[ApplicationStatus, ApplicationStatus]>> = {
  poster: [
    ['new', 'viewed'],
    ['new', 'shortlisted'],
    ['new', 'offered'],
    ['new', 'declined'],
    ['viewed', 'shortlisted'],
    ['viewed', 'offered'],
    ['viewed', 'declined'],
    ['shortlisted', 'viewed'],
    ['shortlisted', 'offered'],
    ['shortlisted', 'declined'],
    // An interview or a trial both sides agreed, confirmed by the poster.
    ['new', 'interview'],
    ['viewed', 'interview'],
    ['shortlisted', 'interview'],
    ['new', 'trial'],
    ['viewed', 'trial'],
    ['shortlisted', 'trial'],
    ['interview', 'trial'],
    // After an interview or a trial: an offer, or a decline.
    ['interview', 'offered'],
    ['interview', 'declined'],
    ['trial', 'offered'],
    ['trial', 'declined'],
    // The offer withdrawn.
    ['offered', 'shortlisted'],
  ],
  nanny: [
    ['new', 'withdrawn'],
    ['viewed', 'withdrawn'],
    ['shortlisted', 'withdrawn'],
    ['interview', 'withdrawn'],
    ['trial', 'withdrawn'],
    // An interview or a trial both sides agreed, confirmed by her.
    ['new', 'interview'],
    ['viewed', 'interview'],
    ['shortlisted', 'interview'],
    ['new', 'trial'],
    ['viewed', 'trial'],
    ['shortlisted', 'trial'],
    ['interview', 'trial'],
    // She accepts or declines the offer.
    ['offered', 'hired'],
    ['offered', 'offer-declined'],
  ],
  system: [
    ['new', 'closed'],
    ['viewed', 'closed'],
    ['shortlisted', 'closed'],
    ['interview', 'closed'],
    ['trial', 'closed'],
  ],
};

describe('application status transitions', () => {
  for (const actor of ['poster', 'nanny', 'system'] as const)
    for (const from of APPLICATION_STATUSES)
      for (const to of APPLICATION_STATUSES) {
        const allowed = ALLOWED[actor].some(([f, t]) => f === from && t === to);
        it(`${actor}: ${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          const result = transition(from, to, actor);
          expect(result.ok).toBe(allowed);
          if (!result.ok && actor === 'poster' && to === 'hired' && isOpen(from))
            expect(result.reason).toBe('Make her an offer instead: she is hired when she accepts it.');
          else if (!result.ok)
            expect(result.reason).toMatch(/^This application is [a-z ]+, so it cannot be marked [a-z ]+\.$/);
        });
      }

  it('final statuses never move, whoever asks', () => {
    for (const from of ['hired', 'declined', 'offer-declined', 'withdrawn', 'closed'] as const) {
      expect(isOpen(from)).toBe(false);
      for (const to of APPLICATION_STATUSES)
        for (const actor of ['poster', 'nanny', 'system'] as const)
          expect(transition(from, to, actor).ok).toBe(false);
    }
  });

  it('open statuses are new, viewed, shortlisted, interview and trial', () => {
    expect(APPLICATION_STATUSES.filter(isOpen)).toEqual([
      'new',
      'viewed',
      'shortlisted',
      'interview',
      'trial',
    ]);
  });

  it('an interview or a trial never goes back to an earlier status, and neither hires', () => {
    for (const from of ['interview', 'trial'] as const)
      for (const to of ['new', 'viewed', 'shortlisted', 'hired'] as const)
        for (const actor of ['poster', 'nanny', 'system'] as const)
          expect(transition(from, to, actor).ok).toBe(false);
    expect(transition('trial', 'interview', 'poster').ok).toBe(false);
  });

  it('hires only by her acceptance of an offer, and an offer stands when its job closes', () => {
    for (const from of ['new', 'viewed', 'shortlisted', 'interview', 'trial', 'offered'] as const)
      expect(transition(from, 'hired', 'poster').ok).toBe(false);
    expect(transition('offered', 'hired', 'nanny').ok).toBe(true);
    expect(isOpen('offered')).toBe(false);
    expect(transition('offered', 'closed', 'system').ok).toBe(false);
    expect(transition('offered', 'withdrawn', 'nanny').ok).toBe(false);
  });

  it('says why in words', () => {
    expect(transition('withdrawn', 'shortlisted', 'poster')).toEqual({
      ok: false,
      reason: 'This application is withdrawn, so it cannot be marked shortlisted.',
    });
  });
});
