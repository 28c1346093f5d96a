/** Pure helpers of the moderation pages: words for decisions, appeals and their outcomes. */
import { MODERATION_TEXTS, type AppealStatus } from '@contract/moderation.ts';
import { formatReportDate } from '@contract/reports-constants.ts';

const CONTENT_NOUNS: Record<string, string> = {
  job_posting: 'Job post',
  nanny_profile: 'Nanny profile',
  message: 'Message',
  application: 'Application',
  review: 'Review',
  no_show: 'No-show',
};

/** What kind of content a decision hid, as a heading names it. */
export const contentNoun = (contentType: string) => CONTENT_NOUNS[contentType] ?? 'Content';

/** Where an owner's decision stands: its appeal's status, or whether the content is still hidden. */
export function decisionStatus(decision: {
  contentType?: string;
  stillHidden: boolean;
  appeal: { status: AppealStatus } | null;
}): string {
  const noShow = decision.contentType === 'no_show';
  if (decision.appeal)
    return (noShow ? MODERATION_TEXTS.noShowStatusLabels : MODERATION_TEXTS.statusLabels)[
      decision.appeal.status
    ];
  if (noShow) return decision.stillHidden ? 'Recorded' : 'Overturned';
  return decision.stillHidden ? 'Hidden' : 'Shown again';
}

/** A no-show's decision: disputed, not appealed, and it was recorded by a side, not hidden. */
export const isNoShow = (decision: { contentType: string }) => decision.contentType === 'no_show';

export const APPEAL_OUTCOME_LABELS = {
  upheld: 'Uphold: it stays hidden',
  reversed: 'Reverse: show it again',
} as const;

export const NO_SHOW_OUTCOME_LABELS = {
  upheld: 'Uphold: the no-show stands',
  reversed: 'Overturn: strike the no-show',
} as const;

/** An appeal's status in the admin queue. */
export const adminAppealStatus = (status: AppealStatus, contentType = '') =>
  status === 'open'
    ? 'Waiting'
    : contentType === 'no_show'
      ? status === 'upheld'
        ? 'Upheld: the no-show stands'
        : 'Overturned: the no-show is struck'
      : status === 'upheld'
        ? 'Upheld: still hidden'
        : 'Reversed: shown again';

/** Who recorded a no-show, in the admin queue's words (sides, not names). */
export const noShowMarkedWords = (markedBy: 'poster' | 'nanny') =>
  markedBy === 'poster' ? 'The family marked the nanny' : 'The nanny marked the family';

export const openAppealsLabel = (count: number) => `${count} open`;

export const formatWhen = (iso: string) => formatReportDate(iso);
