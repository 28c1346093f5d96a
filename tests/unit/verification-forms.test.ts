import { describe, expect, it } from 'vitest';
import {
  checkRequestBody,
  emptyRecord,
  EMPTY_REQUEST,
  recordBody,
  referenceAnswerBody,
  refereeBody,
  refereeDecisionBody,
  refuseCheckBody,
  serverFieldErrors,
} from '../../frontend/src/features/verification/forms.ts';
import { VERIFICATION_MESSAGES as M } from '../../lambdas/contract/verification-constants.ts';

const file = { key: 'pending/user-00000001/nanny-evidence/0123456789abcdef', name: 'passport.png' };
const context = { consent: false, hasDbsUpload: false };

describe('asking for a check', () => {
  it('needs evidence for identity and first aid', () => {
    expect(checkRequestBody('identity', EMPTY_REQUEST, context)).toEqual({
      ok: false,
      errors: { evidence: M.evidenceNeeded },
    });
    const sent = checkRequestBody(
      'first_aid',
      { ...EMPTY_REQUEST, evidence: file, note: ' course ' },
      context,
    );
    expect(sent).toEqual({ ok: true, body: { kind: 'first_aid', evidence: file, note: 'course' } });
  });

  it('lets a DBS certificate use the upload on her profile, or an attached copy', () => {
    expect(checkRequestBody('dbs_certificate', { ...EMPTY_REQUEST, useProfileDbs: true }, context)).toEqual({
      ok: false,
      errors: { evidence: M.dbsEvidenceNeeded },
    });
    const fromProfile = checkRequestBody(
      'dbs_certificate',
      { ...EMPTY_REQUEST, useProfileDbs: true, evidence: file },
      { ...context, hasDbsUpload: true },
    );
    expect(fromProfile).toEqual({ ok: true, body: { kind: 'dbs_certificate', evidence: null, note: '' } });
    const attached = checkRequestBody('dbs_certificate', { ...EMPTY_REQUEST, evidence: file }, context);
    expect(attached.ok && attached.body.evidence).toEqual(file);
  });

  it('needs consent and the 12-digit number for the Update Service, and sends no evidence', () => {
    const refused = checkRequestBody(
      'dbs_update_service',
      { ...EMPTY_REQUEST, certificateNumber: '123' },
      context,
    );
    expect(refused).toEqual({
      ok: false,
      errors: { consent: M.consentNeeded, certificateNumber: M.certificateNumber },
    });
    const sent = checkRequestBody(
      'dbs_update_service',
      { ...EMPTY_REQUEST, evidence: file, certificateNumber: '0012 3456 7890' },
      { ...context, consent: true },
    );
    expect(sent).toEqual({
      ok: true,
      body: { kind: 'dbs_update_service', evidence: null, note: '', certificateNumber: '001234567890' },
    });
  });

  it('needs an Ofsted registration number in its form', () => {
    expect(checkRequestBody('ofsted', EMPTY_REQUEST, context)).toEqual({
      ok: false,
      errors: { registrationNumber: M.ofstedNumber },
    });
    const sent = checkRequestBody('ofsted', { ...EMPTY_REQUEST, registrationNumber: 'ey123456' }, context);
    expect(sent.ok && sent.body.registrationNumber).toBe('EY123456');
  });
});

describe('referees and their answers', () => {
  it('checks a referee as the server does', () => {
    expect(refereeBody({ name: 'A', email: 'nope', relationship: 'x' })).toEqual({
      ok: false,
      errors: { name: M.refereeName, email: M.refereeEmail, relationship: M.refereeRelationship },
    });
    expect(refereeBody({ name: 'Ann Lee', email: 'Ann@Example.com ', relationship: 'Employer' })).toEqual({
      ok: true,
      body: { name: 'Ann Lee', email: 'ann@example.com', relationship: 'Employer' },
    });
  });

  it('checks a referee’s answers, with the contract’s messages', () => {
    const token = 't'.repeat(40);
    expect(
      referenceAnswerBody(token, { howKnown: 'short', knownFor: '', wouldEmployAgain: '', comments: '' }),
    ).toEqual({
      ok: false,
      errors: { howKnown: M.howKnown, knownFor: M.knownFor, wouldEmployAgain: M.wouldEmployAgain },
    });
    const sent = referenceAnswerBody(token, {
      howKnown: 'She looked after our children.',
      knownFor: '2_to_5_years',
      wouldEmployAgain: 'yes',
      comments: '',
    });
    expect(sent.ok).toBe(true);
  });
});

