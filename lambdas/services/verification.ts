import type {
  AdminCheckRequest,
  AdminReferee,
  CheckRequestView,
  MyVerification,
  RefereeView,
  VerificationFile,
} from '../contract/verification.ts';
import {
  IDENTITY_DOCUMENT_LABELS,
  UPDATE_SERVICE_RESULT_LABELS,
  type IdentityDocument,
} from '../contract/verification-constants.ts';
import { presignDownload } from '../data/files.ts';
import { outboxEntry } from '../data/outbox.ts';
import type { VerificationDecisionEmail } from '../domain/verification-emails.ts';
import { getNanny } from '../data/nannies.ts';
import {
  readTrust,
  readVerification,
  recordedInWords,
  type CheckRequest,
  type Referee,
} from '../data/verifications.ts';
import type { NannyProfile } from '../domain/nanny.ts';
import { notFound } from '../domain/errors.ts';
import { publicVerification } from '../domain/verification.ts';

export { publicVerification };

export const checkRequestView = (r: CheckRequest): CheckRequestView => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  requestedAt: r.requestedAt,
  note: r.note,
  evidence: r.evidence ?? (r.status === 'requested' ? r.profileDbs : null),
  decidedAt: r.decidedAt,
  on: r.on,
  lapsesOn: r.lapsesOn,
  reason: r.reason,
});

export const refereeView = (r: Referee): RefereeView => ({
  id: r.id,
  name: r.name,
  email: r.email,
  relationship: r.relationship,
  status: r.status,
  invitedAt: r.invitedAt,
  linkLapsesAt: r.linkLapsesAt,
  answeredAt: r.answeredAt,
  confirmedOn: r.confirmedOn,
  lapsesOn: r.lapsesOn,
  reason: r.reason,
});

/** Her own page: level, checks, every request and referee, her consent. */
export async function myVerificationOf(profile: NannyProfile, now: Date): Promise<MyVerification> {
  const { requests, referees, consent } = await readVerification(profile.id);
  return {
    ...publicVerification(profile.trust, now),
    requests: requests.map(checkRequestView),
    referees: referees.map(refereeView),
    consent,
    hasDbsUpload: profile.dbs !== null,
  };
}

/** Links to her files live for a few minutes: long enough to open, short enough not to travel. */
const LINK_SECONDS = 5 * 60;

const wording = {
  document: (d: string) => IDENTITY_DOCUMENT_LABELS[d as IdentityDocument] ?? d,
  result: (r: keyof typeof UPDATE_SERVICE_RESULT_LABELS) => UPDATE_SERVICE_RESULT_LABELS[r],
};

/** A moderator's view of a nanny's verification: everything needed to decide, with links to her files. */
export async function verificationFileOf(nannyId: string, now: Date): Promise<VerificationFile> {
  const profile = await getNanny(nannyId, true);
  if (!profile) throw notFound('Unknown nanny');
  const { requests, referees, consent } = await readVerification(nannyId);
  const requestViews: AdminCheckRequest[] = await Promise.all(
    requests.map(async (r) => {
      const file = r.status === 'requested' ? (r.evidence ?? r.profileDbs) : null;
      const purpose = r.evidence ? 'nanny-evidence' : 'nanny-dbs';
      return {
        ...checkRequestView(r),
        evidenceLink: file
          ? { name: file.name, url: await presignDownload(file, purpose, LINK_SECONDS) }
          : null,
        certificateNumber: r.certificateNumber,
        registrationNumber: r.registrationNumber,
        recorded: recordedInWords(r, wording),
        decidedBy: r.decidedBy,
      };
    }),
  );
  const refereeViews: AdminReferee[] = referees.map((r) => ({ ...refereeView(r), answers: r.answers }));
  return {
    nannyId,
    fullName: profile.fullName,
    location: profile.location,
    ...publicVerification(profile.trust, now),
    requests: requestViews,
    referees: refereeViews,
    consent,
    dbsUpload: profile.dbs
      ? { name: profile.dbs.name, url: await presignDownload(profile.dbs, 'nanny-dbs', LINK_SECONDS) }
      : null,
    referenceUploads: await Promise.all(
      profile.references.map(async (f) => ({
        name: f.name,
        url: await presignDownload(f, 'nanny-reference', LINK_SECONDS),
      })),
    ),
  };
}

/**
 * The email a moderator's decision owes the nanny, as an outbox entry for the decision's transaction.
 * Her address is read when it is sent (streams/outbox.ts).
 */
export const decisionNotice = (
  userId: string,
  decision: Omit<VerificationDecisionEmail, 'recipientId'>,
  now: Date,
) =>
  outboxEntry(
    { type: 'verification-decision-email', payload: { recipientId: userId, ...decision } },
    userId,
    now,
  );

/**
 * Runs a write that holds only on the summary as read, reading again when someone else's record moved
 * it meanwhile. Two moderators recording two checks of one nanny at once both land.
 */
export async function withFreshTrust<T>(
  nannyId: string,
  write: (state: NonNullable<Awaited<ReturnType<typeof readTrust>>>) => Promise<T | 'raced'>,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = await readTrust(nannyId);
    if (!state) throw notFound('Unknown nanny');
    const outcome = await write(state);
    if (outcome !== 'raced') return outcome;
  }
  throw new Error('The profile kept changing while a check was recorded');
}
