import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CV_MESSAGES,
  applicationCvProblem,
} from '../../frontend/src/features/jobs/application-cv.ts';
import {
  applicationRecipient,
  appliedOn,
  formatStartDate,
  JOB_TYPE_OPTIONS,
  jobPhotoAlt,
  jobSignInPath,
  jobsQueryParams,
  scheduleLine,
  normalisePlaceFilter,
  placeProblem,
  placeIsDistrict,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  NO_FILTERS,
  type JobFilters,
  parseJobTypeFilter,
  previewDescription,
  reportJobHref,
  SAVE_PARAM,
  splitMessage,
  withParam,
} from '../../frontend/src/features/jobs/format.ts';
import { JOB_MESSAGES, JOB_TYPE_VALUES, jobsQuery } from '../../lambdas/contract/jobs.ts';
import { weekWith, WEEKDAYS_MON_FRI } from '../../lambdas/contract/week-constants.ts';
import { CONTACT_EMAIL } from '../../frontend/src/site.ts';

describe('job type filter', () => {
  it('offers the six job types, labelled as the spec names them and sent lower-cased', () => {
    expect(JOB_TYPE_OPTIONS).toEqual([
      { value: 'live-in', label: 'Live-in' },
      { value: 'live-out', label: 'Live-out' },
      { value: 'rota', label: 'Rota' },
      { value: 'part-time', label: 'Part-time' },
      { value: 'temporary', label: 'Temporary' },
      { value: 'other', label: 'Other' },
    ]);
    expect(JOB_TYPE_OPTIONS.map((o) => o.value)).toEqual(JOB_TYPE_VALUES);
  });

  it('reads a known type from the address in any case, and anything else as all types', () => {
    expect(parseJobTypeFilter('live-in')).toBe('live-in');
    expect(parseJobTypeFilter(' Part-Time ')).toBe('part-time');
    expect(parseJobTypeFilter('full-time')).toBe('');
    expect(parseJobTypeFilter(null)).toBe('');
    expect(parseJobTypeFilter(undefined)).toBe('');
  });
});

describe('place filter', () => {
  it('writes a postcode in capitals and a town as typed, trimmed, spaces collapsed, at most 60 characters', () => {
    expect(normalisePlaceFilter('  sw4   0aa ')).toBe('SW4 0AA');
    expect(normalisePlaceFilter(' m20 ')).toBe('M20');
    expect(normalisePlaceFilter('  Newcastle   upon Tyne ')).toBe('Newcastle upon Tyne');
    expect(normalisePlaceFilter('manchester')).toBe('manchester');
    expect(normalisePlaceFilter(null)).toBe('');
    expect(normalisePlaceFilter('x'.repeat(80))).toHaveLength(60);
  });

  it('leaves what a place names to the server, and says what is wrong with a shape no place has', () => {
    for (const place of [
      'SW4',
      'sw4 0aa',
      'SW',
      'M1',
      '',
      'London',
      "King's Lynn",
      'Stoke-on-Trent',
      'Mancester',
    ])
      expect(placeProblem(place), place).toBeNull();
    for (const place of ['<script>', 'M20!', 'a_b'])
      expect(placeProblem(place), place).toBe('Enter a town, or a postcode like M20');
    expect(placeIsDistrict('SW4 0AA')).toBe(true);
    expect(placeIsDistrict('SW')).toBe(false);
    expect(placeIsDistrict('Manchester')).toBe(false);
  });
});

