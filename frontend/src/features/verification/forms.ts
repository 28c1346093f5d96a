/**
 * The verification forms' rules: what each kind of check request, record, refusal, referee and answer
 * sends, checked with the contract's schemas before anything goes, with each problem under its field's
 * own name. Pure, so unit tests (Node) load it; the pages that use it load the schema library anyway.
 */
import {
  checkDecisionInput,
  checkRequestInput,
  referenceAnswerInput,
  refereeDecisionInput,
  refereeInput,
  VERIFICATION_MESSAGES as M,
  type CheckDecisionInput,
  type CheckKind,
  type CheckRequestInput,
  type IdentityDocument,
  type ReferenceAnswerInput,
  type RefereeDecisionInput,
  type RefereeInput,
  type UpdateServiceResult,
} from '@contract/verification.ts';
import type { FileRef } from '@contract/uploads.ts';

export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/**
 * Each issue's message under its field's name, the first one kept: the first part of its path, past a
 * record's `details` (`details.checkedOn` → `checkedOn`; `evidence.key` → `evidence`).
 */
function fieldsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const parts = issue.path.map(String).filter((part) => part !== 'details');
    errors[parts[0] ?? 'form'] ??= issue.message;
  }
  return errors;
}

function parse<T>(
  schema: {
    safeParse: (value: unknown) =>
      | { success: true; data: T }
      | {
          success: false;
          error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
        };
  },
  value: unknown,
  found: FieldErrors = {},
): Checked<T> {
  const result = schema.safeParse(value);
  const errors = { ...(result.success ? {} : fieldsOf(result.error.issues)), ...found };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: (result as { data: T }).data };
}

/** What the nanny fills in to ask for a check. */
export interface RequestValues {
  evidence: FileRef | null;
  /** DBS certificate only: use the certificate already uploaded on her profile. */
  useProfileDbs: boolean;
  certificateNumber: string;
  registrationNumber: string;
  note: string;
}

export const EMPTY_REQUEST: RequestValues = {
  evidence: null,
  useProfileDbs: false,
  certificateNumber: '',
  registrationNumber: '',
  note: '',
};

/** Whether a kind of check is asked for with a photo or scan. */
export const takesEvidence = (kind: CheckKind) =>
  kind === 'identity' || kind === 'first_aid' || kind === 'dbs_certificate';

/**
 * A request's body, or why it cannot go: identity and first aid need an evidence upload; a DBS
 * certificate, the one on her profile or an upload; the Update Service, her consent and the certificate's
 * number; Ofsted, her registration number. The server checks the same (VERIFICATION_MESSAGES).
 */
export function checkRequestBody(
  kind: CheckKind,
  values: RequestValues,
  context: { consent: boolean; hasDbsUpload: boolean },
): Checked<CheckRequestInput> {
  const found: FieldErrors = {};
  const useProfile = kind === 'dbs_certificate' && values.useProfileDbs && context.hasDbsUpload;
  const evidence = takesEvidence(kind) && !useProfile ? values.evidence : null;
  if ((kind === 'identity' || kind === 'first_aid') && !evidence) found.evidence = M.evidenceNeeded;
  if (kind === 'dbs_certificate' && !useProfile && !evidence) found.evidence = M.dbsEvidenceNeeded;
  if (kind === 'dbs_update_service' && !context.consent) found.consent = M.consentNeeded;
  const body: Record<string, unknown> = { kind, evidence, note: values.note };
  if (kind === 'dbs_update_service') body.certificateNumber = values.certificateNumber.replace(/\s+/g, '');
  if (kind === 'ofsted') body.registrationNumber = values.registrationNumber;
  return parse<CheckRequestInput>(checkRequestInput, body, found);
}

export const refereeBody = (values: { name: string; email: string; relationship: string }) =>
  parse<RefereeInput>(refereeInput, values);

export interface AnswerValues {
  howKnown: string;
  knownFor: string;
  wouldEmployAgain: string;
  comments: string;
}

export const referenceAnswerBody = (token: string, values: AnswerValues) =>
  parse<ReferenceAnswerInput>(referenceAnswerInput, { token, ...values });

/** What a moderator fills in to record a check; each kind reads its own fields. */
export interface RecordValues {
  documentType: IdentityDocument | '';
  nameMatches: boolean;
  issuedOn: string;
  certificateLast4: string;
  barredListChildren: boolean;
  result: UpdateServiceResult | '';
  courseOn: string;
  checkedOn: string;
}

export const emptyRecord = (today: string): RecordValues => ({
  documentType: '',
  nameMatches: false,
  issuedOn: today,
  certificateLast4: '',
  barredListChildren: false,
  result: '',
  courseOn: today,
  checkedOn: today,
});

/** A record's body for its kind, or why not: the contract's rules, and no date after today. */
export function recordBody(
  kind: CheckKind,
  values: RecordValues,
  today: string,
): Checked<CheckDecisionInput> {
  const { checkedOn } = values;
  const details =
    kind === 'identity'
      ? { kind, documentType: values.documentType || undefined, nameMatches: values.nameMatches, checkedOn }
      : kind === 'dbs_certificate'
        ? {
            kind,
            issuedOn: values.issuedOn,
            certificateLast4: values.certificateLast4.trim(),
            barredListChildren: values.barredListChildren,
            checkedOn,
          }
        : kind === 'dbs_update_service'
          ? { kind, result: values.result || undefined, checkedOn }
          : kind === 'first_aid'
            ? { kind, courseOn: values.courseOn, checkedOn }
            : { kind, checkedOn };
  const found: FieldErrors = {};
  for (const name of ['checkedOn', 'issuedOn', 'courseOn'] as const)
    if (name in details && /^\d{4}-\d{2}-\d{2}$/.test(values[name]) && values[name] > today)
      found[name] = M.dateFuture;
  return parse<CheckDecisionInput>(checkDecisionInput, { outcome: 'record', details }, found);
}

export const refuseCheckBody = (reason: string) =>
  parse<CheckDecisionInput>(checkDecisionInput, { outcome: 'refuse', reason });

/** A decision on a referee's answer, naming the answer shown (its `answeredAt`): the server holds it to that one. */
export const refereeDecisionBody = (
  decision: { outcome: 'confirm' } | { outcome: 'refuse'; reason: string },
  answeredAt: string | null,
) => parse<RefereeDecisionInput>(refereeDecisionInput, { ...decision, answeredAt });

/**
 * A refusal's field messages by field name (`details.checkedOn` → `checkedOn`); a refusal whose message
 * is one a field owns (evidence, consent) goes under that field.
 */
export function serverFieldErrors(error: { message: string; fields: Record<string, string> }): FieldErrors {
  const errors = fieldsOf(
    Object.entries(error.fields).map(([path, message]) => ({ path: path.split('.'), message })),
  );
  if (Object.keys(errors).length > 0) return errors;
  if (error.message === M.evidenceNeeded || error.message === M.dbsEvidenceNeeded)
    return { evidence: error.message };
  if (error.message === M.consentNeeded) return { consent: error.message };
  return {};
}
