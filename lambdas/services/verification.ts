import type {
  AdminCheckRequest,
  AdminReferee,
  CheckDecisionInput,
  RefereeDecisionInput,
  RefereeInput,
  CheckRequestView,
  QueueKind,
  MyVerification,
  RefereeView,
  VerificationFile,
} from '../contract/verification.ts';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  IDENTITY_DOCUMENT_LABELS,
  REFEREE_LINK_DAYS,
  UPDATE_SERVICE_RESULT_LABELS,
  VERIFICATION_MESSAGES as M,
  type IdentityDocument,
} from '../contract/verification-constants.ts';
import { presignDownload } from '../data/files.ts';
import { outboxEntry } from '../data/outbox.ts';
import type { VerificationDecisionEmail } from '../domain/emails.ts';
import { getNanny, getNannyOfUser } from '../data/nannies.ts';
import { retentionDueFrom, retentionDuePut } from '../data/retention-due.ts';
import {
  closeCheck,
  decideReferee,
  getReferee,
  getCheckRequest,
  inviteReferee,
  readQueue,
  readRefereePlaces,
  readTrust,
  setConsent,
  withdrawReferee,
  readVerification,
  recordCheck,
  recordedInWords,
  refereeIdFor,
  type CheckRequest,
  type Referee,
} from '../data/verifications.ts';
import { firstName, type NannyProfile } from '../domain/nanny.ts';
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import { mailboxOf, sameMailbox } from '../domain/mailbox.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { plainText } from '../domain/sanitise.ts';
import { decisionRefusal, placeOf, placesOfReferees, planNaming } from '../domain/referees.ts';
import { plainProse } from '../domain/sanitise.ts';
import {
  checkRecordOf,
  checkRecordProblems,
  lapseOf,
  lastFour,
  publicVerification,
  updateServiceRefusal,
  withCheck,
  withoutReference,
  withReference,
} from '../domain/verification.ts';
import { londonDay } from '../contract/uk-day.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

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
 * The email a moderator's decision sends the nanny, as an outbox entry for the decision's transaction.
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

/**
 * Why a naming's write found her unable to reach anyone (domain/visibility.ts mayReach): her profile
 * hidden by a moderator, or gone or being deleted (as her account is then).
 */
