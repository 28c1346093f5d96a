import { describe, expect, it } from 'vitest';
import { isListed, isOnBoard, mayReach, mayReachOthers } from '../../lambdas/domain/visibility.ts';

describe('what the public may see and act on', () => {
  it('shows a job, and lets it be saved and applied to, only when active, paid and not hidden', () => {
    expect(isOnBoard({ active: true, paymentConfirmed: true })).toBe(true);
    expect(isOnBoard({ active: true, paymentConfirmed: true, hidden: false })).toBe(true);
    expect(isOnBoard({ active: true, paymentConfirmed: false })).toBe(false);
    expect(isOnBoard({ active: false, paymentConfirmed: true })).toBe(false);
    // Hidden by a moderator, even if a stale write left it active.
    expect(isOnBoard({ active: true, paymentConfirmed: true, hidden: true })).toBe(false);
  });

  it('lists a nanny only while she is looking, not hidden and not being deleted', () => {
    expect(isListed({ activelyLooking: true, hidden: false })).toBe(true);
    expect(isListed({ activelyLooking: false, hidden: false })).toBe(false);
    expect(isListed({ activelyLooking: true, hidden: true })).toBe(false);
    expect(isListed({ activelyLooking: true, hidden: false, deleting: true })).toBe(false);
  });

  it('lets nobody reach anyone once the account’s deletion started, or while her profile is hidden', () => {
    const active = { deletingAt: null };
    expect(mayReach(active)).toBe(true);
    expect(mayReach(active, { hidden: false })).toBe(true);
    // An account with no record yet is not being deleted (a deletion records it).
    expect(mayReach(null)).toBe(true);
    expect(mayReach({ deletingAt: '2026-11-27T10:00:00.000Z' })).toBe(false);
    expect(mayReach({ deletingAt: '2026-11-27T10:00:00.000Z' }, { hidden: false })).toBe(false);
    expect(mayReach(active, { hidden: true })).toBe(false);
    expect(mayReach(active, { hidden: false, deleting: true })).toBe(false);
  });

  it('lets a nanny reach posters unless a moderator hid her, looking or not', () => {
    expect(mayReachOthers({ hidden: false })).toBe(true);
    expect(mayReachOthers({})).toBe(true);
    expect(mayReachOthers({ hidden: true })).toBe(false);
    expect(mayReachOthers({ hidden: false, deleting: true })).toBe(false);
  });
});
