/**
 * Offers of employment, as the poster and the nanny move them: an offer made, changed and withdrawn by
 * the job's poster; accepted or declined by the nanny it is made to, whose acceptance alone hires her;
 * and, after acceptance, each change of a term a new version of the written statement. Each move asks
 * the offer's state machine (domain/offers.ts) and the application's (domain/application-status.ts),
 * then writes the offer, the application and the emails together, conditional on what it read.
 */
import { HIRING_MESSAGES } from '../contract/hiring-constants.ts';
import { WEEKDAYS, type Weekday } from '../contract/week-constants.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import {
  MAX_STATEMENT_VERSIONS,
  OFFER_MESSAGES,
  type MyOfferItem,
  type OfferPrefill,
  type OfferRole,
  type OfferView,
  type OfferTerms,
  type ProposeOfferInput,
} from '../contract/offers.ts';
import { changedParticulars, type Particular } from '../contract/statement.ts';
import { londonDay } from '../contract/uk-day.ts';
import { isOpen, transition } from '../domain/application-status.ts';
import type { OfferEmail } from '../domain/emails.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import { answerCheck, proposeStep, termsChanged, withdrawCheck } from '../domain/offers.ts';
import { accountActiveCheck } from '../data/account-index.ts';
import { applicationMoveItems, getApplication, type Application } from '../data/applications.ts';
import { isOpenJob } from '../data/job-lifecycle.ts';
import { getJob, type Job } from '../data/jobs.ts';
import {
  getOffer,
  listOfferPointers,
  offerFromItem,
  offerKey,
  writeOfferMove,
  type Offer,
  type OfferShare,
  type Statement,
} from '../data/offers.ts';
import { getShare } from '../data/shares.ts';
import { SHARE_TEXTS } from '../contract/shares-texts.ts';
import { outboxEntry } from '../data/outbox.ts';
import { getMany } from '../data/table/batch.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

type Role = OfferRole;

/** The offer's email to one side, written in the move's transaction. */
function offerNotice(
  offer: Offer,
  to: 'poster' | 'nanny',
  kind: OfferEmail['kind'],
  version: number,
  now: Date,
  changed: Particular[] = [],
) {
  const recipientId = to === 'nanny' ? offer.nannyUserId : offer.posterId;
  if (!recipientId) return [];
  return [
    outboxEntry(
      {
        type: 'offer-email',
        payload: {
          recipientId,
          to,
          kind,
          jobId: offer.jobId,
          nannyId: offer.nannyId,
          jobTitle: offer.jobTitle,
          posterLabel: offer.posterLabel,
          nannyFirstName: offer.nannyFirstName,
          version,
          startDate: offer.terms.startDate,
          ...(changed.length ? { changed } : {}),
        },
      },
      recipientId,
      now,
      // One email per move: a repeated write sends nothing more.
      `offer#${offer.jobId}#${offer.nannyId}#${kind}#${version}#${to}`,
    ),
  ];
}

/** Which side of an offer (made or not yet) the caller is on; null when neither. */
function roleOf(
  principal: Principal,
  offer: Offer | null,
  job: Job | null,
  application: Application | null,
): Role | null {
  if (offer) {
    if (offer.posterId && offer.posterId === principal.id) return 'poster';
    if (offer.nannyUserId && offer.nannyUserId === principal.id) return 'nanny';
    if (offer.share?.partnerId && offer.share.partnerId === principal.id) return 'partner';
    return null;
  }
  if (job && job.ownerId === principal.id) return 'poster';
  if (job?.share?.families.some((f) => f.accountId === principal.id)) return 'partner';
  if (application && application.userId && application.userId === principal.id) return 'nanny';
  return null;
}

async function readAll(jobId: string, nannyId: string) {
  const [offer, application, job] = await Promise.all([
    getOffer(jobId, nannyId),
    getApplication(jobId, nannyId),
    getJob(jobId, true),
  ]);
  return { offer, application, job };
}

