import type { JobShareView } from '@contract/jobs.ts';

/** The tag a nanny share's job wears on the board's card and its page: how many families share her. */
export const shareTag = (share: Pick<JobShareView, 'families'>) =>
  `Nanny share: ${share.families.length} families`;
