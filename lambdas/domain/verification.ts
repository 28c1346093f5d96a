/**
 * Verification: what a nanny's checks say at a given day, and the level they add up to. Pure: the day
 * is a parameter, so a check that lapses drops off by itself when the day passes it, with no job to run.
 *
 * The rules (the Safety page says the same):
 * - Basic (Identity checked): an identity check still current.
 * - Verified (DBS copy and references checked): Basic, an enhanced DBS certificate seen and still current, and at
 *   least two confirmed references still current.
 * - Premium (DBS status and first aid checked): Verified, a DBS Update Service check of that certificate within twelve
 *   months saying it is current, and paediatric first aid still current.
 *
 * A DBS certificate counts for three years from its issue date, or for as long as an Update Service
 * check made since it was seen says "current". An Update Service check saying "new information" stops
 * the certificate counting at once: the nanny needs a new one.
 */
import {
  LAPSE,
  REFERENCES_NEEDED,
  VERIFICATION_MESSAGES as M,
  type CheckKind,
  type UpdateServiceResult,
  type VerificationLevel,
} from '../contract/verification-constants.ts';
import type { RecordDetails } from '../contract/verification.ts';
import { londonDay } from '../contract/uk-day.ts';
import { plusMonths, plusYears } from './calendar.ts';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

/**
 * The checks a nanny's profile carries, one per kind (the latest recorded) and every confirmed
 * reference: kept on the profile item so a list of cards needs no other read. Each names the day it
 * stops counting.
 */
export interface TrustSummary {
  identity: { checkedOn: Day; lapsesOn: Day } | null;
  /** `last4`: the certificate number's last four digits (null for a check from before records). */
  dbsCertificate: { seenOn: Day; issuedOn: Day | null; lapsesOn: Day; last4?: string | null } | null;
  updateService: { checkedOn: Day; result: UpdateServiceResult; lapsesOn: Day } | null;
  firstAid: { courseOn: Day; lapsesOn: Day } | null;
  ofsted: { checkedOn: Day; lapsesOn: Day } | null;
  references: Array<{ refereeId: string; confirmedOn: Day; lapsesOn: Day }>;
}

export const EMPTY_TRUST: TrustSummary = {
  identity: null,
  dbsCertificate: null,
  updateService: null,
  firstAid: null,
  ofsted: null,
  references: [],
};

/** The day each kind of record stops counting, from the day it is dated by. */
export const lapseOf = {
  identity: (checkedOn: Day) => plusYears(checkedOn, LAPSE.identityYears),
  /** From the certificate's issue date; a certificate whose issue date was never recorded, from its check. */
  dbsCertificate: (issuedOn: Day | null, seenOn: Day) =>
    issuedOn ? plusYears(issuedOn, LAPSE.dbsCertificateYears) : plusMonths(seenOn, LAPSE.migratedDbsMonths),
  updateService: (checkedOn: Day) => plusMonths(checkedOn, LAPSE.updateServiceMonths),
  firstAid: (courseOn: Day) => plusYears(courseOn, LAPSE.firstAidYears),
  ofsted: (checkedOn: Day) => plusMonths(checkedOn, LAPSE.ofstedMonths),
  reference: (confirmedOn: Day) => plusYears(confirmedOn, LAPSE.referenceYears),
} as const;

const current = (record: { lapsesOn: Day } | null, today: Day) => record !== null && today < record.lapsesOn;

/**
 * Whether a check of the Ofsted Childcare Register is on record and still counts: a record of a check
 * we made on the day we made it, not a statement that she is registered today.
 */
export const ofstedRecorded = (trust: TrustSummary, today: Day) => current(trust.ofsted, today);

/** The Update Service check that speaks for the certificate now on record: one made since it was seen. */
function updateServiceOfCertificate(trust: TrustSummary) {
  const us = trust.updateService;
  const cert = trust.dbsCertificate;
  return us && cert && us.checkedOn >= cert.seenOn ? us : null;
}

/** Whether the DBS certificate on record counts today. */
export function certificateCurrent(trust: TrustSummary, today: Day): boolean {
  const cert = trust.dbsCertificate;
  if (!cert) return false;
  const us = updateServiceOfCertificate(trust);
  if (us?.result === 'new_information') return false;
  return today < cert.lapsesOn || (us !== null && current(us, today));
}

/** Whether an Update Service check within its period says the certificate on record is current. */
export function updateServiceCurrent(trust: TrustSummary, today: Day): boolean {
  const us = updateServiceOfCertificate(trust);
  return us !== null && us.result === 'current' && current(us, today) && certificateCurrent(trust, today);
}

