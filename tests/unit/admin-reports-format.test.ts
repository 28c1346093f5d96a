import { describe, expect, it } from 'vitest';
import {
  canToggleVisibility,
  contentTypeLabel,
  countsBreakdown,
  dbsStateDetail,
  dbsStateLabel,
  formatDay,
  moreReportsNote,
  parseStatusFilter,
  pendingLabel,
  reasonLabel,
  reportCountLabel,
  reviewBody,
  reviewTargets,
  STATUS_FILTERS,
  statusLabel,
  visibilityLabel,
} from '../../frontend/src/features/reports/format.ts';

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

  it('hides or shows again only existing jobs, nanny profiles and messages', () => {
    expect(canToggleVisibility(job)).toBe(true);
    expect(canToggleVisibility({ contentType: 'message', contentLabel: 'Send me £50 for the DBS' })).toBe(
      true,
    );
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
    // Hiding carries what the owner is told, trimmed.
    expect(
      reviewBody(job, { status: 'resolved', notes: '', toggleVisibility: true, explanation: ' A scam. ' }),
    ).toEqual({
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'A scam.',
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

  it('says where reported content stands in words', () => {
    expect(visibilityLabel('on_board')).toBe('On the job board');
    expect(visibilityLabel('hidden')).toBe('Hidden from public lists');
    expect(visibilityLabel('not_looking')).toBe('Not listed: not looking for work');
    expect(visibilityLabel('private')).toBe("Seen only by the job's poster");
    expect(visibilityLabel('removed')).toBe('Removed: it no longer exists');
    expect(visibilityLabel('archived_later')).toBe('Archived later');
  });

  it('counts an item’s reports, and says which statuses they are in', () => {
    expect(reportCountLabel(1)).toBe('1 report');
    expect(reportCountLabel(3)).toBe('3 reports');
    expect(countsBreakdown({ pending: 2, reviewing: 0, resolved: 1, dismissed: 0 })).toBe(
      '2 pending, 1 resolved',
    );
    expect(countsBreakdown({ pending: 0, reviewing: 1, resolved: 0, dismissed: 4 })).toBe(
      '1 reviewing, 4 dismissed',
    );
    expect(moreReportsNote(3, 3)).toBeNull();
    expect(moreReportsNote(50, 64)).toBe('Showing the 50 newest of 64 reports.');
  });

  it('shows the DBS state as her verification records last said it', () => {
    const verified = { uploaded: true, verified: true, verifiedAt: '2026-11-22' };
    expect(dbsStateLabel(verified)).toBe('DBS certificate on record');
    expect(dbsStateDetail(verified)).toBe('Checked from a copy on 22 Nov 2026');

    const uploaded = { uploaded: true, verified: false, verifiedAt: null };
    expect(dbsStateLabel(uploaded)).toBe('No current DBS certificate record');
    expect(dbsStateDetail(uploaded)).toBe('Certificate uploaded, not recorded as checked');

    const none = { uploaded: false, verified: false, verifiedAt: null };
    expect(dbsStateDetail(none)).toBe('No DBS certificate uploaded');
  });

  it('writes a stored calendar date in words, and leaves free text as it is', () => {
    expect(formatDay('2026-12-09')).toBe('9 Dec 2026');
    expect(formatDay('ASAP')).toBe('ASAP');
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
  });
});
