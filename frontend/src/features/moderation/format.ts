/** Pure helpers of the moderation pages: words for decisions, appeals and their outcomes. */
import { MODERATION_TEXTS, type AppealStatus } from '@contract/moderation.ts';
import { formatReportDate } from '@contract/reports-constants.ts';

const CONTENT_NOUNS: Record<string, string> = {
  job_posting: 'Job post',
  nanny_profile: 'Nanny profile',
  message: 'Message',
  application: 'Application',
  review: 'Review',
};

/** What kind of content a decision hid, as a heading names it. */
export const contentNoun = (contentType: string) => CONTENT_NOUNS[contentType] ?? 'Content';

/** Where an owner's decision stands: its appeal's status, or whether the content is still hidden. */
export function decisionStatus(decision: {
  stillHidden: boolean;
  appeal: { status: AppealStatus } | null;
}): string {
  if (decision.appeal) return MODERATION_TEXTS.statusLabels[decision.appeal.status];
  return decision.stillHidden ? 'Hidden' : 'Shown again';
}

export const APPEAL_OUTCOME_LABELS = {
  upheld: 'Uphold: it stays hidden',
  reversed: 'Reverse: show it again',
} as const;

/** An appeal's status in the admin queue. */
export const adminAppealStatus = (status: AppealStatus) =>
  status === 'open' ? 'Waiting' : status === 'upheld' ? 'Upheld: still hidden' : 'Reversed: shown again';

export const openAppealsLabel = (count: number) => `${count} open`;

export const formatWhen = (iso: string) => formatReportDate(iso);