describe('the filters in the address', () => {
  const FULL: JobFilters = {
    type: 'live-in',
    place: 'SW4',
    nearby: true,
    radius: null,
    salaryPeriod: 'hourly',
    startBy: '2027-01-31',
    needs: ['SEN experience', 'First Aid'],
    days: ['mon', 'tue', 'wed'],
  };

  it('reads what it wrote, and leaves out what is empty', () => {
    const params = filtersToParams(FULL, 'best');
    expect(Object.fromEntries(params)).toEqual({
      type: 'live-in',
      place: 'SW4',
      nearby: '1',
      salaryPeriod: 'hourly',
      startBy: '2027-01-31',
      needs: 'SEN experience,First Aid',
      days: 'mon,tue,wed',
      sort: 'best',
    });
    expect(filtersFromParams(params)).toEqual({ filters: FULL, sort: 'best' });
    expect(filtersToParams(NO_FILTERS, 'newest').toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams())).toEqual({ filters: NO_FILTERS, sort: 'newest' });
  });

  it('keeps a town as typed with a distance, which replaces "its whole postcode area"', () => {
    const town: JobFilters = { ...NO_FILTERS, place: 'Didsbury', nearby: true, radius: 10 };
    const params = filtersToParams(town, 'newest');
    expect(params.toString()).toBe('place=Didsbury&radius=10');
    expect(filtersFromParams(params).filters).toEqual({ ...town, nearby: false });
    expect(jobsQueryParams(town, undefined)).toMatchObject({
      place: 'Didsbury',
      radius: '10',
      nearby: undefined,
    });
    // A distance the control does not offer, or one without a place, is no filter.
    expect(filtersFromParams(new URLSearchParams('place=M20&radius=7')).filters.radius).toBeNull();
    expect(filtersFromParams(new URLSearchParams('radius=10')).filters.radius).toBeNull();
  });

  it('keeps the rest of the address (a Save on its way through sign-in), and replaces the filters', () => {
    const current = new URLSearchParams('save=seed-job-07&place=M1&sort=best');
    expect(filtersToParams({ ...NO_FILTERS, type: 'rota' }, 'newest', current).toString()).toBe(
      'save=seed-job-07&type=rota',
    );
  });

  it('reads days Monday first, once each, and drops a day that is none', () => {
    expect(filtersFromParams(new URLSearchParams('days=wed,mon,funday,wed')).filters.days).toEqual([
      'mon',
      'wed',
    ]);
  });

  it('reads anything unknown as no filter; nearby only with a place; each requirement once, in order', () => {
    const read = filtersFromParams(
      new URLSearchParams(
        'type=butler&nearby=1&salaryPeriod=fortnightly&startBy=soon&needs=First Aid,Juggling,SEN experience,First Aid&sort=worst',
      ),
    );
    expect(read).toEqual({
      filters: { ...NO_FILTERS, needs: ['SEN experience', 'First Aid'] },
      sort: 'newest',
    });
    // Words are sent as typed (the server says whether they name a place); a shape no place has is kept
    // for its field to explain, but never sent.
    const words = filtersFromParams(new URLSearchParams('place=narnia&type=rota'));
    expect(words.filters.place).toBe('narnia');
    expect(jobsQueryParams(words.filters, undefined).place).toBe('narnia');
    const bad = filtersFromParams(new URLSearchParams('place=<narnia>&type=rota'));
    expect(bad.filters.place).toBe('<narnia>');
    expect(hasFilters(bad.filters)).toBe(true);
    expect(jobsQueryParams(bad.filters, undefined).place).toBeUndefined();
  });
});

describe('jobsQueryParams', () => {
  it('asks for 12 jobs and leaves out empty filters', () => {
    expect(jobsQueryParams(NO_FILTERS, undefined)).toEqual({
      limit: 12,
      cursor: undefined,
      type: undefined,
      place: undefined,
      nearby: undefined,
      radius: undefined,
      salaryPeriod: undefined,
      startBy: undefined,
      needs: undefined,
      days: undefined,
      sort: undefined,
    });
  });

  it('sends every filter as GET /jobs reads it, the sort and the cursor', () => {
    expect(
      jobsQueryParams(
        {
          type: 'rota',
          place: ' sw4 ',
          nearby: true,
          radius: null,
          salaryPeriod: 'weekly',
          startBy: '2027-02-01',
          needs: ['Cooking'],
          days: ['sat', 'sun'],
        },
        'abc',
        'best',
        3,
      ),
    ).toEqual({
      limit: 3,
      cursor: 'abc',
      type: 'rota',
      place: 'SW4',
      nearby: '1',
      radius: undefined,
      salaryPeriod: 'weekly',
      startBy: '2027-02-01',
      needs: 'Cooking',
      days: 'sat,sun',
      sort: 'best',
    });
    // What it sends, the API's query contract accepts.
    const sent = jobsQueryParams(
      { ...NO_FILTERS, place: 'SW', needs: ['SEN experience', 'First Aid'] },
      undefined,
    );
    const parsed = jobsQuery.safeParse(
      Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data?.needs).toEqual(['SEN experience', 'First Aid']);
  });
});