/** What the poster may do now: make an offer (she applied and has not withdrawn; the job is open). */
const mayPropose = (offer: Offer | null, application: Application | null, job: Job | null) =>
  Boolean(
    application &&
    application.userId &&
    job &&
    isOpenJob(job) &&
    isOpen(application.status) &&
    (!offer || offer.status === 'declined' || offer.status === 'withdrawn'),
  );

async function toView(
  role: Role,
  offer: Offer | null,
  application: Application | null,
  job: Job | null,
  now: Date,
): Promise<OfferView> {
  const split = role === 'poster' && job?.share ? await agreedSplitOf(job) : null;
  const canPropose = role === 'poster' && mayPropose(offer, application, job);
  const today = londonDay(now);
  const prefill: OfferPrefill | null =
    role === 'poster' && job && (!offer || offer.status === 'declined' || offer.status === 'withdrawn')
      ? {
          jobTitle: job.title,
          startDate: job.startDate && job.startDate > today ? job.startDate : today,
          town: job.location,
          postcodeDistrict: job.postcodeDistrict ?? '',
          // The job's gross pay, read from older jobs' words where it could be (data/jobs.ts payOf).
          pay: job.pay,
          days: usualDays(job),
          split: split
            ? {
                posterWeeklyPence: split.posterWeeklyPence,
                partnerWeeklyPence: split.partnerWeeklyPence,
                partnerLabel: split.partner.label,
                agreed: split.agreed,
                partnerEmployerGiven: split.partner.employer !== null,
              }
            : null,
        }
      : null;
  const firstName = offer?.nannyFirstName || firstNameOnly(application?.applicantName ?? '');
  return {
    jobId: offer?.jobId ?? job?.id ?? application?.jobId ?? '',
    nannyId: offer?.nannyId ?? application?.nannyId ?? '',
    role,
    jobTitle: offer?.jobTitle ?? job?.title ?? '',
    posterLabel: offer?.posterLabel ?? job?.posterLabel ?? '',
    nannyName: offer?.status === 'accepted' && offer.employeeName ? offer.employeeName : firstName,
    applicationStatus: application?.status ?? (offer?.status === 'accepted' ? 'hired' : 'closed'),
    offer: offer
      ? {
          status: offer.status,
          version: offer.version,
          terms: offer.terms,
          proposedAt: offer.proposedAt,
          answeredAt: offer.answeredAt,
          statements: offer.statements,
          share: offer.share
            ? {
                posterLabel: offer.share.posterFamilyLabel || offer.posterLabel,
                partnerLabel: offer.share.partnerLabel,
                partnerEmployerName: offer.share.partnerEmployer.employerName,
                posterWeeklyPence: offer.share.posterWeeklyPence,
                partnerWeeklyPence: offer.share.partnerWeeklyPence,
              }
            : null,
        }
      : null,
    prefill,
    canPropose,
    jobOpen: role === 'poster' && Boolean(job && isOpenJob(job)),
  };
}

/** An offer's page, for either side: the offer as it stands, or (for the poster) what a new one starts from. */
export async function readOffer(principal: Principal, jobId: string, nannyId: string): Promise<OfferView> {
  const { offer, application, job } = await readAll(jobId, nannyId);
  const role = roleOf(principal, offer, job, application);
  if (!role) throw notFound(OFFER_MESSAGES.notFound);
  if (!offer && role === 'poster' && (!application || !application.userId))
    throw notFound(OFFER_MESSAGES.notApplicant);
  if (!offer && role === 'nanny') throw notFound(OFFER_MESSAGES.notFound);
  return toView(role, offer, application, job, new Date());
}

const stale = () => conflict(HIRING_MESSAGES.changedMeanwhile);

/**
 * The job's poster makes an offer, changes it (a new version), or, once accepted, changes a term (a new
 * version of the written statement). The terms were checked with their schema; the start date is
 * checked against today here.
 */
