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
    // The offer withdrawn.
    ['offered', 'shortlisted'],
  ],
  nanny: [
    ['new', 'withdrawn'],
    ['viewed', 'withdrawn'],
    ['shortlisted', 'withdrawn'],
    // She accepts or declines the offer.
    ['offered', 'hired'],
    ['offered', 'offer-declined'],
  ],
  system: [
    ['new', 'closed'],
    ['viewed', 'closed'],
    ['shortlisted', 'closed'],
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

  it('open statuses are new, viewed and shortlisted', () => {
    expect(APPLICATION_STATUSES.filter(isOpen)).toEqual(['new', 'viewed', 'shortlisted']);
  });

  it('hires only by her acceptance of an offer, and an offer stands when its job closes', () => {
    for (const from of ['new', 'viewed', 'shortlisted', 'offered'] as const)
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