describe('splitMessage', () => {
  it("splits the spec's 'Title: description' messages for toasts", () => {
    expect(splitMessage(JOB_MESSAGES.applyAuth)).toEqual({
      title: 'Authentication required',
      description: 'Please log in to apply for jobs.',
    });
    expect(splitMessage(JOB_MESSAGES.saveAuth)).toEqual({
      title: 'Authentication required',
      description: 'Please log in to save jobs.',
    });
    expect(splitMessage(JOB_MESSAGES.applyProfile)).toEqual({
      title: 'Profile required',
      description: 'Please create a nanny profile before applying for jobs.',
    });
    expect(splitMessage(APPLICATION_CV_MESSAGES.type)).toEqual({
      title: 'Invalid file type',
      description: 'Please upload a PDF, DOC, or DOCX file.',
    });
    expect(splitMessage(APPLICATION_CV_MESSAGES.size)).toEqual({
      title: 'File too large',
      description: 'Please upload a file smaller than 5MB.',
    });
  });

  it('keeps a message without a title as the title', () => {
    expect(splitMessage('Job saved')).toEqual({ title: 'Job saved', description: undefined });
  });
});

describe('reportJobHref', () => {
  it('writes to support with the job in the subject', () => {
    expect(reportJobHref('job-1234')).toBe(`mailto:${CONTACT_EMAIL}?subject=Report%20job%20job-1234`);
  });
});

describe('formatStartDate', () => {
  it('shows a date the British way, whatever the time zone', () => {
    expect(formatStartDate('2025-03-01')).toBe('1 March 2025');
    expect(formatStartDate('2024-12-31')).toBe('31 December 2024');
  });

  it('shows anything that is not a real date as given', () => {
    expect(formatStartDate('ASAP')).toBe('ASAP');
    expect(formatStartDate('2025-02-30')).toBe('2025-02-30');
    expect(formatStartDate('')).toBe('');
  });
});

describe('the sign-in detour', () => {
  it('comes back to the page as it was, its query kept whole', () => {
    expect(jobSignInPath()).toBe('/auth?redirect=%2Fjobs');
    const back = withParam('/jobs', '?type=live-in&place=SW4+0AA', SAVE_PARAM, 'seed-job-07');
    expect(back).toBe('/jobs?type=live-in&place=SW4+0AA&save=seed-job-07');
    const signIn = jobSignInPath(back);
    expect(signIn).toBe(`/auth?redirect=${encodeURIComponent(back)}`);
    // What the sign-in page reads back is exactly where it was sent from.
    expect(new URLSearchParams(signIn.split('?')[1]).get('redirect')).toBe(back);
  });

  it('sets, replaces and removes one parameter, keeping the others', () => {
    expect(withParam('/jobs', '', 'save', 'a')).toBe('/jobs?save=a');
    expect(withParam('/jobs', '?save=a&type=rota', 'save', 'b')).toBe('/jobs?save=b&type=rota');
    expect(withParam('/jobs', '?save=a', 'save', null)).toBe('/jobs');
    expect(withParam('/jobs/x', '?type=rota&save=a', 'save', null)).toBe('/jobs/x?type=rota');
  });
});

describe('appliedOn', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('gives the day and month in UK time, and the year only when it is not this one', () => {
    expect(appliedOn('2026-11-12T09:30:00Z', now)).toBe('Applied on 12 Nov');
    // Half past eleven at night in UTC on 31 May is already 1 June in London (summer time).
    expect(appliedOn('2026-05-31T23:30:00Z', now)).toBe('Applied on 1 Jun');
    expect(appliedOn('2025-12-30T10:00:00Z', now)).toBe('Applied on 30 Dec 2025');
  });

  it('says only that she applied when the date cannot be read', () => {
    expect(appliedOn('not a date', now)).toBe('Applied');
  });
});

