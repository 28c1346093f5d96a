import { describe, expect, it } from 'vitest';
import {
  afterReferralError,
  forgetReferral,
  keepReferral,
  markReferralDue,
  readReferral,
  REFERRAL_KEY,
  referralFromSearch,
  type KeyValueStorage,
} from '../../frontend/src/features/community/referral.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('referral codes from ?ref= links', () => {
  it.each([
    ['?ref=SARAH-2024', 'SARAH-2024'],
    ['?utm=x&ref=abc', 'abc'],
    ['?ref=ab', null],
    ['?ref=<script>', null],
    ['?ref=' + 'a'.repeat(33), null],
    ['', null],
  ])('reads %s as %s', (search, code) => expect(referralFromSearch(search)).toBe(code));

  it('keeps the newest code with its time, under referralCode', () => {
    const storage = memoryStorage();
    keepReferral(storage, 'FIRST', 1000);
    keepReferral(storage, 'SECOND', 2000);
    expect(JSON.parse(storage.data.get(REFERRAL_KEY)!)).toEqual({
      code: 'SECOND',
      savedAt: 2000,
      due: false,
    });
  });

  it('remembers that an account was created, even when the same link is followed again', () => {
    const storage = memoryStorage();
    keepReferral(storage, 'CODE', 1000);
    markReferralDue(storage);
    keepReferral(storage, 'CODE', 3000);
    expect(readReferral(storage)).toEqual({ code: 'CODE', savedAt: 3000, due: true });
    keepReferral(storage, 'OTHER', 4000);
    expect(readReferral(storage)?.due).toBe(false);
  });

  it('forgets only the code that was sent', () => {
    const storage = memoryStorage();
    keepReferral(storage, 'NEWER', 1000);
    forgetReferral(storage, 'OLDER');
    expect(readReferral(storage)?.code).toBe('NEWER');
    forgetReferral(storage, 'NEWER');
    expect(readReferral(storage)).toBeNull();
  });

  it('ignores corrupted or missing storage', () => {
    const storage = memoryStorage();
    storage.data.set(REFERRAL_KEY, '{not json');
    expect(readReferral(storage)).toBeNull();
    storage.data.set(REFERRAL_KEY, JSON.stringify({ code: 'bad code!' }));
    expect(readReferral(storage)).toBeNull();
    expect(readReferral(null)).toBeNull();
    expect(() => keepReferral(null, 'CODE', 1)).not.toThrow();
  });

  it.each([
    [{ status: 400 }, 'forget'],
    [{ status: 409 }, 'forget'],
    [{ status: 404 }, 'forget'],
    [{ status: 0 }, 'keep'],
    [{ status: 503 }, 'keep'],
    [{ status: 429 }, 'keep'],
    [new Error('offline'), 'keep'],
  ])('after %o, the code is to %s', (error, outcome) => expect(afterReferralError(error)).toBe(outcome));
});
