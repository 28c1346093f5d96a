import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  employmentTypeOf,
  jobPostingData,
  jobPostingScript,
  type JobPostingSource,
} from '../../lambdas/contract/job-posting-data.ts';
import { JOB_TYPE_VALUES } from '../../lambdas/contract/jobs-constants.ts';
import { PAY_PERIODS, type Pay } from '../../lambdas/contract/pay.ts';

const SITE = 'https://nannies.example.co.uk';

/**
 * Google's job posting guidelines, written out here rather than imported, so the builder is checked
 * against them and not against itself.
 */
const GOOGLE = {
  required: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  recommended: ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'],
  employmentTypes: [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ],
  salaryUnits: ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'],
} as const;

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** Every problem Google's guidelines would find in a posting; `expected` names the recommended ones it should have. */
function problems(
  data: Record<string, unknown>,
  expected: { validThrough: boolean; baseSalary: boolean },
): string[] {
  const found: string[] = [];
  if (data['@context'] !== 'https://schema.org') found.push('@context');
  if (data['@type'] !== 'JobPosting') found.push('@type');
  for (const name of GOOGLE.required) if (data[name] === undefined) found.push(`missing ${name}`);
  for (const name of GOOGLE.recommended) {
    const wanted = name === 'validThrough' || name === 'baseSalary' ? expected[name] : true;
    if (wanted !== (data[name] !== undefined)) found.push(`${wanted ? 'missing' : 'unexpected'} ${name}`);
  }
  if (typeof data.title !== 'string' || !data.title) found.push('title');
  if (typeof data.description !== 'string' || !data.description) found.push('description');
  if (typeof data.datePosted !== 'string' || !ISO_8601.test(data.datePosted)) found.push('datePosted');
  if (data.validThrough !== undefined && !ISO_8601.test(data.validThrough as string))
    found.push('validThrough');
  const organization = data.hiringOrganization as Record<string, unknown> | undefined;
  if (
    organization?.['@type'] !== 'Organization' ||
    typeof organization.name !== 'string' ||
    !organization.name
  )
    found.push('hiringOrganization.name');
  const place = data.jobLocation as { '@type'?: string; address?: Record<string, unknown> } | undefined;
  const address = place?.address;
  if (place?.['@type'] !== 'Place' || address?.['@type'] !== 'PostalAddress') found.push('jobLocation');
  if (!address?.addressCountry) found.push('jobLocation.address.addressCountry');
  if (!address?.addressLocality && !address?.postalCode)
    found.push('jobLocation.address.addressLocality or postalCode');
  if (
    data.employmentType !== undefined &&
    !(GOOGLE.employmentTypes as readonly unknown[]).includes(data.employmentType)
  )
    found.push('employmentType');
  if (data.baseSalary !== undefined) {
    const salary = data.baseSalary as {
      '@type'?: string;
      currency?: string;
      value?: Record<string, unknown>;
    };
    const value = salary.value;
    if (salary['@type'] !== 'MonetaryAmount' || !salary.currency) found.push('baseSalary.currency');
    if (value?.['@type'] !== 'QuantitativeValue') found.push('baseSalary.value');
    if (!(GOOGLE.salaryUnits as readonly unknown[]).includes(value?.unitText))
      found.push('baseSalary.value.unitText');
    const amounts =
      typeof value?.value === 'number' ||
      (typeof value?.minValue === 'number' &&
        typeof value.maxValue === 'number' &&
        value.minValue <= value.maxValue);
    if (!amounts) found.push('baseSalary.value amounts');
  }
  if (data.directApply !== undefined && typeof data.directApply !== 'boolean') found.push('directApply');
  const identifier = data.identifier as Record<string, unknown> | undefined;
  if (identifier && (identifier['@type'] !== 'PropertyValue' || !identifier.name || !identifier.value))
    found.push('identifier');
  return found;
}

const familyJob: JobPostingSource = {
  id: 'job-family-0001',
  title: 'Nanny for two in Clapham',
  description: 'Loving nanny wanted for our two boys.\n\nSchool runs & after-school clubs.',
  location: 'Clapham, London',
  postcodeDistrict: 'SW4',
  jobType: 'live-out',
  posterType: 'family',
  posterLabel: 'Family',
  posterWebsite: null,
  posterLogoUrl: null,
  pay: { period: 'hourly', min: 14, max: 16, hoursPerWeek: 40, liveIn: false, rota: false },
  publishedAt: '2025-03-01T09:30:00.000Z',
  liveUntil: '2025-03-31T09:30:00.000Z',
};

