/**
 * The suggestions panel's and invitations' texts, without the schemas: the job page imports these and
 * does not download the schema library. suggestions.ts re-exports all of it.
 */
export const SUGGESTIONS_SHOWN = 10;

export const SUGGESTION_TEXTS = {
  heading: 'Suggested nannies',
  intro: (area: string) =>
    `Nannies in ${area} who are looking for work, ranked by how well their profile fits this job. Each reason comes from their profile and the checks we recorded.`,
  introEverywhere:
    'Nannies who are looking for work, ranked by how well their profile fits this job. Each reason comes from their profile and the checks we recorded.',
  noPostcode: 'Add a postcode to this job to see nannies nearby.',
  empty: 'No nannies in this area are looking for work right now. Check back soon.',
  invite: 'Invite to apply',
  invited: 'Invited',
  applied: 'Applied',
  confirmTitle: (firstName: string) => `Invite ${firstName} to apply?`,
  confirmBody: (firstName: string) =>
    `We will message ${firstName} with a link to this job. Her answers reach you in Messages.`,
  sent: (firstName: string) => `${firstName} has been invited to apply.`,
  alreadyInvited: (firstName: string) => `You have already invited ${firstName} to apply.`,
  jobNotLive: 'Only a job on the board can be shared. Extend or repost it first.',
  nannyNotFound: 'This nanny is not looking for work at the moment.',
} as const;

/** The first message of an invitation: her first name, the job's title and a link to its page. */
export const invitationText = (firstName: string, title: string, jobLink: string) =>
  `Hello ${firstName}, we'd like to invite you to apply for our job “${title}”: ${jobLink}`;
