import { describe, expect, it } from 'vitest';
import {
  alertLabel,
  alertPartition,
  normaliseSearch,
  partitionsForJob,
  readStopToken,
  stopToken,
  jobAlertEmail,
  jobAlertDigestEmail,
} from '../../lambdas/domain/job-alerts.ts';

describe('job alerts: rules', () => {
  it('names a search from its criteria, in the board’s order', () => {
    expect(alertLabel({ place: 'SW4', nearby: true, type: 'live-out', needs: ['SEN experience'] })).toBe(
      'SW4 and the rest of SW · Live-out · SEN experience',
    );
    expect(alertLabel({ place: 'SW', salaryPeriod: 'yearly', startBy: '2027-01-31' })).toBe(
      'SW (area) · Yearly pay · Starts by 31 Jan 2027',
    );
    // A requirement is named as people write it, not as it is stored ('Driving license').
    expect(alertLabel({ needs: ['First Aid', 'Driving license'] })).toBe('First Aid · Driving licence');
  });

  it('keeps a place as its district or area, and nearby only with a district', () => {
    expect(normaliseSearch({ place: 'sw4 0aa', nearby: true })).toEqual({ place: 'SW4', nearby: true });
    expect(normaliseSearch({ place: 'sw', nearby: true })).toEqual({ place: 'SW' });
    expect(normaliseSearch({ needs: ['Cooking', 'Cooking'], nearby: false })).toEqual({ needs: ['Cooking'] });
  });

  it('lists an alert under its area, or anywhere, and a job reaches both', () => {
    expect(alertPartition({ place: 'SW1A' })).toBe('ALERTS_AREA#SW');
    expect(alertPartition({ type: 'rota' })).toBe('ALERTS_ANYWHERE');
    expect(partitionsForJob('SW4')).toEqual(['ALERTS_AREA#SW', 'ALERTS_ANYWHERE']);
    expect(partitionsForJob(null)).toEqual(['ALERTS_ANYWHERE']);
  });

  it('reads back the alert and owner a stop token names, and nothing from junk', () => {
    const token = stopToken('user-1', 'alert-123456', 'sig');
    expect(readStopToken(token)).toEqual({ userId: 'user-1', alertId: 'alert-123456', signature: 'sig' });
    expect(readStopToken('nonsense')).toBeNull();
    expect(readStopToken('a.b.c')).toBeNull();
  });

  it('reads a stop token only in its one spelling: unused bits set in the value make another token', () => {
    const token = stopToken('user-1', 'alert-123456', 'sig');
    const [value, signature] = token.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character's lowest bit is unused here (19 bytes): the same bytes, spelt otherwise.
    const other = `${value.slice(0, -1)}${alphabet[alphabet.indexOf(value.at(-1)!) ^ 1]}`;
    expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(value, 'base64url'));
    expect(readStopToken(`${other}.${signature}`)).toBeNull();
  });

  it('writes the instant email and the digest with the job, its reasons and both links', () => {
    const job = {
      jobId: 'job-1',
      title: 'Nanny for two',
      district: 'SW4',
      payLine: '£15/hour',
      startDate: '2027-01-04',
      reasons: ['In your area: SW4', 'Asks for SEN experience, which you have'],
    };
    const one = jobAlertEmail(
      { recipientId: 'u', alertId: 'a', label: 'SW4 · SEN experience', job },
      'https://site',
      'https://site/alerts/stop#t',
    );
    expect(one.subject).toBe('New job: Nanny for two in SW4');
    expect(one.text).toContain('In your area: SW4');
    expect(one.text).toContain('https://site/jobs/job-1');
    expect(one.text).toContain('https://site/account/alerts');
    expect(one.text).toContain('https://site/alerts/stop#t');
    const digest = jobAlertDigestEmail(
      { recipientId: 'u', alertId: 'a', label: 'SW4', day: '2027-01-02', jobs: [job], more: 2 },
      'https://site',
      'https://site/alerts/stop#t',
    );
    expect(digest.subject).toBe('3 new jobs for “SW4”');
    expect(digest.text).toContain('And 2 more');
  });
});