describe('who reads an application, and a job photo’s text', () => {
  it('names the agency by its name, and otherwise the family', () => {
    expect(applicationRecipient({ posterType: 'agency', posterLabel: ' Little Acorns ' })).toBe(
      'Little Acorns',
    );
    expect(applicationRecipient({ posterType: 'agency', posterLabel: '' })).toBe('the family');
    expect(applicationRecipient({ posterType: 'family', posterLabel: 'Family' })).toBe('the family');
  });

  it('says whose photo it is and for which job', () => {
    expect(jobPhotoAlt({ posterType: 'family', posterLabel: 'Family', title: 'Nanny in Bath' })).toBe(
      'Photo shared by the family for the job “Nanny in Bath”',
    );
    expect(jobPhotoAlt({ posterType: 'agency', posterLabel: 'Little Acorns', title: 'Rota nanny' })).toBe(
      'Photo shared by Little Acorns for the job “Rota nanny”',
    );
  });
});

describe('previewDescription', () => {
  it('keeps a short description whole, line breaks included', () => {
    const text = 'Loving family in Bath.\r\nTwo children.\n\nStart soon.';
    expect(previewDescription(text)).toEqual({
      full: 'Loving family in Bath.\nTwo children.\n\nStart soon.',
      preview: 'Loving family in Bath.\nTwo children.\n\nStart soon.',
      truncated: false,
    });
  });

  it('does not fold a description only a little over the limit', () => {
    const text = 'word '.repeat(62).trim(); // 309 characters, within 15% of 280
    expect(previewDescription(text).truncated).toBe(false);
  });

  it('folds a long description at a word, ending in an ellipsis', () => {
    const text = 'We are looking for a caring nanny. '.repeat(20).trim();
    const { full, preview, truncated } = previewDescription(text);
    expect(truncated).toBe(true);
    expect(full).toBe(text);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(281);
    const shown = preview.slice(0, -1);
    expect(text.startsWith(shown)).toBe(true);
    expect(text[shown.length]).toMatch(/[\s.]/);
  });

  it('folds a description with many lines after five of them', () => {
    const text = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].join('\n');
    expect(previewDescription(text)).toMatchObject({
      preview: 'One\nTwo\nThree\nFour\nFive…',
      truncated: true,
    });
  });
});

describe('applicationCvProblem', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts a PDF, DOC or DOCX up to 5MB', () => {
    expect(applicationCvProblem(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(applicationCvProblem(file('cv.doc', 'application/msword'))).toBeNull();
    expect(
      applicationCvProblem(
        file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBeNull();
    expect(applicationCvProblem(file('cv.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull();
  });

  it('goes by the extension when the system gives no type', () => {
    expect(applicationCvProblem(file('CV.DOCX', ''))).toBeNull();
    expect(applicationCvProblem(file('cv.txt', ''))).toBe(APPLICATION_CV_MESSAGES.type);
    expect(applicationCvProblem(file('cv', ''))).toBe(APPLICATION_CV_MESSAGES.type);
  });

  it("refuses other types and files over 5MB with the spec's messages", () => {
    expect(applicationCvProblem(file('photo.png', 'image/png'))).toBe(
      'Invalid file type: Please upload a PDF, DOC, or DOCX file.',
    );
    expect(applicationCvProblem(file('cv.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe(
      'File too large: Please upload a file smaller than 5MB.',
    );
  });
});

describe('the board’s filters as a saved search', () => {
  it('keeps what is set and leaves out the rest; nearby only with a place', async () => {
    const { searchOf, NO_FILTERS } = await import('../../frontend/src/features/jobs/format.ts');
    expect(searchOf(NO_FILTERS)).toEqual({});
    expect(searchOf({ ...NO_FILTERS, nearby: true })).toEqual({});
    expect(
      searchOf({ ...NO_FILTERS, place: 'SW4', nearby: true, needs: ['SEN experience'], type: 'live-out' }),
    ).toEqual({ place: 'SW4', nearby: true, needs: ['SEN experience'], type: 'live-out' });
  });
});

describe('a job’s usual week on its card and page', () => {
  const pay = { rota: false };
  it('says the schedule in words, a rota without one as a rota, and nothing for an older job', () => {
    expect(scheduleLine({ schedule: weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']), pay })).toBe(
      'Mornings and afternoons, Monday to Friday',
    );
    expect(scheduleLine({ schedule: null, pay: { rota: true } })).toBe('Follows a rota');
    expect(scheduleLine({ pay })).toBeNull();
    expect(scheduleLine({ schedule: null, pay: null })).toBeNull();
  });
});
