import { describe, expect, it } from 'vitest';
import {
  AGENCY_PRICE_LABEL,
  formatEpochDate,
  isPaymentFailed,
  safeExternalUrl,
  websiteHost,
} from '../../frontend/src/features/agency/format.ts';
import { agencyJobInput, websiteUrl } from '../../lambdas/contract/agency.ts';

describe('agency page helpers', () => {
  it('shows Stripe times as UK dates, in London time', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in London (BST).
    expect(formatEpochDate(Date.parse('2026-03-31T23:30:00Z') / 1000)).toBe('1 April 2026');
    expect(formatEpochDate(Date.parse('2026-12-05T12:00:00Z') / 1000)).toBe('5 December 2026');
  });

  it('prices the plan as the card shows it', () => expect(AGENCY_PRICE_LABEL).toBe('£100/month'));

  it.each([
    ['past_due', true],
    ['unpaid', true],
    ['active', false],
    ['canceled', false],
    [null, false],
  ])('payment failed for %s: %s', (status, failed) => expect(isPaymentFailed(status)).toBe(failed));

  it('opens only http(s) addresses the server gives', () => {
    expect(safeExternalUrl('https://checkout.stripe.com/c/pay/cs_1')).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
  });

  it('names a website by its host', () => {
    expect(websiteHost('https://www.littlestars.co.uk/about')).toBe('littlestars.co.uk');
    expect(websiteHost('nonsense')).toBe('nonsense');
  });
});

describe('the website field', () => {
  it.each([
    ['', ''],
    ['littlestars.co.uk', 'https://littlestars.co.uk'],
    ['  http://littlestars.co.uk/jobs ', 'http://littlestars.co.uk/jobs'],
  ])('accepts %j as %j', (input, output) => expect(websiteUrl.parse(input)).toBe(output));

  it.each([
    'javascript:alert(1)',
    'mailto:a@b.co',
    'https://localhost',
    'https://a b.com',
    'ftp://x.co',
    'https://',
  ])('refuses %j with the spec message', (input) => {
    const result = websiteUrl.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Valid website URL is required');
  });

  it('the agency form has optional children ages, no discount code and no name (its profile’s is posted)', () => {
    const body = {
      jobTitle: 'Nanny',
      location: 'Leeds',
      postcode: 'LS1',
      startDate: '2030-01-01',
      daysHours: 'Mon-Fri',
      pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 20, liveIn: false, rota: false },
      jobType: 'live-out',
      jobTypeOther: '',
      childrenAges: '',
      description: 'A caring nanny for two.',
      selectedLanguages: [],
      selectedRequirements: [],
      photo: null,
      contactEmail: 'jobs@agency.example',
      additionalComments: '',
      websiteUrl: '',
      logo: null,
    };
    expect(agencyJobInput.safeParse(body).success).toBe(true);
    expect(agencyJobInput.safeParse({ ...body, discountCode: 'WELCOME10' }).success).toBe(false);
    // A job carries the name its agency profile holds: a body naming one is refused, whatever it names.
    expect(agencyJobInput.safeParse({ ...body, agencyName: 'Acorn' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});
