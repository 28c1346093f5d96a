/**
 * Verification in words: the level badge, the lines of "What we checked", where each check and referee
 * stands for the nanny, the queue's kinds, and what a referee's link answered. Pure, so unit tests (Node)
 * load it, and it imports only the contract's constants (never its schemas). What the candidate card shows
 * is in summary.ts, re-exported here.
 */
import {
  CHECK_LABELS,
  KNOWN_FOR_LABELS,
  REFERENCES_NEEDED,
  VERIFICATION_MESSAGES as M,
  type CheckKind,
  type CheckStatus,
  type KnownFor,
  type RefereeStatus,
  type VerificationLevel,
} from '@contract/verification-constants.ts';
import { dayInWords, levelBadge, type CheckedLine } from '@/features/verification/summary.ts';

export {
  checkedLineText,
  dayInWords,
  levelBadge,
  NO_CHECKS,
  showsDbsCertificate,
  type CheckedLine,
} from '@/features/verification/summary.ts';

/** What the level means, for the nanny's own page. */
export function levelSummary(level: VerificationLevel): string {
  if (level === 'none') return 'No level yet: an identity check is the first step.';
  return `Your profile shows ${levelBadge(level)!.text}.`;
}

/** When a line stops counting, for the nanny's own page: 'lapses on 3 Mar 2029'. */
export const lapseText = (line: { kind: CheckKind | 'references'; lapsesOn: string }) =>
  line.kind === 'references'
    ? `the first lapses on ${dayInWords(line.lapsesOn)}`
    : `lapses on ${dayInWords(line.lapsesOn)}`;

/** One request as the nanny's page reads it. */
export interface RequestLike {
  kind: CheckKind;
  status: CheckStatus;
  requestedAt: string;
  on: string | null;
  lapsesOn: string | null;
  reason: string | null;
}

/** Where one kind of check stands for her: a short status and the sentences behind it. */
export interface CheckState {
  status: 'not_asked' | 'waiting' | 'recorded' | 'refused' | 'lapsed' | 'withdrawn';
  label: string;
  details: string[];
  /** Whether she may ask for it now (not while a request of its kind waits). */
  canRequest: boolean;
}

const STATE_LABELS: Record<CheckState['status'], string> = {
  not_asked: 'Not asked for yet',
  waiting: 'Waiting for our team',
  recorded: 'Recorded',
  refused: 'Refused',
  lapsed: 'Lapsed',
  withdrawn: 'Withdrawn',
};

const recordedText = (kind: CheckKind, on: string, lapsesOn: string) =>
  `${kind === 'first_aid' ? 'Course on' : 'Recorded on'} ${dayInWords(on)}; lapses on ${dayInWords(lapsesOn)}.`;

/**
 * Where a kind of check stands: her latest request of that kind (requests come newest first) and the
 * record still current, if any (a record may have no request behind it: a DBS check made before records
 * existed). A waiting request comes first; a current record next; then what became of the last request.
 */
export function checkState(
  kind: CheckKind,
  requests: readonly RequestLike[],
  checks: readonly CheckedLine[],
): CheckState {
  const latest = requests.find((r) => r.kind === kind);
  const line = checks.find((c) => c.kind === kind);
  const details: string[] = [];
  let status: CheckState['status'];
  if (latest?.status === 'requested') {
    status = 'waiting';
    details.push(`Asked for on ${dayInWords(latest.requestedAt)}. Our team will look at it soon.`);
    if (line) details.push(`Your current record: ${recordedText(kind, line.on, line.lapsesOn)}`);
  } else if (line) {
    status = 'recorded';
    details.push(recordedText(kind, line.on, line.lapsesOn));
    if (latest?.status === 'refused' && latest.reason)
      details.push(`Your latest request was refused: ${latest.reason}`);
  } else if (latest?.status === 'refused') {
    status = 'refused';
    details.push(latest.reason ? `Refused: ${latest.reason}` : 'Refused.');
  } else if (latest?.status === 'recorded') {
    status = 'lapsed';
    details.push(
      latest.lapsesOn
        ? `Lapsed on ${dayInWords(latest.lapsesOn)}. Ask for it again to have it counted.`
        : 'No longer counts. Ask for it again to have it counted.',
    );
  } else if (latest?.status === 'withdrawn') {
    status = 'withdrawn';
    details.push('Your last request was withdrawn.');
  } else status = 'not_asked';
  return { status, label: STATE_LABELS[status], details, canRequest: status !== 'waiting' };
}