describe('a moderator’s decisions', () => {
  const today = '2026-11-24';

  it('records each kind with its own details, dated today by default', () => {
    const identity = recordBody(
      'identity',
      { ...emptyRecord(today), documentType: 'passport', nameMatches: true },
      today,
    );
    expect(identity).toEqual({
      ok: true,
      body: {
        outcome: 'record',
        details: { kind: 'identity', documentType: 'passport', nameMatches: true, checkedOn: today },
      },
    });
    const ofsted = recordBody('ofsted', emptyRecord(today), today);
    expect(ofsted).toEqual({
      ok: true,
      body: { outcome: 'record', details: { kind: 'ofsted', checkedOn: today } },
    });
    const firstAid = recordBody('first_aid', { ...emptyRecord(today), courseOn: '2025-01-01' }, today);
    expect(firstAid.ok && firstAid.body).toEqual({
      outcome: 'record',
      details: { kind: 'first_aid', courseOn: '2025-01-01', checkedOn: today },
    });
  });

  it('refuses what the contract refuses, under each field', () => {
    expect(recordBody('identity', emptyRecord(today), today)).toEqual({
      ok: false,
      errors: { documentType: 'Choose the document seen', nameMatches: M.nameMatches },
    });
    expect(recordBody('dbs_certificate', { ...emptyRecord(today), certificateLast4: '12a' }, today)).toEqual({
      ok: false,
      errors: { certificateLast4: M.last4, barredListChildren: M.barredList },
    });
    expect(recordBody('dbs_update_service', emptyRecord(today), today)).toEqual({
      ok: false,
      errors: { result: 'Choose the result' },
    });
  });

  it('refuses a date after today', () => {
    expect(recordBody('ofsted', { ...emptyRecord(today), checkedOn: '2026-11-25' }, today)).toEqual({
      ok: false,
      errors: { checkedOn: M.dateFuture },
    });
  });

  it('needs a reason to refuse', () => {
    expect(refuseCheckBody('no')).toEqual({ ok: false, errors: { reason: M.reason } });
    expect(refuseCheckBody('  The photo is too blurred to read.  ')).toEqual({
      ok: true,
      body: { outcome: 'refuse', reason: 'The photo is too blurred to read.' },
    });
    const answeredAt = '2026-11-20T09:30:00.000Z';
    expect(refereeDecisionBody({ outcome: 'confirm' }, answeredAt)).toEqual({
      ok: true,
      body: { outcome: 'confirm', answeredAt },
    });
    // A decision names the answer it was taken on; without one it is not sent.
    expect(refereeDecisionBody({ outcome: 'confirm' }, null).ok).toBe(false);
  });

  it('reads a refusal’s fields by name, and a field’s own message without fields', () => {
    expect(serverFieldErrors({ message: 'Invalid', fields: { 'details.checkedOn': M.date } })).toEqual({
      checkedOn: M.date,
    });
    expect(serverFieldErrors({ message: M.dbsEvidenceNeeded, fields: {} })).toEqual({
      evidence: M.dbsEvidenceNeeded,
    });
    expect(serverFieldErrors({ message: M.consentNeeded, fields: {} })).toEqual({ consent: M.consentNeeded });
    expect(serverFieldErrors({ message: 'Other', fields: {} })).toEqual({});
  });
});