const agencyJob: JobPostingSource = {
  ...familyJob,
  id: 'job-agency-0002',
  title: 'Maternity nurse',
  jobType: 'temporary',
  posterType: 'agency',
  posterLabel: 'Little Acorns Nannies',
  posterWebsite: 'https://www.littleacorns.co.uk',
  posterLogoUrl: '/logos/little-acorns.png',
  pay: { period: 'yearly', min: 32000, max: null, hoursPerWeek: 50, liveIn: false, rota: false },
};

describe('jobPostingData', () => {
  it("builds a family's job with every property Google requires and recommends", () => {
    const data = jobPostingData(familyJob, SITE);
    expect(problems({ ...data }, { validThrough: true, baseSalary: true })).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Nanny for two in Clapham',
      description: 'Loving nanny wanted for our two boys.<br><br>School runs &amp; after-school clubs.',
      datePosted: '2025-03-01T09:30:00.000Z',
      validThrough: '2025-03-31T09:30:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Private family' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Clapham, London',
          postalCode: 'SW4',
          addressCountry: 'GB',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'GBP',
        value: { '@type': 'QuantitativeValue', minValue: 14, maxValue: 16, unitText: 'HOUR' },
      },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Nanny Marketplace', value: 'job-family-0001' },
      url: 'https://nannies.example.co.uk/jobs/job-family-0001',
    });
  });

  it("names an agency, with its website and its logo's absolute address", () => {
    const data = jobPostingData(agencyJob, `${SITE}/`);
    expect(problems({ ...data }, { validThrough: true, baseSalary: true })).toEqual([]);
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Little Acorns Nannies',
      sameAs: 'https://www.littleacorns.co.uk',
      logo: 'https://nannies.example.co.uk/logos/little-acorns.png',
    });
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 32000, unitText: 'YEAR' },
    });
    expect(data.employmentType).toBe('TEMPORARY');
    expect(data.url).toBe('https://nannies.example.co.uk/jobs/job-agency-0002');
  });

  it("keeps an agency's absolute logo address, and drops a logo or website that is not http(s)", () => {
    const logo = 'https://files.example.com/logos/a.png?X-Amz-Signature=abc';
    expect(jobPostingData({ ...agencyJob, posterLogoUrl: logo }, SITE).hiringOrganization.logo).toBe(logo);
    const odd = jobPostingData(
      { ...agencyJob, posterLogoUrl: 'javascript:alert(1)', posterWebsite: 'javascript:alert(1)' },
      SITE,
    );
    expect(odd.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Little Acorns Nannies' });
  });

  it("never gives a family's website or logo, or its name", () => {
    const data = jobPostingData(
      {
        ...familyJob,
        posterLabel: 'The Smiths',
        posterWebsite: 'https://smith.example',
        posterLogoUrl: '/x.png',
      },
      SITE,
    );
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Private family' });
  });

  it('gives no salary for an older job whose words were not read as gross pay', () => {
    const data = jobPostingData({ ...familyJob, pay: null }, SITE);
    expect(data.baseSalary).toBeUndefined();
    expect(problems({ ...data }, { validThrough: true, baseSalary: false })).toEqual([]);
  });

  it('reads each period of the gross pay as its unit', () => {
    const unit = (period: Pay['period'], min: number, max: number | null) => {
      const pay: Pay = { period, min, max, hoursPerWeek: 40, liveIn: false, rota: false };
      const value = jobPostingData({ ...familyJob, pay }, SITE).baseSalary?.value;
      return value && { ...value, '@type': undefined };
    };
    expect(unit('hourly', 15, null)).toEqual({ value: 15, unitText: 'HOUR' });
    expect(unit('weekly', 600, null)).toEqual({ value: 600, unitText: 'WEEK' });
    expect(unit('weekly', 600, 700)).toEqual({ minValue: 600, maxValue: 700, unitText: 'WEEK' });
    expect(unit('yearly', 30000, 34000)).toEqual({ minValue: 30000, maxValue: 34000, unitText: 'YEAR' });
  });

  it('places a job without a postcode district by its location alone', () => {
    const data = jobPostingData({ ...familyJob, postcodeDistrict: null }, SITE);
    expect(problems({ ...data }, { validThrough: true, baseSalary: true })).toEqual([]);
    expect(data.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Clapham, London',
      addressCountry: 'GB',
    });
  });

  it('gives an older job with no end no validThrough', () => {
    const data = jobPostingData({ ...familyJob, liveUntil: null, publishedAt: '2023-06-01T08:00:00Z' }, SITE);
    expect(data).not.toHaveProperty('validThrough');
    expect(data.datePosted).toBe('2023-06-01T08:00:00.000Z');
    expect(problems({ ...data }, { validThrough: false, baseSalary: true })).toEqual([]);
  });

  it('escapes markup in the description and turns every kind of line break into <br>', () => {
    const data = jobPostingData({ ...familyJob, description: 'Ages <5 & >2\r\nLine two\rLine three' }, SITE);
    expect(data.description).toBe('Ages &lt;5 &amp; &gt;2<br>Line two<br>Line three');
  });

  it('percent-encodes the id in the page address', () => {
    expect(jobPostingData({ ...familyJob, id: 'a b/c' }, SITE).url).toBe(
      'https://nannies.example.co.uk/jobs/a%20b%2Fc',
    );
  });

  it('refuses a bad site origin or a date that is not a time', () => {
    expect(() => jobPostingData(familyJob, 'nannies.example.co.uk')).toThrow(/site origin/);
    expect(() => jobPostingData(familyJob, `${SITE}/jobs`)).toThrow(/site origin/);
    expect(() => jobPostingData({ ...familyJob, publishedAt: 'yesterday' }, SITE)).toThrow(/publishedAt/);
    expect(() => jobPostingData({ ...familyJob, liveUntil: '' }, SITE)).toThrow(/liveUntil/);
  });

  it('maps every job type to one of Google’s employment types', () => {
    expect(Object.fromEntries(JOB_TYPE_VALUES.map((type) => [type, employmentTypeOf(type)]))).toEqual({
      'live-in': 'FULL_TIME',
      'live-out': 'FULL_TIME',
      rota: 'FULL_TIME',
      'part-time': 'PART_TIME',
      temporary: 'TEMPORARY',
      other: 'OTHER',
    });
    expect(employmentTypeOf('night-nanny')).toBe('OTHER');
    expect(employmentTypeOf('constructor')).toBe('OTHER');
  });
});