/** A referee as the nanny's page reads one. */
export interface RefereeLike {
  status: RefereeStatus;
  invitedAt: string;
  linkLapsesAt: string;
  answeredAt: string | null;
  confirmedOn: string | null;
  lapsesOn: string | null;
  reason: string | null;
}

/** Where a referee stands, in words, and whether she may withdraw them. */
export function refereeState(
  referee: RefereeLike,
  now: Date = new Date(),
): { label: string; detail: string; canWithdraw: boolean } {
  switch (referee.status) {
    case 'invited': {
      const lapsed = Date.parse(referee.linkLapsesAt) <= now.getTime();
      return lapsed
        ? {
            label: 'Link lapsed',
            detail: `Invited on ${dayInWords(referee.invitedAt)}; the link lapsed on ${dayInWords(referee.linkLapsesAt)}. Withdraw them and add them again to send a new link.`,
            canWithdraw: true,
          }
        : {
            label: 'Invited',
            detail: `Invited on ${dayInWords(referee.invitedAt)}; the link lapses on ${dayInWords(referee.linkLapsesAt)}.`,
            canWithdraw: true,
          };
    }
    case 'answered':
      return {
        label: 'Answered',
        detail: `Answered${referee.answeredAt ? ` on ${dayInWords(referee.answeredAt)}` : ''}; our team will confirm it.`,
        canWithdraw: true,
      };
    case 'confirmed':
      return {
        label: 'Confirmed',
        detail: `Confirmed${referee.confirmedOn ? ` on ${dayInWords(referee.confirmedOn)}` : ''}${referee.lapsesOn ? `; counts until ${dayInWords(referee.lapsesOn)}` : ''}.`,
        canWithdraw: true,
      };
    case 'refused':
      return {
        label: 'Refused',
        detail: referee.reason ? `Refused: ${referee.reason}` : 'Refused.',
        canWithdraw: false,
      };
    case 'withdrawn':
      return { label: 'Withdrawn', detail: 'You withdrew this referee.', canWithdraw: false };
  }
}

/** How many references count towards Verified, and what is still needed, in words. */
export function referencesNote(confirmed: number): string {
  if (confirmed >= REFERENCES_NEEDED)
    return `${confirmed} confirmed references: enough for Verified (it needs at least ${REFERENCES_NEEDED}).`;
  const missing = REFERENCES_NEEDED - confirmed;
  return `Verified needs at least ${REFERENCES_NEEDED} confirmed references; you have ${confirmed}, so ${missing} more ${missing === 1 ? 'is' : 'are'} needed.`;
}

/** What the moderators' queue calls each kind of entry. */
export const queueKindLabel = (kind: CheckKind | 'reference') =>
  kind === 'reference' ? 'Reference to confirm' : `${CHECK_LABELS[kind]} check`;

export const knownForLabel = (value: string) =>
  value in KNOWN_FOR_LABELS ? KNOWN_FOR_LABELS[value as KnownFor] : value;

/** A referee's link, as its page can be: refused, or open. */
export type LinkRefusal = 'invalid' | 'lapsed' | 'answered' | 'withdrawn';

/**
 * Why a referee's link does not open its form, from the API's refusal: its own words first (the
 * contract's messages), then its status (410 Gone: lapsed; 409: answered; 404 and other refusals of the
 * token: not valid). A failure of another kind (network, 5xx) is not a refusal: null, to try again.
 */
export function linkRefusal(
  error: { status: number; message: string } | null | undefined,
): LinkRefusal | null {
  if (!error) return null;
  if (error.message === M.linkLapsed) return 'lapsed';
  if (error.message === M.alreadyAnswered) return 'answered';
  if (error.message === M.refereeWithdrawn) return 'withdrawn';
  if (error.message === M.linkInvalid) return 'invalid';
  if (error.status === 410) return 'lapsed';
  if (error.status === 409) return 'answered';
  if ([400, 401, 403, 404].includes(error.status)) return 'invalid';
  return null;
}

/** What the referee's page says for each refusal: the contract's own words. */
export const LINK_REFUSAL_TEXT: Record<LinkRefusal, string> = {
  invalid: M.linkInvalid,
  lapsed: M.linkLapsed,
  answered: M.alreadyAnswered,
  withdrawn: M.refereeWithdrawn,
};

/** The token of a referee's link, after '#': never part of an address sent to a server. */
export const tokenOf = (hash: string) => {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
};
