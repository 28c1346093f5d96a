import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES as M } from '../../lambdas/contract/verification-constants.ts';
import { checkRecordOf, checkRecordProblems, lapseOf } from '../../lambdas/domain/verification.ts';

const TODAY = '2026-11-24';
const request = { registrationNumber: null };

describe('the record a moderator makes of a check', () => {
  it('dates each kind by the day that counts and lapses it by its own rule', () => {
    expect(
      checkRecordOf(request, {
        kind: 'identity',
        documentType: 'passport',
        nameMatches: true,
        checkedOn: TODAY,
      }),
    ).toMatchObject({ on: TODAY, lapsesOn: lapseOf.identity(TODAY) });
    expect(
      checkRecordOf(request, {
        kind: 'dbs_certificate',
        issuedOn: '2025-01-10',
        certificateLast4: '1234',
        barredListChildren: true,
        checkedOn: TODAY,
      }),
    ).toMatchObject({ on: TODAY, lapsesOn: lapseOf.dbsCertificate('2025-01-10', TODAY) });
    expect(
      checkRecordOf(request, { kind: 'dbs_update_service', result: 'current', checkedOn: TODAY }),
    ).toMatchObject({ on: TODAY, lapsesOn: lapseOf.updateService(TODAY) });
    // First aid counts from the course, not from the day it was seen.
    expect(
      checkRecordOf(request, { kind: 'first_aid', courseOn: '2026-03-01', checkedOn: TODAY }),
    ).toMatchObject({
      on: '2026-03-01',
      lapsesOn: lapseOf.firstAid('2026-03-01'),
    });
  });

  it('carries the Ofsted registration number the nanny gave with her request', () => {
    const record = checkRecordOf({ registrationNumber: 'EY123456' }, { kind: 'ofsted', checkedOn: TODAY });
    expect(record.details).toEqual({ kind: 'ofsted', checkedOn: TODAY, registrationNumber: 'EY123456' });
    expect(record.lapsesOn).toBe(lapseOf.ofsted(TODAY));
    expect(checkRecordOf(request, { kind: 'ofsted', checkedOn: TODAY }).details).toMatchObject({
      registrationNumber: '',
    });
  });
});

describe('what is wrong with a record', () => {
  it('refuses details for another check', () => {
    expect(checkRecordProblems('identity', { kind: 'ofsted', checkedOn: TODAY }, TODAY)).toEqual({
      'details.kind': 'These details are for another check',
    });
  });

  it('refuses days that have not happened yet', () => {
    expect(checkRecordProblems('ofsted', { kind: 'ofsted', checkedOn: '2026-11-25' }, TODAY)).toEqual({
      'details.checkedOn': M.dateFuture,
    });
    expect(checkRecordProblems('ofsted', { kind: 'ofsted', checkedOn: TODAY }, TODAY)).toBeNull();
  });

  it('refuses a certificate issued, or a course taken, after it was seen', () => {
    expect(
      checkRecordProblems(
        'dbs_certificate',
        {
          kind: 'dbs_certificate',
          issuedOn: '2026-11-20',
          certificateLast4: '1234',
          barredListChildren: true,
          checkedOn: '2026-11-19',
        },
        TODAY,
      ),
    ).toEqual({ 'details.issuedOn': 'The certificate cannot be issued after it was seen' });
    expect(
      checkRecordProblems(
        'first_aid',
        { kind: 'first_aid', courseOn: '2026-11-30', checkedOn: '2026-11-26' },
        TODAY,
      ),
    ).toEqual({
      'details.checkedOn': M.dateFuture,
      'details.courseOn': 'The course cannot be after the check',
    });
  });
});