export async function proposeOffer(
  principal: Principal,
  jobId: string,
  nannyId: string,
  input: ProposeOfferInput,
  log: Logger,
): Promise<OfferView> {
  const { agreedWithEmployee, ...terms } = input;
  if (principal.userType !== 'family' && principal.userType !== 'agency')
    throw forbidden(OFFER_MESSAGES.posterOnly);
  const now = new Date();
  const at = now.toISOString();
  const { offer, application, job } = await readAll(jobId, nannyId);
  if (!job || job.ownerId !== principal.id) throw notFound(HIRING_MESSAGES.jobNotFound);
  if (!application || !application.userId) throw notFound(OFFER_MESSAGES.notApplicant);
  if (application.userId === principal.id) throw forbidden(OFFER_MESSAGES.ownApplication);
  const share = await offerShareFor(job, input.split, offer);
  const step = proposeStep(offer);
  const startUnchanged = step.kind === 'statement' && offer?.terms.startDate === terms.startDate;
  if (!startUnchanged && terms.startDate < londonDay(now))
    throw invalid('Invalid request body', { startDate: OFFER_MESSAGES.startInPast });

  let next: Offer;
  let statement: Statement | null = null;
  let partnerStatement: Statement | null = null;
  let withItems: ReturnType<typeof applicationMoveItems> | Record<string, never> = {};
  let notice: ReturnType<typeof offerNotice>;
  if (step.kind === 'new') {
    if (!isOpenJob(job)) throw conflict(OFFER_MESSAGES.notOpen);
    if (application.status === 'withdrawn') throw conflict(OFFER_MESSAGES.notApplicant);
    const allowed = transition(application.status, 'offered', 'poster');
    if (!allowed.ok) throw conflict(allowed.reason);
    next = {
      jobId,
      nannyId,
      posterId: principal.id,
      nannyUserId: application.userId,
      posterLabel: job.posterLabel,
      jobTitle: job.title,
      nannyFirstName: firstNameOnly(application.applicantName),
      employeeName: null,
      status: 'proposed',
      version: step.version,
      terms,
      proposedAt: at,
      answeredAt: null,
      statementVersion: 0,
      statements: [],
      createdAt: offer?.createdAt ?? at,
      updatedAt: at,
      share,
    };
    withItems = applicationMoveItems(application, job.ownerId, 'offered', { now });
    notice = offerNotice(next, 'nanny', 'proposed', next.version, now);
  } else if (step.kind === 'change') {
    if (!termsChanged(offer!.terms, terms) && !shareChanged(offer!.share, share))
      throw conflict(OFFER_MESSAGES.unchanged);
    next = { ...offer!, version: step.version, terms, proposedAt: at, updatedAt: at, share };
    notice = offerNotice(next, 'nanny', 'changed', next.version, now);
  } else {
    const changed = changedParticulars(offer!.terms, terms);
    if (!termsChanged(offer!.terms, terms) || !changed.length) throw conflict(OFFER_MESSAGES.unchanged);
    // She accepted the terms: a change to them is one the family agreed with her first.
    if (agreedWithEmployee !== true)
      throw invalid('Invalid request body', { agreedWithEmployee: OFFER_MESSAGES.agreedWithEmployee });
    if (step.version > MAX_STATEMENT_VERSIONS) throw conflict(OFFER_MESSAGES.tooManyVersions);
    next = {
      ...offer!,
      terms,
      statementVersion: step.version,
      statements: [...offer!.statements, { version: step.version, issuedAt: at, changed }],
      updatedAt: at,
      share,
    };
    [statement, partnerStatement] = statementsOf(
      next,
      step.version,
      at,
      next.employeeName ?? next.nannyFirstName,
      changed,
    );
    // Both sides are told of a new statement, and what it changed.
    notice = [
      ...offerNotice(next, 'nanny', 'statement-changed', step.version, now, changed),
      ...offerNotice(next, 'poster', 'statement-changed', step.version, now, changed),
      ...partnerNotice(next, job.share?.shareId ?? '', 'statement', step.version, now),
    ];
  }
  const outcome = await writeOfferMove({
    read: offer,
    next,
    statement,
    partnerStatement,
    earlierStatements: statement ? offer!.statements.map((s) => s.version) : [],
    with: { ...withItems, posterAccount: accountActiveCheck(principal.id) },
    outbox: notice,
  });
  if (!outcome.done) {
    if (outcome.failed === 'posterAccount') throw forbidden('This account is being deleted.');
    if (outcome.failed === 'job') throw notFound(HIRING_MESSAGES.jobNotFound);
    throw stale();
  }
  log.info('offer proposed', { jobId, nannyId, step: step.kind, version: step.version });
  return toView('poster', next, await getApplication(jobId, nannyId), job, now);
}

