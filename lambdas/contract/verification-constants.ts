/**
 * The verification contract's texts, limits and enumerations, without its schemas: pages that only
 * show them (the candidate card, the Safety page) import this module and do not download the schema
 * library. verification.ts re-exports all of it.
 *
 * A nanny's checks are records: what a moderator saw, when, and when it lapses. Her level is computed
 * from the records still current (domain/verification.ts); nothing stores a level or a badge.
 */

export { DBS_COPY_ADVICE, LEVEL_NAMES, LEVELS, type VerificationLevel } from './verification-levels.ts';

/** The checks a nanny may ask for. Right to work is not one: the family, as employer, checks it. */
export const CHECK_KINDS = [
  'identity',
  'dbs_certificate',
  'dbs_update_service',
  'first_aid',
  'ofsted',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** What each check is called where people read it. */
export const CHECK_LABELS: Record<CheckKind, string> = {
  identity: 'Identity',
  dbs_certificate: 'Enhanced DBS certificate',
  dbs_update_service: 'DBS Update Service status',
  first_aid: 'Paediatric first aid',
  ofsted: 'Ofsted Childcare Register',
};

/** The documents a moderator may accept as proof of identity. */
export const IDENTITY_DOCUMENTS = [
  'passport',
  'driving_licence',
  'national_identity_card',
  'residence_permit',
] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];
export const IDENTITY_DOCUMENT_LABELS: Record<IdentityDocument, string> = {
  passport: 'Passport',
  driving_licence: 'Photocard driving licence',
  national_identity_card: 'National identity card',
  residence_permit: 'Biometric residence permit or card',
};

/** What the DBS Update Service answered about a certificate. */
export const UPDATE_SERVICE_RESULTS = ['current', 'new_information'] as const;
export type UpdateServiceResult = (typeof UPDATE_SERVICE_RESULTS)[number];
export const UPDATE_SERVICE_RESULT_LABELS: Record<UpdateServiceResult, string> = {
  current: 'Current: no new information',
  new_information: 'New information: apply for a new certificate',
};

/** Where a check request stands. */
export const CHECK_STATUSES = ['requested', 'recorded', 'refused', 'withdrawn'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** Where a referee stands. */
export const REFEREE_STATUSES = ['invited', 'answered', 'confirmed', 'refused', 'withdrawn'] as const;
export type RefereeStatus = (typeof REFEREE_STATUSES)[number];

/** How long a referee has known the nanny, as the form asks it. */
export const KNOWN_FOR = ['under_1_year', '1_to_2_years', '2_to_5_years', 'over_5_years'] as const;
export type KnownFor = (typeof KNOWN_FOR)[number];
export const KNOWN_FOR_LABELS: Record<KnownFor, string> = {
  under_1_year: 'Less than a year',
  '1_to_2_years': '1 to 2 years',
  '2_to_5_years': '2 to 5 years',
  over_5_years: 'More than 5 years',
};

/**
 * How long each check counts. Identity: three years (documents and names change). A DBS certificate:
 * three years from its issue date, unless the Update Service says it is current. The Update Service
 * check and the Ofsted register check: twelve months. Paediatric first aid: three years from the course,
 * as the certificate itself lapses. A confirmed reference: three years.
 */
export const LAPSE = {
  identityYears: 3,
  dbsCertificateYears: 3,
  updateServiceMonths: 12,
  firstAidYears: 3,
  ofstedMonths: 12,
  referenceYears: 3,
  /** A DBS check recorded before records existed had no issue date: it counts for a year from the check. */
  migratedDbsMonths: 12,
} as const;

/** Verified needs at least this many confirmed references. */
export const REFERENCES_NEEDED = 2;
/**
 * A nanny may name at most this many referees at a time: invited with a link that still works, answered
 * or confirmed (not withdrawn, refused or lapsed unanswered). Held in the write (data/verifications.ts).
 */
export const MAX_REFEREES = 5;
/** How long a referee's link works, in days. */
export const REFEREE_LINK_DAYS = 14;

/**
 * Whether a referee takes one of her MAX_REFEREES places at `now`: invited with a link that still
 * works, answered or confirmed. Withdrawn, refused, or invited with a link that lapsed: free.
 */
export const holdsRefereePlace = (referee: { status: RefereeStatus; linkLapsesAt: string }, now: Date) =>
  referee.status === 'answered' ||
  referee.status === 'confirmed' ||
  (referee.status === 'invited' && Date.parse(referee.linkLapsesAt) > now.getTime());

export const VERIFICATION_MESSAGES = {
  profileFirst: 'Create your nanny profile before asking for checks.',
  alreadyRequested: 'This check is already waiting for our team.',
  evidenceNeeded: 'Attach a photo or scan of the document for this check.',
  dbsEvidenceNeeded: 'Upload your DBS certificate on your profile, or attach it here.',
  consentNeeded: 'Give your consent to DBS Update Service checks first.',
  certificateNumber: 'Enter the 12-digit number on your DBS certificate',
  ofstedNumber: 'Enter your Ofsted registration number (EY or CE followed by digits, or 6 to 7 digits)',
  refereeName: 'Enter the referee’s name',
  refereeEmail: 'Enter a valid email address',
  refereeRelationship: 'Say how the referee knows you',
  refereeOwnEmail: 'A referee cannot be you: use someone else’s email address.',
  /** A nanny whose profile a moderator hid reaches nobody, referees included. */
  refereeHidden:
    'A moderator has hidden your profile, so you cannot name referees for now. You can see why, and appeal, on your account page.',
  refereeTwice: 'You have already named this referee.',
  tooManyReferees: `You can name at most ${MAX_REFEREES} referees at a time.`,
  linkInvalid: 'This reference link is not valid. Ask the nanny to send it again.',
  linkLapsed: 'This reference link has expired. Ask the nanny to send a new one.',
  alreadyAnswered: 'This reference has already been given. Thank you.',
  refereeWithdrawn: 'This reference is no longer needed. Thank you.',
  howKnown: 'Say how you know her (at least 10 characters)',
  knownFor: 'Choose how long you have known her',
  wouldEmployAgain: 'Choose whether you would employ her again',
  reason: 'Give the nanny a reason (at least 10 characters)',
  notWaiting: 'This has already been decided.',
  date: 'Enter a date',
  dateFuture: 'The date cannot be in the future',
  last4: 'Enter the last four digits of the certificate number',
  nameMatches: 'Confirm the name on the document matches the profile',
  barredList: 'Only an enhanced certificate with the children’s barred list counts',
  /** A moderator decides the answer the page showed: newer, or gone, and the decision is refused. */
  answerChanged:
    'The referee has answered again since this page was loaded. Read the new answer, then decide.',
  answerGone:
    'The answer this page showed is no longer waiting: she named the referee again or withdrew them. Reload the page.',
} as const;

/** Whether a referee's answer is worth a confirmation, in the form's words. */
export const WOULD_EMPLOY_AGAIN = ['yes', 'no'] as const;
export type WouldEmployAgain = (typeof WOULD_EMPLOY_AGAIN)[number];
