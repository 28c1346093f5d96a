import { londonDay } from '../../contract/uk-day.ts';
import { adminDecideCheck } from '../../contract/routes/admin.ts';
import type { RecordDetails } from '../../contract/verification.ts';
import { VERIFICATION_MESSAGES as M } from '../../contract/verification-constants.ts';
import { retentionDueFrom, retentionDuePut } from '../../data/retention-due.ts';
import {
  closeCheck,
  getCheckRequest,
  readTrust,
  recordCheck,
  type CheckRequest,
} from '../../data/verifications.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import { plainProse } from '../../domain/sanitise.ts';
import {
  lapseOf,
  lastFour,
  updateServiceRefusal,
  withCheck,
  type CheckDetails,
  type Day,
} from '../../domain/verification.ts';
import { httpHandler } from '../handler.ts';
import { decisionNotice, verificationFileOf, withFreshTrust } from '../../services/verification.ts';

/** The record a moderator's details make: what it is dated by and when it stops counting. */
function recordOf(
  request: CheckRequest,
  details: RecordDetails,
): { details: CheckDetails; on: Day; lapsesOn: Day } {
  switch (details.kind) {
    case 'identity':
      return { details, on: details.checkedOn, lapsesOn: lapseOf.identity(details.checkedOn) };
    case 'dbs_certificate':
      return {
        details,
        on: details.checkedOn,
        lapsesOn: lapseOf.dbsCertificate(details.issuedOn, details.checkedOn),
      };
    case 'dbs_update_service':
      return { details, on: details.checkedOn, lapsesOn: lapseOf.updateService(details.checkedOn) };
    case 'first_aid':
      return { details, on: details.courseOn, lapsesOn: lapseOf.firstAid(details.courseOn) };
    case 'ofsted':
      return {
        details: { ...details, registrationNumber: request.registrationNumber ?? '' },
        on: details.checkedOn,
        lapsesOn: lapseOf.ofsted(details.checkedOn),
      };
  }
}

/** Days a moderator records must have happened: none after today, and no certificate issued after it was seen. */
function datesProblems(details: RecordDetails, today: Day): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (details.checkedOn > today) problems['details.checkedOn'] = M.dateFuture;
  if (details.kind === 'dbs_certificate' && details.issuedOn > details.checkedOn)
    problems['details.issuedOn'] = 'The certificate cannot be issued after it was seen';
  if (details.kind === 'first_aid' && details.courseOn > details.checkedOn)
    problems['details.courseOn'] = 'The course cannot be after the check';
  return Object.keys(problems).length ? problems : null;
}

/**
 * A moderator decides a waiting check: records it (the request, her profile's checks and her email in
 * one transaction) or refuses it with a reason she is told. The document she attached is deleted once
 * decided, by an outbox entry written in the decision's transaction (streams/outbox.ts); of a
 * certificate number only the last four digits stay.
 */
export const handler = httpHandler(adminDecideCheck, async ({ principal, params, body, log }) => {
  const now = new Date();
  const request = await getCheckRequest(params.nannyId, params.requestId);
  if (!request) throw notFound('Unknown request');
  if (request.status !== 'requested') throw conflict(M.notWaiting);

  if (body.outcome === 'refuse') {
    // A refusal leaves her checks as they are: only whom to tell is read.
    const profile = await readTrust(params.nannyId);
    if (!profile) throw notFound('Unknown nanny');
    const reason = plainProse(body.reason);
    const done = await closeCheck({
      request,
      accountId: profile.userId,
      status: 'refused',
      reason,
      by: principal.id,
      now,
      notice: decisionNotice(
        profile.userId,
        { kind: request.kind, outcome: 'refused', reason, lapsesOn: null, refereeName: null },
        now,
      ),
    });
    if (!done) throw conflict(M.notWaiting);
  } else {
    if (body.details.kind !== request.kind)
      throw invalid('Invalid request body', { 'details.kind': 'These details are for another check' });
    const problems = datesProblems(body.details, londonDay(now));
    if (problems) throw invalid('Invalid request body', problems);
    const record = recordOf(request, body.details);
    const certificateLast4 = request.certificateNumber ? lastFour(request.certificateNumber) : null;
    const outcome = await withFreshTrust(params.nannyId, (state) => {
      if (body.details.kind === 'dbs_update_service') {
        const refusal = updateServiceRefusal(state.trust, certificateLast4, body.details.result);
        if (refusal) throw conflict(refusal);
      }
      return recordCheck({
        request,
        accountId: state.userId,
        ...record,
        by: principal.id,
        now,
        trust: withCheck(state.trust, record.details),
        trustVersion: state.version,
        // Only an Update Service request carries a certificate number (http/verification/request.ts).
        certificateLast4,
        notice: decisionNotice(
          state.userId,
          {
            kind: request.kind,
            outcome: 'recorded',
            reason: null,
            lapsesOn: record.lapsesOn,
            refereeName: null,
          },
          now,
        ),
        // The certificate image on her profile was seen: it is kept for the dbs row's period, then goes.
        extra:
          request.kind === 'dbs_certificate' && request.profileDbs
            ? [retentionDuePut(retentionDueFrom('dbs', params.nannyId, now, [request.profileDbs.key]))]
            : [],
      });
    });
    if (outcome === 'decided') throw conflict(M.notWaiting);
    if (outcome === 'no-consent') throw conflict(M.consentNeeded);
  }
  log.info('check decided', { nannyId: params.nannyId, kind: request.kind, outcome: body.outcome });
  return verificationFileOf(params.nannyId, now);
});
