/**
 * Nanny shares: two families who share one nanny, each her employer for its own part. The words the
 * pages and the server's refusals use, and the limits, without schemas (shares.ts holds those), so a page
 * that only shows a share does not download the schema library.
 *
 * The rules a share follows:
 * - A family has at most one share at a time: its own, or the one it joined.
 * - A share has at most two families. A nanny who looks after the children of more than two families
 *   together must register as a childminder, so a third family is refused, never queued.
 * - A family proposes to join another's share; the first family accepts one proposal and the others are
 *   declined. The two families talk in the product's messages, as posters and nannies do.
 * - The split of the nanny's gross pay is proposed by either family and agreed by the other; the job is
 *   posted once, for both, only after that.
 * - A family that leaves (or deletes its account) turns the share's job back into the other family's
 *   own job, and both are told.
 */

export const SHARE_STATUSES = ['seeking', 'paired', 'posted', 'ended'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The most families a share takes: two. */
export const SHARE_MAX_FAMILIES = 2;
export const SHARE_MAX_CHILDREN = 4;
/** Open proposals a share takes at once (more wait until one is answered). */
export const SHARE_MAX_OPEN_PROPOSALS = 20;
/** Shares the search shows, best first, and the most of an area's listed shares it reads to rank. */
export const SHARE_PAGE_SIZE = 20;
export const SHARE_AREA_READ = 500;

/**
 * Where the two-family rule comes from: a nanny who looks after the children of more than two families
 * together (mainly in one of their homes) must register as a childminder.
 */
export const SHARE_RULE_SOURCE = {
  href: 'https://www.gov.uk/government/publications/nannies-and-home-childcarers-factsheet',
  label: 'Nannies and home childcarers: factsheet (GOV.UK)',
} as const;

export const SHARE_PATHS = {
  list: '/nanny-shares',
  mine: '/nanny-shares/mine',
  calculator: '/nanny-shares/calculator',
  share: (id: string) => `/nanny-shares/${id}`,
} as const;

export const SHARE_TEXTS = {
  title: 'Nanny shares',
  intro:
    'Share one nanny with another family nearby: she looks after both families’ children together, and each family pays its own part as her employer.',
  familiesOnly: 'Only family accounts can take part in a nanny share.',
  notFound: 'This nanny share was not found.',
  ownShare: 'You cannot propose to share your own nanny share.',
  full: 'This nanny share already has two families. A nanny may look after the children of at most two families together without registering as a childminder.',
  alreadyInShare: 'You already have a nanny share. Leave it before you start or join another.',
  proposedAlready: 'You have already proposed to share with this family.',
  tooManyProposals: 'This family has many proposals waiting. Please try again in a few days.',
  notSeeking: 'This family is not looking for a partner family now.',
  proposerTaken: 'This family has joined another nanny share since.',
  proposerGone: 'This family is no longer on Nanny Marketplace.',
  postcodeNeeded: 'Enter a postcode to look for families nearby, or start your own share.',
  proposalNotFound: 'This proposal was not found.',
  proposalAnswered: 'This proposal has already been answered.',
  notMember: 'Only the two families of this share can do that.',
  notFirst: 'Only the family that started this share can answer proposals.',
  notPaired: 'This share does not have two families yet.',
  ended: 'This nanny share has ended.',
  splitNotLatest: 'The split was changed. Please read the latest one before you agree.',
  splitOwn: 'The other family agrees the split you propose.',
  splitNotAgreed: 'Both families must agree the split before the job is posted.',
  jobPostedAlready: 'The job for this share is already posted.',
  changedElsewhere: 'This share was changed somewhere else. Please reload it.',
  splitDoesNotAddUp: (total: string) =>
    `The two families’ parts must add up to the whole pay, ${total} a week.`,
  splitDiffers:
    'These parts differ from the split both families agreed. Agree the new split on the share first.',
  employerMissing: 'The other family has not given its name and address as an employer yet.',
  reasonSameDistrict: (district: string) => `Same district: ${district}`,
  proposalEmailSubject: 'A family would like to share a nanny with you',
  acceptedEmailSubject: 'Your nanny share is agreed',
  declinedEmailSubject: 'Your nanny share proposal',
  splitEmailSubject: 'A split of the nanny’s pay to agree',
  leftEmailSubject: 'Your nanny share has ended',
  leftJobNote:
    'The job becomes a single-family job: it stays with the family that posted it, with its applicants, messages and offers, and the other family no longer sees them.',
} as const;

export const SHARE_HOME_LABELS = {
  first: 'The first family’s home',
  partner: 'The second family’s home',
  alternate: 'Taking turns',
} as const;
