import { describe, expect, it } from 'vitest';
import { applicant, myJobDetail } from '../../lambdas/contract/hiring.ts';
import { candidateCard, DELETED_APPLICANT, firstNameOnly } from '../../lambdas/contract/nanny.ts';
import { applicationEmail } from '../../lambdas/domain/emails.ts';
import { applicantChoiceLabel } from '../../frontend/src/features/my-jobs/format.ts';

/**
 * Create Profile promises a nanny that families never see her surname. The server holds to it in the
 * answers' schemas: whatever a service hands over, only her first name leaves in an applicant, a hire or
 * a card, and the application email names her by it.
 */
const FULL = 'Rosa Martínez Lopez';
const SURNAMES = /Martínez|Lopez/;

const anApplicant = (name: string) => ({
  nannyId: 'nanny-0001',
  name,
  coverLetter: 'I would love to look after your children.',
  phone: '',
  status: 'new',
  appliedAt: '2026-03-01T10:00:00.000Z',
  statusChangedAt: null,
  cvFileName: null,
  message: null,
  profile: null,
  review: null,
});

describe('a nanny’s name as families and agencies read it', () => {
  it('is her first name only, and "Deleted user" stays as it is', () => {
    expect(firstNameOnly(FULL)).toBe('Rosa');
    expect(firstNameOnly('  Rosa  ')).toBe('Rosa');
    expect(firstNameOnly('Zoë\tAnne Smith')).toBe('Zoë');
    expect(firstNameOnly(DELETED_APPLICANT)).toBe('Deleted user');
    expect(firstNameOnly('')).toBe('');
  });

  it('is cut to her first name by the applicant schema, whatever the service handed over', () => {
    const parsed = applicant.parse(anApplicant(FULL));
    expect(parsed.name).toBe('Rosa');
    expect(JSON.stringify(parsed)).not.toMatch(SURNAMES);
    expect(applicant.parse(anApplicant(DELETED_APPLICANT)).name).toBe('Deleted user');
  });

  it('is cut to her first name in the hire a job page names, and on her card', () => {
    const hired = myJobDetail.shape.hired.parse({ nannyId: 'nanny-0001', name: FULL });
    expect(hired).toEqual({ nannyId: 'nanny-0001', name: 'Rosa' });
    expect(candidateCard.shape.firstName.parse(FULL)).toBe('Rosa');
  });

  it('is her first name in the application email, even in a message written with her full name', () => {
    const email = applicationEmail(
      {
        to: 'family@example.com',
        nannyId: 'nanny-0001',
        jobId: 'job-0001',
        jobTitle: 'Nanny for two',
        applicantName: FULL,
        phone: '',
        location: 'Brixton, London',
        yearsExperience: 6,
        coverLetter: 'I would love to look after your children.',
        cv: null,
      },
      'https://nanny.example',
    );
    expect(email.subject).toBe('New application for "Nanny for two" from Rosa');
    expect(email.text).toContain('Rosa applied for your job "Nanny for two"');
    expect(email.text).toContain('Their cover letter:');
    expect(email.subject).not.toMatch(SURNAMES);
    expect(email.text).not.toMatch(SURNAMES);
  });

  it('tells two applicants with the same first name apart by the day they applied, not a surname', () => {
    const rosa = { nannyId: 'a', name: 'Rosa', appliedAt: '2026-03-01T10:00:00.000Z' };
    const other = { nannyId: 'b', name: 'Rosa', appliedAt: '2026-03-04T10:00:00.000Z' };
    const amir = { nannyId: 'c', name: 'Amir', appliedAt: '2026-03-02T10:00:00.000Z' };
    expect(applicantChoiceLabel(rosa, [rosa, other, amir])).toBe('Rosa (applied 1 March 2026)');
    expect(applicantChoiceLabel(other, [rosa, other, amir])).toBe('Rosa (applied 4 March 2026)');
    expect(applicantChoiceLabel(amir, [rosa, other, amir])).toBe('Amir');
  });
});
