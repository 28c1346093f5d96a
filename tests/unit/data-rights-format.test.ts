import { describe, expect, it } from 'vitest';
import { DELETION_STEPS, type DataExport } from '../../lambdas/contract/data-rights.ts';
import {
  anyPreparing,
  deletionProgress,
  emailMatches,
  exportDetail,
  exportShownState,
  fileSize,
  stepLabel,
} from '@/features/data-rights/format.ts';
import {
  ACCOUNT_MESSAGES,
  emailChangeMessage,
  passwordChangeMessage,
} from '@/features/account/accountErrors.ts';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

const base: DataExport = {
  id: 'export-0001',
  state: 'ready',
  requestedAt: '2026-11-24T09:00:00.000Z',
  readyAt: '2026-11-24T09:01:00.000Z',
  expiresAt: '2026-11-25T09:01:00.000Z',
  expired: false,
  sizeBytes: 1_480_000,
};

describe('an export as the account page shows it', () => {
  it('is expired once its link stops working, whatever else it says', () => {
    expect(exportShownState(base)).toBe('ready');
    expect(exportShownState({ ...base, expired: true })).toBe('expired');
    expect(exportShownState({ ...base, state: 'preparing' })).toBe('preparing');
    expect(exportShownState({ ...base, state: 'failed' })).toBe('failed');
  });

  it('says its size and until when its link works, in UK time', () => {
    expect(exportDetail(base)).toBe(
      'Requested 24 Nov 2026, 09:00. 1.5 MB. Link works until 25 Nov 2026, 09:01.',
    );
    expect(
      exportDetail({ ...base, state: 'preparing', readyAt: null, expiresAt: null, sizeBytes: null }),
    ).toBe("Requested 24 Nov 2026, 09:00. We'll email you when it's ready.");
    expect(exportDetail({ ...base, expired: true })).toContain('The link has expired');
    expect(exportDetail({ ...base, state: 'failed' })).toContain('We could not prepare it');
  });

  it('polls only while one is preparing', () => {
    expect(anyPreparing(undefined)).toBe(false);
    expect(anyPreparing([{ state: 'ready' }, { state: 'failed' }])).toBe(false);
    expect(anyPreparing([{ state: 'ready' }, { state: 'preparing' }])).toBe(true);
  });

  it('words sizes as people read them', () => {
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(14_200)).toBe('14 KB');
    expect(fileSize(3_200_000)).toBe('3.2 MB');
    expect(fileSize(2_000_000_000)).toBe('2 GB');
  });
});

describe('a deletion', () => {
  it('counts its steps done out of all', () => {
    const steps = DELETION_STEPS.map((step, i) => ({ ...step, done: i < 3 }));
    expect(deletionProgress(steps)).toEqual({ done: 3, total: DELETION_STEPS.length, percent: 38 });
    expect(deletionProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('labels a step as the contract does, or as the server named one it does not know', () => {
    expect(stepLabel({ id: 'hide', label: 'x' })).toBe('Removed from public lists');
    expect(stepLabel({ id: 'later', label: 'A later step' })).toBe('A later step');
  });

  it('is confirmed by the account’s own email, in any case, trimmed, never by an empty one', () => {
    expect(emailMatches(' Ann@Example.com ', 'ann@example.com')).toBe(true);
    expect(emailMatches('ann@example.co', 'ann@example.com')).toBe(false);
    expect(emailMatches('', '')).toBe(false);
  });
});

describe('what the account page says when the user pool refuses a change', () => {
  it('names a wrong current password, a password the rule refuses, and too many attempts', () => {
    expect(passwordChangeMessage(named('NotAuthorizedException'))).toBe(ACCOUNT_MESSAGES.wrongPassword);
    expect(
      passwordChangeMessage(
        named('InvalidPasswordException', 'Password did not conform with policy: Password must have symbols'),
      ),
    ).toBe('Password must have symbols');
    expect(passwordChangeMessage(named('InvalidPasswordException', 'Invalid password'))).toBe(
      ACCOUNT_MESSAGES.wrongPassword,
    );
    expect(passwordChangeMessage(named('LimitExceededException'))).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
  });

  it('names an address already used, and a wrong or expired code', () => {
    expect(emailChangeMessage(named('AliasExistsException'))).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(emailChangeMessage(named('CodeMismatchException'))).toBe(ACCOUNT_MESSAGES.wrongCode);
    expect(emailChangeMessage(named('ExpiredCodeException'))).toBe(ACCOUNT_MESSAGES.expiredCode);
    expect(emailChangeMessage(named('TooManyRequestsException'))).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(emailChangeMessage(new Error('boom'))).toBe(ACCOUNT_MESSAGES.failed);
  });
});
