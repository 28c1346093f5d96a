import { describe, expect, it } from 'vitest';
import { daysAWeek, hoursADay, hoursAWeekOf, readLegacyPay } from '../../lambdas/contract/legacy-pay.ts';
import { jobFromItem, payOf } from '../../lambdas/data/jobs.ts';
import { aJob } from '../support/fixtures.ts';
import { jobToItem } from '../../lambdas/data/jobs.ts';

/** A job posted before pay was structured kept its words; it is read into gross pay where they allow. */
describe('older jobs’ pay, read from their words', () => {
  it.each([
    ['Mon–Fri, 8am–6pm', 50],
    ['Monday to Friday, 8am-6pm', 50],
    ['Mon-Fri 8-6', 50],
    ['Mon, Wed, Fri 3pm–7pm', 12],
    ['Tue–Thu, 9am–5pm', 24],
    ['Mon–Fri, 7:30am–9am and 3pm–7pm', 27.5],
    ['Monday to Thursday, 3pm–6.30pm', 14],
    ['3 days a week, 8 hours a day', 24],
    ['40 hours per week', 40],
    ['37.5 hrs pw', 37.5],
    ['Weekdays 8am–4pm', 40],
  ])('reads the hours a week of “%s”: %s', (text, hours) => {
    expect(hoursAWeekOf(text)).toBe(hours);
  });

  it.each([
    'Weekday mornings',
    'Mon–Fri',
    'Flexible',
    '4 days on, 4 days off',
    // Days with hours of their own say no one day's hours.
    'Fri and Sat 5pm–midnight, Sun 10am–4pm',
  ])('finds no hours a week in “%s”', (text) => {
    expect(hoursAWeekOf(text)).toBeNull();
  });

  it('reads days and a day’s hours', () => {
    expect(daysAWeek('Mon–Sun')).toBe(7);
    expect(daysAWeek('Fri–Mon')).toBe(4);
    expect(hoursADay('5pm–midnight')).toBe(7);
    expect(hoursADay('7:30–18:30')).toBe(11);
    expect(hoursADay('9am–noon')).toBe(3);
  });

  it('reads an amount, a range and a period with stated hours into gross pay', () => {
    expect(readLegacyPay('£15-17/hour', 'Mon–Thu, 8am–5pm', 'live-out')).toEqual({
      pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 36, liveIn: false, rota: false },
      line: '£15–£17 an hour gross',
    });
    expect(readLegacyPay('£600 pw gross', 'Mon–Thu, 7:30am–5:30pm', 'other').pay).toMatchObject({
      period: 'weekly',
      min: 600,
      max: null,
      hoursPerWeek: 40,
    });
    expect(readLegacyPay('£32,000 - £36,000 per year', 'Live-in, Mon–Fri, 7am–7pm', 'live-in')).toEqual({
      pay: { period: 'yearly', min: 32000, max: 36000, hoursPerWeek: 60, liveIn: true, rota: false },
      line: '£32,000–£36,000 a year gross',
    });
    // A month's pay is a twelfth of a year's; a day's, a week's for the days stated.
    expect(readLegacyPay('£2,500 pcm', 'Mon–Fri, 8am–6pm', 'live-out').pay).toMatchObject({
      period: 'yearly',
      min: 30000,
    });
    expect(readLegacyPay('£100-£120 per day', 'Mon–Wed, 8am–6pm', 'temporary').pay).toMatchObject({
      period: 'weekly',
      min: 300,
      max: 360,
      hoursPerWeek: 30,
    });
  });

  it('never turns a net or after-tax amount into gross: it is shown as written', () => {
    for (const words of [
      '£500 a week net',
      '£14-16/hour after tax',
      '£600 pw nett',
      '£650 gross / £500 net pw',
    ])
      expect(readLegacyPay(words, 'Mon–Fri, 8am–6pm', 'live-out')).toEqual({ pay: null, line: words });
  });

  it('shows the poster’s words when there is no amount, no period or no hours', () => {
    expect(readLegacyPay('Negotiable', 'Mon–Fri, 8am–6pm', 'live-out')).toEqual({
      pay: null,
      line: 'Negotiable',
    });
    expect(readLegacyPay('  £14/hour  ', 'Weekday mornings', 'part-time')).toEqual({
      pay: null,
      line: '£14/hour',
    });
    expect(readLegacyPay('£500', 'Mon–Fri, 8am–6pm', 'live-out').pay).toBeNull();
    // Over 60 hours without a rota is not pay the form would take: shown as written.
    expect(readLegacyPay('£800 pw', 'Mon–Sun, 7am–7pm', 'live-out').pay).toBeNull();
    expect(readLegacyPay('£800 pw', 'Mon–Sun, 7am–7pm', 'rota').pay).toMatchObject({ rota: true });
  });

  it('keeps a job below the minimum wage as its words say (its poster is asked to fix it)', () => {
    expect(readLegacyPay('£9/hour', 'Mon–Fri, 8am–6pm', 'live-out').pay).toMatchObject({ min: 9 });
  });

  it('reads a stored item with no pay from its words, and one with pay as stored', () => {
    const legacy = {
      ...jobToItem(aJob({ daysHours: 'Tue–Thu, 9am–5pm' })),
      pay: undefined,
      payLine: undefined,
      salaryText: '£14-16/hour',
      salaryMin: 14,
      salaryMax: 16,
      salaryPeriod: 'hourly',
    };
    expect(payOf(legacy)).toEqual({
      pay: { period: 'hourly', min: 14, max: 16, hoursPerWeek: 24, liveIn: false, rota: false },
      payLine: '£14–£16 an hour gross',
    });
    expect(jobFromItem(legacy).salaryText).toBe('£14-16/hour');
    const netItem = { ...legacy, salaryText: '£500 a week after tax' };
    expect(jobFromItem(netItem)).toMatchObject({ pay: null, payLine: '£500 a week after tax' });
    const stored = jobToItem(aJob());
    expect(payOf(stored)).toEqual({ pay: aJob().pay, payLine: aJob().payLine });
  });
});