describe('jobPostingScript', () => {
  it('cannot be broken out of by a title, and reads back as the same data', () => {
    const data = jobPostingData(
      {
        ...familyJob,
        title: '</script><script>alert(1)</script>',
        description: 'Line\u2028separator\u2029and <!-- a comment',
      },
      SITE,
    );
    const script = jobPostingScript(data);
    expect(script).not.toMatch(/<\/script/i);
    expect(script).not.toMatch(/[<>\u2028\u2029]/);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(script)).toEqual(data);
    // As a page holds it: the script element ends where the page's own closing tag is, not before.
    const html = `<script type="application/ld+json">${script}</script>`;
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });
});

/** A job as the board could hold it, from any text the forms let through. */
const anyJob: fc.Arbitrary<JobPostingSource> = fc.record({
  id: fc.stringMatching(/^[a-z0-9-]{8,64}$/),
  title: fc.string({ minLength: 1, maxLength: 120 }),
  description: fc.string({ minLength: 10, maxLength: 400 }),
  location: fc.string({ minLength: 1, maxLength: 100 }),
  postcodeDistrict: fc.option(fc.constantFrom('SW4', 'EC1A', 'M1', 'BT9'), { nil: null }),
  jobType: fc.oneof(fc.constantFrom(...JOB_TYPE_VALUES), fc.string()),
  posterType: fc.constantFrom('family' as const, 'agency' as const),
  posterLabel: fc.string({ maxLength: 60 }),
  posterWebsite: fc.option(fc.oneof(fc.webUrl(), fc.string()), { nil: null }),
  posterLogoUrl: fc.option(fc.oneof(fc.webUrl(), fc.string()), { nil: null }),
  pay: fc.option(
    fc
      .tuple(
        fc.integer({ min: 1, max: 200_000 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        fc.constantFrom(...PAY_PERIODS),
        fc.integer({ min: 1, max: 84 }),
      )
      .map(([min, extra, period, hoursPerWeek]) => ({
        period,
        min,
        max: extra === null ? null : min + extra,
        hoursPerWeek,
        liveIn: false,
        rota: hoursPerWeek > 60,
      })),
    { nil: null },
  ),
  publishedAt: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  liveUntil: fc.option(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    { nil: null },
  ),
});

describe('jobPostingData over any job', () => {
  it('always has what Google requires, ISO dates and a known employment type, and survives its script', () => {
    fc.assert(
      fc.property(anyJob, (job) => {
        const data = jobPostingData(job, SITE);
        const found = problems(
          { ...data },
          { validThrough: job.liveUntil !== null, baseSalary: data.baseSalary !== undefined },
        );
        expect(found).toEqual([]);
        expect(GOOGLE.employmentTypes).toContain(data.employmentType);
        expect(Date.parse(data.datePosted)).toBe(Date.parse(job.publishedAt));
        expect(data.description.replaceAll('<br>', '')).not.toMatch(/[<>\r\n]/);
        expect(data.url.startsWith(`${SITE}/jobs/`)).toBe(true);
        const script = jobPostingScript(data);
        expect(script).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(script)).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });
});