/** The offer the nanny answers: hers, or the same 404 as one that does not exist. */
async function offerToAnswer(principal: Principal, jobId: string, nannyId: string) {
  if (principal.userType !== 'nanny') throw forbidden(OFFER_MESSAGES.nannyOnly);
  const offer = await getOffer(jobId, nannyId);
  if (!offer || !offer.nannyUserId || offer.nannyUserId !== principal.id)
    throw notFound(OFFER_MESSAGES.notFound);
  return offer;
}

/**
 * The nanny accepts the version she read, giving her full name for the statement: her application is
 * hired and the first version of the written statement issued, in one transaction. A second acceptance,
 * an acceptance of an older version, or of a withdrawn offer, is a 409 and changes nothing.
 */
export async function acceptOffer(
  principal: Principal,
  jobId: string,
  nannyId: string,
  answer: { version: number; employeeName: string },
  log: Logger,
): Promise<OfferView> {
  return answerOffer(principal, jobId, nannyId, answer.version, log, answer.employeeName);
}

/** The nanny declines the version she read; her application is marked so, and the poster told. */
export async function declineOffer(
  principal: Principal,
  jobId: string,
  nannyId: string,
  answer: { version: number },
  log: Logger,
): Promise<OfferView> {
  return answerOffer(principal, jobId, nannyId, answer.version, log, null);
}

async function answerOffer(
  principal: Principal,
  jobId: string,
  nannyId: string,
  version: number,
  log: Logger,
  employeeName: string | null,
): Promise<OfferView> {
  const accepting = employeeName !== null;
  const offer = await offerToAnswer(principal, jobId, nannyId);
  const allowed = answerCheck(offer, version);
  if (!allowed.ok) throw conflict(allowed.reason);
  const application = await getApplication(jobId, nannyId);
  if (!application) throw notFound(OFFER_MESSAGES.notFound);
  // A nanny share's offer binds both families: once the other family left the share, it cannot be taken.
  const shareId = accepting && offer.share ? await standingShare(jobId, offer.share.partnerId) : '';
  if (accepting && offer.share && shareId === null) throw conflict(OFFER_MESSAGES.shareChanged);
  const to = accepting ? 'hired' : 'offer-declined';
  const move = transition(application.status, to, 'nanny');
  if (!move.ok) {
    // Answered by another request between the two reads (two accepts at once): say so, as the
    // transaction's refusal would, rather than what the application's new status forbids.
    const again = answerCheck(await offerToAnswer(principal, jobId, nannyId), version);
    throw conflict(again.ok ? move.reason : again.reason);
  }
  const now = new Date();
  const at = now.toISOString();
  const next: Offer = accepting
    ? {
        ...offer,
        status: 'accepted',
        answeredAt: at,
        employeeName,
        statementVersion: 1,
        statements: [{ version: 1, issuedAt: at, changed: [] }],
        updatedAt: at,
      }
    : { ...offer, status: 'declined', answeredAt: at, updatedAt: at };
  const [statement, partnerStatement] = accepting
    ? statementsOf(next, 1, at, employeeName, [])
    : [null, null];
  const outcome = await writeOfferMove({
    read: offer,
    next,
    statement,
    partnerStatement,
    with: {
      ...applicationMoveItems(application, offer.posterId, to, { now }),
      nannyAccount: accountActiveCheck(principal.id),
      // An employer whose account is being deleted can no longer take her on.
      posterAccount: accepting && offer.posterId ? accountActiveCheck(offer.posterId) : null,
    },
    outbox: [
      ...offerNotice(next, 'poster', accepting ? 'accepted' : 'declined', offer.version, now),
      ...(accepting && shareId ? partnerNotice(next, shareId, 'hired', offer.version, now) : []),
    ],
  });
  if (!outcome.done) {
    if (outcome.failed === 'posterAccount') throw conflict(OFFER_MESSAGES.withdrawnAlready);
    if (outcome.failed === 'nannyAccount') throw forbidden('This account is being deleted.');
    // Moved meanwhile (accepted in another tab, changed, withdrawn): the reason as it now stands.
    const now2 = await getOffer(jobId, nannyId);
    const again = answerCheck(now2, version);
    throw conflict(again.ok ? HIRING_MESSAGES.changedMeanwhile : again.reason);
  }
  log.info(accepting ? 'offer accepted' : 'offer declined', { jobId, nannyId, version });
  return toView('nanny', next, await getApplication(jobId, nannyId), null, now);
}

