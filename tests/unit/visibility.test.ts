import { describe, expect, it } from 'vitest';
import { isListed, isOnBoard, mayReachOthers } from '../../lambdas/domain/visibility.ts';

describe('what the public may see and act on', () => {
  it('shows a job, and lets it be saved and applied to, only when active, paid and not hidden', () => {
    expect(isOnBoard({ active: true, paymentConfirmed: true })).toBe(true);
    expect(isOnBoard({ active: true, paymentConfirmed: true, hidden: false })).toBe(true);
    expect(isOnBoard({ active: true, paymentConfirmed: false })).toBe(false);
    expect(isOnBoard({ active: false, paymentConfirmed: true })).toBe(false);
    // Hidden by a moderator, even if a stale write left it active.
    expect(isOnBoard({ active: true, paymentConfirmed: true, hidden: true })).toBe(false);
  });

  it('lists a nanny only while she is looking and not hidden', () => {
    expect(isListed({ activelyLooking: true, hidden: false })).toBe(true);
    expect(isListed({ activelyLooking: false, hidden: false })).toBe(false);
    expect(isListed({ activelyLooking: true, hidden: true })).toBe(false);
  });

  it('lets a nanny reach posters unless a moderator hid her, looking or not', () => {
    expect(mayReachOthers({ hidden: false })).toBe(true);
    expect(mayReachOthers({})).toBe(true);
    expect(mayReachOthers({ hidden: true })).toBe(false);
  });
});
