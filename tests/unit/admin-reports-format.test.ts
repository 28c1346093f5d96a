import { describe, expect, it } from 'vitest';
import {
  canToggleVisibility,
  contentTypeLabel,
  parseStatusFilter,
  pendingLabel,
  reasonLabel,
  reviewBody,
  reviewTargets,
  safeContentLink,
  STATUS_FILTERS,
  statusLabel,
} from '../../frontend/src/components/reports/format.ts';

const job = { contentType: 'job_posting', contentLabel: 'Live-out nanny', contentHidden: false };

describe('admin reports page helpers', () => {
  it('names content types, reasons and statuses in words', () => {
    expect(contentTypeLabel('job_posting')).toBe('Job posting');
    expect(contentTypeLabel('nanny_profile')).toBe('Nanny profile');
    expect(contentTypeLabel('application')).toBe('Application');
    expect(contentTypeLabel('agency_profile')).toBe('Agency profile');
    expect(reasonLabel('fake')).toBe('Fake Profile/Posting');
    expect(reasonLabel('inappropriate')).toBe('Inappropriate Content');
    expect(statusLabel('reviewing')).toBe('Reviewing');
  });

  it('offers All and the four statuses as the filter', () =>
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Pending',
      'Reviewing',
      'Resolved',
      'Dismissed',
    ]));

  it.each([
    ['pending', 'pending'],
    ['Resolved', 'resolved'],
    ['', ''],
    [null, ''],
    ['archived', ''],
  ])('reads the status filter %s as %s', (value, status) => expect(parseStatusFilter(value)).toBe(status));

  it('offers only the allowed moves', () => {
    expect(reviewTargets('pending')).toEqual(['reviewing', 'resolved', 'dismissed']);
    expect(reviewTargets('reviewing')).toEqual(['resolved', 'dismissed']);
    expect(reviewTargets('resolved')).toEqual([]);
    expect(reviewTargets('unknown')).toEqual([]);
  });

  it('counts pending reports', () => expect(pendingLabel(3)).toBe('3 pending'));

  it('hides or shows again only existing jobs and nanny profiles', () => {
    expect(canToggleVisibility(job)).toBe(true);
    expect(canToggleVisibility({ ...job, contentLabel: null })).toBe(false);
    expect(canToggleVisibility({ contentType: 'application', contentLabel: 'Application from Amy' })).toBe(
      false,
    );
  });

  it('sends the status and trimmed notes, and hideContent only when asked', () => {
    expect(reviewBody(job, { status: 'resolved', notes: '  spam  ', toggleVisibility: false })).toEqual({
      status: 'resolved',
      notes: 'spam',
    });
    expect(reviewBody(job, { status: 'resolved', notes: '', toggleVisibility: true })).toEqual({
      status: 'resolved',
      notes: '',
      hideContent: true,
    });
    expect(
      reviewBody({ ...job, contentHidden: true }, { status: 'dismissed', notes: '', toggleVisibility: true }),
    ).toEqual({ status: 'dismissed', notes: '', hideContent: false });
    expect(
      reviewBody(
        { contentType: 'application', contentLabel: 'x', contentHidden: false },
        { status: 'resolved', notes: '', toggleVisibility: true },
      ),
    ).toEqual({ status: 'resolved', notes: '' });
  });

  it('follows only links of this site', () => {
    expect(safeContentLink('/jobs?job=abc')).toBe('/jobs?job=abc');
    expect(safeContentLink('//evil.example/x')).toBeNull();
    expect(safeContentLink('https://evil.example/')).toBeNull();
    expect(safeContentLink('javascript:alert(1)')).toBeNull();
    expect(safeContentLink(null)).toBeNull();
  });
});
