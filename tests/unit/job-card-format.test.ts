import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CV_MESSAGES,
  applicationCvProblem,
  formatStartDate,
  JOB_TYPE_OPTIONS,
  jobsQueryParams,
  normaliseLocationFilter,
  parseJobTypeFilter,
  previewDescription,
  reportJobHref,
  salaryDetail,
  splitMessage,
} from '../../frontend/src/components/jobs/format.ts';
import { JOB_MESSAGES, JOB_TYPE_VALUES } from '../../lambdas/contract/jobs.ts';
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

describe('location filter', () => {
  it('trims, collapses spaces and keeps at most 60 characters', () => {
    expect(normaliseLocationFilter('  North   London ')).toBe('North London');
    expect(normaliseLocationFilter(null)).toBe('');
    expect(normaliseLocationFilter('x'.repeat(80))).toHaveLength(60);
    expect(normaliseLocationFilter(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });
});

describe('jobsQueryParams', () => {
  it('asks for 12 jobs and leaves out empty filters', () => {
    expect(jobsQueryParams({ type: '', location: '  ' }, undefined)).toEqual({
      limit: 12,
      cursor: undefined,
      type: undefined,
      location: undefined,
    });
  });

  it('sends the type, the cleaned location and the cursor', () => {
    expect(jobsQueryParams({ type: 'rota', location: ' Bath ' }, 'abc')).toEqual({
      limit: 12,
      cursor: 'abc',
      type: 'rota',
      location: 'Bath',
    });
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

describe('salaryDetail', () => {
  it("adds the poster's own words when they say more than the amounts", () => {
    expect(salaryDetail('£12-15/hour', '£12 - £15')).toBe('£12-15/hour');
    expect(salaryDetail('  £600  per week ', '£600')).toBe('£600 per week');
  });

  it('adds nothing when the words are the same as the amounts, or empty', () => {
    expect(salaryDetail('£12 - £15', '£12 - £15')).toBeNull();
    expect(salaryDetail('£12-£15', '£12 - £15')).toBeNull();
    expect(salaryDetail('', 'Salary negotiable')).toBeNull();
    expect(salaryDetail('salary negotiable', 'Salary negotiable')).toBeNull();
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