async function unreachable(nannyId: string) {
  const profile = await getNanny(nannyId, true);
  if (!profile) return notFound(M.profileFirst);
  if (profile.hidden) return forbidden(M.refereeHidden);
  return forbidden(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
}

/** How many times a naming reads and writes again while other changes of her referees land first. */
const NAMING_ATTEMPTS = 12;

/**
 * Names a referee for her: the referee, one of her places and the email with the link, in one write
 * that holds only while she has a place free (data/verifications.ts inviteReferee). Two namings at once
 * cannot both take the last place: the second's write fails on her places and it reads again. The
 * referee is the one her address's mailbox names (domain/mailbox.ts): a referee named before under
 * another spelling, still holding a place, is named already (409); one who holds none any more is named
 * again, under the id it has.
 */
export async function nameReferee(opts: {
  profile: Pick<NannyProfile, 'id' | 'fullName'>;
  accountId: string;
  name: string;
  email: string;
  relationship: string;
  now: Date;
}): Promise<Referee> {
  const { profile, now } = opts;
  const mailbox = mailboxOf(opts.email);
  const invitedAt = now.toISOString();
  const linkLapsesAt = new Date(now.getTime() + REFEREE_LINK_DAYS * 24 * 3600_000).toISOString();
  for (let attempt = 0; attempt < NAMING_ATTEMPTS; attempt++) {
    const { referees, places } = await readVerification(profile.id);
    const sameMailbox = referees.filter((r) => mailboxOf(r.email) === mailbox);
    if (sameMailbox.some((r) => placeOf(r, now) !== null)) throw conflict(M.refereeTwice);
    const id = sameMailbox[0]?.id ?? refereeIdFor(profile.id, opts.email);
    const plan = planNaming(places ?? placesOfReferees(referees, now), id, linkLapsesAt, now);
    if (plan.outcome === 'named') throw conflict(M.refereeTwice);
    if (plan.outcome === 'full') throw conflict(M.tooManyReferees);
    const notice = outboxEntry(
      {
        type: 'referee-request-email',
        payload: {
          to: opts.email,
          nannyId: profile.id,
          refereeId: id,
          invitedAt,
          refereeName: opts.name,
          nannyFirstName: firstName(profile.fullName),
          relationship: opts.relationship,
        },
      },
      opts.accountId,
      now,
    );
    try {
      const outcome = await inviteReferee(
        {
          id,
          nannyId: profile.id,
          name: opts.name,
          email: opts.email,
          relationship: opts.relationship,
          invitedAt,
          linkLapsesAt,
        },
        notice,
        {
          read: places ? { stored: true, places } : { stored: false },
          plan,
          standing: referees.filter((r) => placeOf(r, now) !== null),
        },
        opts.accountId,
      );
      if (outcome.outcome === 'done') return outcome.referee;
      if (outcome.outcome === 'exists') throw conflict(M.refereeTwice);
      if (outcome.outcome === 'unreachable') throw await unreachable(profile.id);
    } catch (error) {
      // Other writes to her places kept colliding with this one: read again, as after a lost race.
      if (!(error instanceof TransactionCanceledException)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * (attempt + 1)));
  }
  throw new Error('Her referees kept changing while one was named');
}

/**
 * A moderator decides a waiting check: records it (the request, her profile's checks and her email in
 * one transaction) or refuses it with a reason she is told. The document she attached is deleted once
 * decided, by an outbox entry written in the decision's transaction (streams/outbox.ts); of a
 * certificate number only the last four digits stay. Answers her verification file as it is now.
 */
export async function decideCheck(
  moderatorId: string,
  nannyId: string,
  requestId: string,
  decision: CheckDecisionInput,
  log: Logger,
): Promise<VerificationFile> {
  const now = new Date();
  const request = await getCheckRequest(nannyId, requestId);
  if (!request) throw notFound('Unknown request');
  if (request.status !== 'requested') throw conflict(M.notWaiting);

  if (decision.outcome === 'refuse') {
    // A refusal leaves her checks as they are: only whom to tell is read.
    const profile = await readTrust(nannyId);
    if (!profile) throw notFound('Unknown nanny');
    const reason = plainProse(decision.reason);
    const done = await closeCheck({
      request,
      accountId: profile.userId,
      status: 'refused',
      reason,
      by: moderatorId,
      now,
      notice: decisionNotice(
        profile.userId,
        { kind: request.kind, outcome: 'refused', reason, lapsesOn: null, refereeName: null },
        now,
      ),
    });
    if (!done) throw conflict(M.notWaiting);
  } else {
    const { details } = decision;
    const problems = checkRecordProblems(request.kind, details, londonDay(now));
    if (problems) throw invalid('Invalid request body', problems);
    const record = checkRecordOf(request, details);
    const certificateLast4 = request.certificateNumber ? lastFour(request.certificateNumber) : null;
    const outcome = await withFreshTrust(nannyId, (state) => {
      if (details.kind === 'dbs_update_service') {
        const refusal = updateServiceRefusal(state.trust, certificateLast4, details.result);
        if (refusal) throw conflict(refusal);
      }
      return recordCheck({
        request,
        accountId: state.userId,
        ...record,
        by: moderatorId,
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
            ? [retentionDuePut(retentionDueFrom('dbs', nannyId, now, [request.profileDbs.key]))]
            : [],
      });
    });
    if (outcome === 'decided') throw conflict(M.notWaiting);
    if (outcome === 'no-consent') throw conflict(M.consentNeeded);
  }
  log.info('check decided', { nannyId, kind: request.kind, outcome: decision.outcome });
  return verificationFileOf(nannyId, now);
}

/** The moderators' verification queue, oldest first: checks asked for and references answered. */
export async function verificationQueue(limit: number, cursor?: string) {
  const page = await readQueue(limit, cursor);
  return {
    items: page.items.map((item) => ({ ...item, kind: item.kind as QueueKind })),
    nextCursor: page.nextCursor,
  };
}

/** A nanny's own checks: her level, what counts today, her requests, referees and consent. */
export async function myVerification(principal: Principal): Promise<MyVerification> {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  return myVerificationOf(profile, new Date());
}

/** Her nanny profile, for a route of her own checks. */
async function ownProfile(principal: Principal) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts have checks.');
  const profile = await getNannyOfUser(principal.id);
  if (!profile) throw notFound(M.profileFirst);
  return profile;
}

/**
 * Gives or withdraws her consent to DBS Update Service checks. Withdrawn, no check is recorded from
 * then on (the record's write holds only while consent is given) and a request still waiting is
 * withdrawn with it; a check already made stays on record until it lapses.
 */
export async function setUpdateServiceConsent(principal: Principal, given: boolean, log: Logger) {
  const profile = await ownProfile(principal);
  const now = new Date();
  const consent = await setConsent(profile.id, given, now);
  if (!given) {
    const { requests } = await readVerification(profile.id);
    for (const request of requests)
      if (request.kind === 'dbs_update_service' && request.status === 'requested')
        await closeCheck({
          request,
          accountId: principal.id,
          status: 'withdrawn',
          reason: 'Consent to Update Service checks was withdrawn.',
          by: principal.id,
          now,
          notice: null,
        });
  }
  log.info('update service consent', { nannyId: profile.id, given });
  return consent;
}

