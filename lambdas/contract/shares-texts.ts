/**
 * The words of nanny shares' pages, emails and refusals (shares-constants.ts says the rules). A module of
 * their own, so a page that only links to a share or names whose home it is does not carry them all.
 */

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