/** The poster withdraws an offer she has not answered; her application is on the shortlist again. */
export async function withdrawOffer(
  principal: Principal,
  jobId: string,
  nannyId: string,
  log: Logger,
): Promise<OfferView> {
  const offer = await getOffer(jobId, nannyId);
  if (!offer || !offer.posterId || offer.posterId !== principal.id) throw notFound(OFFER_MESSAGES.notFound);
  const allowed = withdrawCheck(offer);
  if (!allowed.ok) throw conflict(allowed.reason);
  const [application, job] = await Promise.all([getApplication(jobId, nannyId), getJob(jobId, true)]);
  const now = new Date();
  const at = now.toISOString();
  const next: Offer = { ...offer, status: 'withdrawn', answeredAt: at, updatedAt: at };
  const moveBack =
    application?.status === 'offered'
      ? applicationMoveItems(application, offer.posterId, 'shortlisted', { now })
      : {};
  const outcome = await writeOfferMove({
    read: offer,
    next,
    with: moveBack,
    outbox: offerNotice(next, 'nanny', 'withdrawn', offer.version, now),
  });
  if (!outcome.done) {
    const again = withdrawCheck(await getOffer(jobId, nannyId));
    throw conflict(again.ok ? HIRING_MESSAGES.changedMeanwhile : again.reason);
  }
  log.info('offer withdrawn', { jobId, nannyId, version: offer.version });
  return toView('poster', next, await getApplication(jobId, nannyId), job, now);
}

/** An offer either side may read the documents of: theirs, or the same 404 as none. */
export async function partyOffer(principal: Principal, jobId: string, nannyId: string) {
  const offer = await getOffer(jobId, nannyId);
  const role = offer ? roleOf(principal, offer, null, null) : null;
  if (!offer || !role) throw notFound(OFFER_MESSAGES.notFound);
  return { offer, role };
}

/** The caller's offers, made or received, a page at a time, with every statement version of each. */
export async function myOffers(
  principal: Principal,
  opts: { limit: number; cursor?: string },
): Promise<{ items: MyOfferItem[]; nextCursor: string | null }> {
  const page = await listOfferPointers(principal.id, opts);
  const items = await getMany(page.items.map((p) => offerKey(p.jobId, p.nannyId)));
  return {
    items: page.items.flatMap((p) => {
      const key = offerKey(p.jobId, p.nannyId);
      const item = items.get(`${key.pk}|${key.sk}`);
      if (!item) return [];
      const offer = offerFromItem(item);
      const role = roleOf(principal, offer, null, null);
      if (!role) return [];
      return [
        {
          jobId: offer.jobId,
          nannyId: offer.nannyId,
          role,
          jobTitle: offer.jobTitle,
          otherParty:
            role !== 'nanny'
              ? offer.status === 'accepted' && offer.employeeName
                ? offer.employeeName
                : offer.nannyFirstName
              : offer.terms.employerName || offer.posterLabel,
          status: offer.status,
          version: offer.version,
          updatedAt: offer.updatedAt,
          statements: offer.statements,
        },
      ];
    }),
    nextCursor: page.nextCursor,
  };
}

