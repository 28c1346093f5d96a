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

export const SHARE_HOME_LABELS = {
  first: 'The first family’s home',
  partner: 'The second family’s home',
  alternate: 'Taking turns',
} as const;