export const currentReferences = (trust: TrustSummary, today: Day) =>
  trust.references.filter((r) => today < r.lapsesOn);

/** The level a nanny's checks add up to today. */
export function verificationLevel(trust: TrustSummary, today: Day): VerificationLevel {
  if (!current(trust.identity, today)) return 'none';
  if (!certificateCurrent(trust, today) || currentReferences(trust, today).length < REFERENCES_NEEDED)
    return 'basic';
  if (!updateServiceCurrent(trust, today) || !current(trust.firstAid, today)) return 'verified';
  return 'premium';
}

/** One line of the card's "What we checked": which check, the day it is dated by, and until when it counts. */
export interface CheckedLine {
  kind: CheckKind | 'references';
  /** The day of the check (for first aid, the course; for references, the latest confirmation). */
  on: Day;
  lapsesOn: Day;
  /** References only: how many are confirmed and current. */
  count?: number;
}

/** What the public may read of her checks today: only those still current, oldest kind first. */
export function checkedLines(trust: TrustSummary, today: Day): CheckedLine[] {
  const lines: CheckedLine[] = [];
  if (trust.identity && current(trust.identity, today))
    lines.push({ kind: 'identity', on: trust.identity.checkedOn, lapsesOn: trust.identity.lapsesOn });
  if (trust.dbsCertificate && certificateCurrent(trust, today)) {
    const us = updateServiceOfCertificate(trust);
    const lapsesOn =
      us && updateServiceCurrent(trust, today) && us.lapsesOn > trust.dbsCertificate.lapsesOn
        ? us.lapsesOn
        : trust.dbsCertificate.lapsesOn;
    lines.push({ kind: 'dbs_certificate', on: trust.dbsCertificate.seenOn, lapsesOn });
  }
  if (trust.updateService && updateServiceCurrent(trust, today))
    lines.push({
      kind: 'dbs_update_service',
      on: trust.updateService.checkedOn,
      lapsesOn: trust.updateService.lapsesOn,
    });
  const refs = currentReferences(trust, today);
  if (refs.length > 0) {
    const latest = refs.reduce((a, b) => (b.confirmedOn > a.confirmedOn ? b : a));
    const first = refs.reduce((a, b) => (b.lapsesOn < a.lapsesOn ? b : a));
    lines.push({ kind: 'references', on: latest.confirmedOn, lapsesOn: first.lapsesOn, count: refs.length });
  }
  if (trust.firstAid && current(trust.firstAid, today))
    lines.push({ kind: 'first_aid', on: trust.firstAid.courseOn, lapsesOn: trust.firstAid.lapsesOn });
  if (trust.ofsted && current(trust.ofsted, today))
    lines.push({ kind: 'ofsted', on: trust.ofsted.checkedOn, lapsesOn: trust.ofsted.lapsesOn });
  return lines;
}

/** What anyone may read of a nanny's checks at an instant: her level and the lines still current. */
export function publicVerification(trust: TrustSummary, now: Date) {
  const today = londonDay(now);
  return { level: verificationLevel(trust, today), checks: checkedLines(trust, today) };
}

/** A stored summary as read: anything missing or malformed reads as no check. */
export function trustFromStored(value: unknown): TrustSummary {
  if (typeof value !== 'object' || value === null) return EMPTY_TRUST;
  const v = value as Partial<TrustSummary>;
  return {
    identity: v.identity ?? null,
    dbsCertificate: v.dbsCertificate ?? null,
    updateService: v.updateService ?? null,
    firstAid: v.firstAid ?? null,
    ofsted: v.ofsted ?? null,
    references: Array.isArray(v.references) ? v.references : [],
  };
}

/**
 * A profile stored before verification records carries the old DBS flag (`dbsVerified`,
 * `dbsVerifiedAt`) instead: read, it is the DBS certificate record the migration makes of it
 * (data/migrations/dbs-migration.ts), so a card shows it and an edit saved before the migration keeps it.
 */
export function withLegacyDbsFlag(trust: TrustSummary, item: Record<string, unknown>): TrustSummary {
  if (trust.dbsCertificate || item.dbsVerified !== true || typeof item.dbsVerifiedAt !== 'string')
    return trust;
  const seenOn = londonDay(new Date(item.dbsVerifiedAt));
  return {
    ...trust,
    dbsCertificate: { seenOn, issuedOn: null, lapsesOn: lapseOf.dbsCertificate(null, seenOn), last4: null },
  };
}