/**
 * Withdraws a referee: the link stops working, an answer leaves the moderators' queue, a confirmed
 * reference stops counting towards her level, the referee's place is free for another, and the
 * referee's name, address and answer expire 30 days later (domain/referees.ts). Another nanny's
 * referee is unknown here (404).
 */
export async function withdrawOwnReferee(principal: Principal, refereeId: string, log: Logger) {
  const profile = await ownProfile(principal);
  const now = new Date();
  const outcome = await withFreshTrust(profile.id, async (state) => {
    const referee = await getReferee(profile.id, refereeId);
    if (!referee) throw notFound('Unknown referee');
    if (referee.status === 'withdrawn') return referee;
    // Always written on the version read: a confirmation landing between the two reads moves the
    // version, and the withdrawal is tried again from what it left.
    const result = await withdrawReferee({
      referee,
      trust: withoutReference(state.trust, referee.id),
      trustVersion: state.version,
      now,
      places: await readRefereePlaces(profile.id),
    });
    return result === 'raced' ? 'raced' : { ...referee, status: 'withdrawn' as const };
  });
  log.info('referee withdrawn', { nannyId: profile.id, refereeId });
  return refereeView(outcome);
}

/**
 * Names a referee: the referee is emailed a signed link to a short form, valid for REFEREE_LINK_DAYS
 * days and one answer. A referee is someone else: an address that delivers to her own account's or
 * profile's mailbox (domain/mailbox.ts) is refused, and nothing is written. At most MAX_REFEREES at a
 * time, held in the write (nameReferee).
 */
export async function addReferee(principal: Principal, input: RefereeInput, log: Logger) {
  const profile = await ownProfile(principal);
  if (sameMailbox(input.email, principal.email) || sameMailbox(input.email, profile.email))
    throw invalid('Invalid request body', { email: M.refereeOwnEmail });
  const name = plainText(input.name);
  const relationship = plainText(input.relationship);
  if (name.length < 2) throw invalid('Invalid request body', { name: M.refereeName });
  if (relationship.length < 3) throw invalid('Invalid request body', { relationship: M.refereeRelationship });

  await enforceRateLimits(
    [
      [RATE_LIMITS.refereeInvitesPerAccount, principal.id],
      // By mailbox: `ann+1@x.com`, `ann+2@x.com`... are one address's invitations.
      [RATE_LIMITS.refereeInvitesPerAddress, mailboxOf(input.email)],
    ],
    'You have named many referees today. Please try again tomorrow.',
  );
  const referee = await nameReferee({
    profile,
    accountId: principal.id,
    name,
    email: input.email,
    relationship,
    now: new Date(),
  });
  log.info('referee named', { nannyId: profile.id, refereeId: referee.id });
  return refereeView(referee);
}

/**
 * A moderator confirms an answered reference (it counts towards her level from today, for three
 * years) or refuses it with a reason she is told (the referee then gives up its place and expires 30
 * days later). The decision names the answer the moderator was shown (`answeredAt`) and holds only on
 * that answer, in its write: named again and answered again since the page was loaded, or named again
 * and not answered yet, the referee is left as it is (409).
 */
export async function decideAReferee(
  moderatorId: string,
  nannyId: string,
  refereeId: string,
  decision: RefereeDecisionInput,
  log: Logger,
): Promise<VerificationFile> {
  const now = new Date();
  const today = londonDay(now);
  const referee = await getReferee(nannyId, refereeId);
  if (!referee) throw notFound('Unknown referee');
  const refusal = decisionRefusal(referee, decision.answeredAt);
  if (refusal) throw conflict(refusal);
  const confirm = decision.outcome === 'confirm';
  const reason = decision.outcome === 'refuse' ? plainProse(decision.reason) : null;
  const lapsesOn = confirm ? lapseOf.reference(today) : null;
  const outcome = await withFreshTrust(nannyId, async (state) =>
    decideReferee({
      referee,
      shownAnsweredAt: decision.answeredAt,
      outcome: confirm ? 'confirmed' : 'refused',
      confirmedOn: confirm ? today : null,
      lapsesOn,
      reason,
      by: moderatorId,
      now,
      trust: confirm ? withReference(state.trust, referee.id, today) : null,
      trustVersion: state.version,
      notice: decisionNotice(
        state.userId,
        {
          kind: 'reference',
          outcome: confirm ? 'recorded' : 'refused',
          reason,
          lapsesOn,
          refereeName: referee.name,
        },
        now,
      ),
      places: await readRefereePlaces(nannyId),
    }),
  );
  if (outcome === 'decided') {
    // Changed since it was read: say how, from the referee as it is now.
    const current = await getReferee(nannyId, refereeId);
    throw conflict((current && decisionRefusal(current, decision.answeredAt)) ?? M.notWaiting);
  }
  log.info('reference decided', { nannyId, refereeId: referee.id, outcome: decision.outcome });
  return verificationFileOf(nannyId, now);
}