/** The days a job's usual week needs (a share's job: either family's); null when it states none. */
function usualDays(job: Job): Weekday[] | null {
  const weeks = [job.schedule, ...(job.share?.families.map((f) => f.schedule) ?? [])].filter(
    (week): week is NonNullable<typeof week> => Boolean(week),
  );
  const days = WEEKDAYS.filter((day) => weeks.some((week) => week[day].length > 0));
  return days.length ? days : null;
}

// ---------------------------------------------------------------------------------------------------
// A nanny share's offer: two employers, each with its own part and its own written statement

interface AgreedSplit {
  posterWeeklyPence: number;
  partnerWeeklyPence: number;
  posterHours: number;
  partnerHours: number;
  home: 'poster' | 'partner' | 'alternate';
  agreed: boolean;
  partner: {
    accountId: string;
    label: string;
    employer: { employerName: string; employerAddress: string } | null;
  };
}

/**
 * The split of a share's job as the share holds it now: the poster's family's part and the other
 * family's, whether both agreed it, and the other family's details as an employer. Null when the share
 * is gone or the other family left it.
 */
async function agreedSplitOf(job: Job): Promise<AgreedSplit | null> {
  if (!job.share) return null;
  const share = await getShare(job.share.shareId, true);
  if (!share || share.status === 'ended' || !share.partner || !share.split) return null;
  const posterSide = share.first.accountId === job.ownerId ? 'first' : 'partner';
  const partner = posterSide === 'first' ? share.partner : share.first;
  const other = posterSide === 'first' ? 'partner' : 'first';
  const home = share.split.input.home;
  return {
    posterWeeklyPence: share.split.result[posterSide].weeklyGrossPence,
    partnerWeeklyPence: share.split.result[other].weeklyGrossPence,
    posterHours: share.split.result[posterSide].hours,
    partnerHours: share.split.result[other].hours,
    home: home === 'alternate' ? 'alternate' : home === posterSide ? 'poster' : 'partner',
    agreed: share.split.agreed,
    partner: { accountId: partner.accountId, label: partner.label, employer: partner.employer },
  };
}

/**
 * What an offer on this job says of its share: for a share's job, the parts the poster sent, which must
 * be the split both families agreed (a split that does not add up was refused by the schema), with the
 * other family's details as an employer; none for another job. An accepted offer keeps the other family
 * it was made with, so a change after acceptance is checked against the share as it stands too.
 */
async function offerShareFor(
  job: Job,
  split: ProposeOfferInput['split'],
  offer: Offer | null,
): Promise<OfferShare | null> {
  if (!job.share) {
    if (split) throw invalid('Invalid request body', { split: OFFER_MESSAGES.splitNotShare });
    return null;
  }
  if (!split) throw invalid('Invalid request body', { split: OFFER_MESSAGES.splitNeeded });
  const agreed = await agreedSplitOf(job);
  if (!agreed) throw conflict(SHARE_TEXTS.notPaired);
  if (!agreed.agreed) throw conflict(SHARE_TEXTS.splitNotAgreed);
  if (
    split.posterWeeklyPence !== agreed.posterWeeklyPence ||
    split.partnerWeeklyPence !== agreed.partnerWeeklyPence
  )
    throw conflict(SHARE_TEXTS.splitDiffers);
  if (!agreed.partner.employer) throw conflict(SHARE_TEXTS.employerMissing);
  if (offer?.status === 'accepted' && offer.share && offer.share.partnerId !== agreed.partner.accountId)
    throw conflict(SHARE_TEXTS.notPaired);
  return {
    partnerId: agreed.partner.accountId,
    partnerLabel: agreed.partner.label,
    posterFamilyLabel: job.share.families.find((f) => f.accountId === job.ownerId)?.label ?? '',
    posterWeeklyPence: split.posterWeeklyPence,
    partnerWeeklyPence: split.partnerWeeklyPence,
    posterHours: agreed.posterHours,
    partnerHours: agreed.partnerHours,
    home: agreed.home,
    partnerEmployer: agreed.partner.employer,
  };
}

/**
 * The share of a share's job that still has both families of its offer (the other family has not left
 * it); null when it has not.
 */