/** The details a moderator records for each kind of check. */
export type CheckDetails =
  | { kind: 'identity'; documentType: string; nameMatches: true; checkedOn: Day }
  | {
      kind: 'dbs_certificate';
      issuedOn: Day;
      certificateLast4: string;
      barredListChildren: true;
      checkedOn: Day;
    }
  | { kind: 'dbs_update_service'; result: UpdateServiceResult; checkedOn: Day }
  | { kind: 'first_aid'; courseOn: Day; checkedOn: Day }
  | { kind: 'ofsted'; registrationNumber: string; checkedOn: Day };

/** The summary after a moderator records a check: the new record replaces the kind's last one. */
export function withCheck(trust: TrustSummary, details: CheckDetails): TrustSummary {
  switch (details.kind) {
    case 'identity':
      return {
        ...trust,
        identity: { checkedOn: details.checkedOn, lapsesOn: lapseOf.identity(details.checkedOn) },
      };
    case 'dbs_certificate':
      return {
        ...trust,
        dbsCertificate: {
          seenOn: details.checkedOn,
          issuedOn: details.issuedOn,
          lapsesOn: lapseOf.dbsCertificate(details.issuedOn, details.checkedOn),
          last4: details.certificateLast4,
        },
        // An Update Service check spoke for the certificate seen before; the new one needs its own.
        updateService: null,
      };
    case 'dbs_update_service':
      return {
        ...trust,
        updateService: {
          checkedOn: details.checkedOn,
          result: details.result,
          lapsesOn: lapseOf.updateService(details.checkedOn),
        },
      };
    case 'first_aid':
      return {
        ...trust,
        firstAid: { courseOn: details.courseOn, lapsesOn: lapseOf.firstAid(details.courseOn) },
      };
    case 'ofsted':
      return {
        ...trust,
        ofsted: { checkedOn: details.checkedOn, lapsesOn: lapseOf.ofsted(details.checkedOn) },
      };
  }
}

/**
 * Why an Update Service result cannot be recorded for the certificate a request names, or null: the
 * check is of the certificate on record (the same last four digits), and once the service has said
 * "new information" about it, no later check of that certificate makes it count again: she needs a
 * new certificate, seen and recorded.
 */
export function updateServiceRefusal(
  trust: TrustSummary,
  certificateLast4: string | null,
  result: UpdateServiceResult,
): string | null {
  const cert = trust.dbsCertificate;
  if (!cert?.last4 || cert.last4 !== certificateLast4)
    return 'This number is not the DBS certificate on record: record that certificate first.';
  if (trust.updateService?.result === 'new_information' && result === 'current')
    return 'The Update Service said there is new information on this certificate: a new certificate must be seen first.';
  return null;
}

/** The summary after a moderator confirms a reference (again: a second confirmation moves its date). */
export function withReference(trust: TrustSummary, refereeId: string, confirmedOn: Day): TrustSummary {
  return {
    ...trust,
    references: [
      ...trust.references.filter((r) => r.refereeId !== refereeId),
      { refereeId, confirmedOn, lapsesOn: lapseOf.reference(confirmedOn) },
    ],
  };
}

/** The summary without a reference (its referee withdrawn, or its confirmation reversed). */
export const withoutReference = (trust: TrustSummary, refereeId: string): TrustSummary => ({
  ...trust,
  references: trust.references.filter((r) => r.refereeId !== refereeId),
});

/** The last four characters of a certificate number, which is all that is kept of it. */
export const lastFour = (number: string) => number.replace(/\D/g, '').slice(-4);

/**
 * The record a moderator's details make: what it is dated by and when it stops counting. An Ofsted
 * record carries the registration number the nanny gave with her request.
 */
export function checkRecordOf(
  request: { registrationNumber: string | null },
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

/**
 * What is wrong with the details a moderator records for a request of `kind` on `today`, by field, or
 * null: they must be for that check, and the days must have happened (none after today, and no
 * certificate issued or course taken after it was seen).
 */
export function checkRecordProblems(
  kind: CheckKind,
  details: RecordDetails,
  today: Day,
): Record<string, string> | null {
  if (details.kind !== kind) return { 'details.kind': 'These details are for another check' };
  const problems: Record<string, string> = {};
  if (details.checkedOn > today) problems['details.checkedOn'] = M.dateFuture;
  if (details.kind === 'dbs_certificate' && details.issuedOn > details.checkedOn)
    problems['details.issuedOn'] = 'The certificate cannot be issued after it was seen';
  if (details.kind === 'first_aid' && details.courseOn > details.checkedOn)
    problems['details.courseOn'] = 'The course cannot be after the check';
  return Object.keys(problems).length ? problems : null;
}
