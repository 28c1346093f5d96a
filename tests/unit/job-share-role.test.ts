import { describe, expect, it } from 'vitest';
import { jobRoleOf, otherFamilyOf, type RoleFacts } from '../../lambdas/domain/job-share.ts';

const shareJob = (over: Partial<RoleFacts> = {}): RoleFacts => ({
  ownerId: 'acct-poster',
  publishedAt: '2026-11-01T09:00:00.000Z',
  share: {
    families: [
      { accountId: 'acct-poster', label: 'Hana' },
      { accountId: 'acct-partner', label: 'Sam' },
    ],
  },
  ...over,
});

describe('who reads a job on My jobs', () => {
  it('is its poster for the account that posted it, shared or not', () => {
    expect(jobRoleOf(shareJob(), 'acct-poster')).toBe('poster');
    expect(jobRoleOf(shareJob({ share: null }), 'acct-poster')).toBe('poster');
    // A draft not yet paid for is its poster's too.
    expect(jobRoleOf(shareJob({ publishedAt: null }), 'acct-poster')).toBe('poster');
  });

  it('is the partner for the share’s other family, once the job is published', () => {
    expect(jobRoleOf(shareJob(), 'acct-partner')).toBe('partner');
    expect(jobRoleOf(shareJob({ publishedAt: null }), 'acct-partner')).toBeNull();
  });

  it('is nobody for anyone else, or once the job names the family no more', () => {
    expect(jobRoleOf(shareJob(), 'acct-stranger')).toBeNull();
    expect(jobRoleOf(shareJob(), '')).toBeNull();
    // A share's job turned back into its poster's own: the family that left reads it no more.
    expect(jobRoleOf(shareJob({ share: null }), 'acct-partner')).toBeNull();
    expect(jobRoleOf(shareJob({ share: undefined }), 'acct-partner')).toBeNull();
  });
});

describe('the other family of a share’s job', () => {
  it('is the partner for the poster, and the poster for the partner, by label only', () => {
    expect(otherFamilyOf(shareJob(), 'acct-poster')).toEqual({ otherFamilyLabel: 'Sam' });
    expect(otherFamilyOf(shareJob(), 'acct-partner')).toEqual({ otherFamilyLabel: 'Hana' });
    expect(JSON.stringify(otherFamilyOf(shareJob(), 'acct-partner'))).not.toContain('acct-');
  });

  it('is none for a job of one family, or for a reader who is nobody to it', () => {
    expect(otherFamilyOf(shareJob({ share: null }), 'acct-poster')).toBeNull();
    expect(otherFamilyOf(shareJob(), 'acct-stranger')).toBeNull();
    // Two families with the same first name are told apart by account, not by label.
    const same = shareJob({
      share: {
        families: [
          { accountId: 'acct-poster', label: 'Test' },
          { accountId: 'acct-partner', label: 'Test' },
        ],
      },
    });
    expect(otherFamilyOf(same, 'acct-poster')).toEqual({ otherFamilyLabel: 'Test' });
  });
});