async function standingShare(jobId: string, partnerId: string): Promise<string | null> {
  const job = await getJob(jobId, true);
  return partnerId && job?.share?.families.some((f) => f.accountId === partnerId) ? job.share.shareId : null;
}

/**
 * A nanny share's other family's email of an offer's news: she accepted (it is her employer now), or a
 * term changed (a new statement of its own). Once per move, as the poster's is.
 */
function partnerNotice(
  offer: Offer,
  shareId: string,
  kind: 'hired' | 'statement',
  version: number,
  now: Date,
) {
  const partnerId = offer.share?.partnerId;
  if (!partnerId) return [];
  return [
    outboxEntry(
      {
        type: 'share-email',
        payload: {
          recipientId: partnerId,
          kind,
          shareId: shareId ?? '',
          otherLabel: offer.share?.posterFamilyLabel || offer.posterLabel,
          jobId: offer.jobId,
          offer: { nannyId: offer.nannyId, nannyFirstName: offer.nannyFirstName },
        },
      },
      partnerId,
      now,
      `offer#${offer.jobId}#${offer.nannyId}#${kind}#${version}#partner`,
    ),
  ];
}

const shareChanged = (before: OfferShare | null | undefined, after: OfferShare | null) =>
  JSON.stringify(before ?? null) !== JSON.stringify(after);

/** A family's part of the pay as a week's amount, for its own hours a week. */
const weeklyPart = (pay: OfferTerms['pay'], pence: number, hours: number | undefined): OfferTerms['pay'] => ({
  ...pay,
  period: 'weekly',
  min: pence / 100,
  max: null,
  hoursPerWeek: hours ?? pay.hoursPerWeek,
});

/**
 * Where the other family's statement says she works: the poster wrote the place as its own words ("our
 * home"), so the other family's says whose home it is.
 */
function partnerPlace(offer: Offer, share: OfferShare): string {
  const poster = offer.terms.employerName;
  switch (share.home) {
    case 'poster':
      return `The home of ${poster}`;
    case 'partner':
      return 'Our home';
    case 'alternate':
      return `Our home and the home of ${poster}, in turns`;
    default:
      return offer.terms.placeDescription;
  }
}

/**
 * The written statements of an offer's version: the poster's, and for a nanny share the other family's
 * too. Each states its own employer and its own part of the pay, and names the other employer's part
 * beside it; everything else is the terms both families offered.
 */
function statementsOf(
  offer: Offer,
  version: number,
  issuedAt: string,
  employeeName: string,
  changed: Particular[],
): [Statement, Statement | null] {
  const base = {
    jobId: offer.jobId,
    nannyId: offer.nannyId,
    nannyUserId: offer.nannyUserId,
    version,
    issuedAt,
    employeeName,
    changed,
  };
  const share = offer.share;
  if (!share) return [{ ...base, posterId: offer.posterId, terms: offer.terms }, null];
  const total = share.posterWeeklyPence + share.partnerWeeklyPence;
  const totalHours = offer.terms.pay.hoursPerWeek;
  return [
    {
      ...base,
      posterId: offer.posterId,
      part: 'poster',
      terms: {
        ...offer.terms,
        pay: weeklyPart(offer.terms.pay, share.posterWeeklyPence, share.posterHours),
      },
      share: {
        otherEmployer: share.partnerEmployer.employerName,
        otherWeeklyPence: share.partnerWeeklyPence,
        otherHours: share.partnerHours ?? totalHours,
        totalWeeklyPence: total,
        totalHours,
      },
    },
    {
      ...base,
      posterId: share.partnerId,
      part: 'partner',
      terms: {
        ...offer.terms,
        employerName: share.partnerEmployer.employerName,
        employerAddress: share.partnerEmployer.employerAddress,
        placeDescription: partnerPlace(offer, share),
        pay: weeklyPart(offer.terms.pay, share.partnerWeeklyPence, share.partnerHours),
      },
      share: {
        otherEmployer: offer.terms.employerName,
        otherWeeklyPence: share.posterWeeklyPence,
        otherHours: share.posterHours ?? totalHours,
        totalWeeklyPence: total,
        totalHours,
      },
    },
  ];
}
