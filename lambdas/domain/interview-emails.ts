/**
 * What an interview's or a trial's moves send, as the outbox carries it (the facts taken when the move
 * was written), and the email each becomes. A confirmed, rescheduled or cancelled meeting's email
 * carries its calendar invite (services/interview-invites.ts attaches it as it is sent).
 */
import {
  FIRST_MEETING_ADVICE,
  INTERVIEWS_PATH,
  NO_SHOW_DISPUTE_PATH,
  MEETING_MODE_LABELS,
  meetingTimeLabel,
  type MeetingKind,
  type MeetingMode,
  type MeetingRole,
  type MeetingStatus,
} from '../contract/interviews-constants.ts';

/** The meeting as the email tells it, taken when the move was written. */
export interface MeetingFactsForEmail {
  id: string;
  kind: MeetingKind;
  jobId: string;
  jobTitle: string;
  posterId: string;
  nannyUserId: string;
  posterLabel: string;
  nannyFirstName: string;
  mode: MeetingMode;
  link: string | null;
  place: string | null;
  note: string | null;
  status: MeetingStatus;
  sequence: number;
  /** Whether an invite was sent for it (it was confirmed once): a cancellation then sends a CANCEL. */
  invited: boolean;
  times: string[];
  startAt: string | null;
  endAt: string | null;
  hours: number | null;
  grossPay: number | null;
  cancelReason: string | null;
  /** When this version was made (the invite's DTSTAMP). */
  at: string;
}

export interface InterviewEmail {
  recipientId: string;
  /** The recipient's side. */
  to: MeetingRole;
  kind:
    | 'proposed'
    | 'retimed'
    | 'confirmed'
    | 'cancelled'
    | 'reminder'
    | 'no-show'
    | 'no-show-overturned'
    | 'happened';
  /** For a reminder: how many hours ahead. */
  hours?: number;
  /** Who made the move, for the words ("they", or the product). */
  by: MeetingRole | 'system';
  meeting: MeetingFactsForEmail;
  /**
   * The agreed time a reschedule took back (a 'retimed' email of a confirmed meeting): its invite
   * cancels the calendar's event for that time until a new one is picked.
   */
  dropped?: { startAt: string; endAt: string };
}

/** Whether the email carries the calendar invite (a confirmation, a reschedule or a cancellation). */
export const carriesInvite = (notice: InterviewEmail) =>
  notice.kind === 'confirmed' ||
  (notice.kind === 'cancelled' && notice.meeting.invited) ||
  (notice.kind === 'retimed' && notice.dropped !== undefined);

/**
 * The meeting as the email's invite holds it: the meeting itself, or for a reschedule, the time it took
 * back, cancelled (the same UID, at the SEQUENCE the reschedule moved to).
 */
export const invitedMeetingOf = (notice: InterviewEmail): MeetingFactsForEmail =>
  notice.dropped ? { ...notice.meeting, status: 'cancelled', ...notice.dropped } : notice.meeting;

/** The other side as a sentence names them: a name, or 'the family' / 'the nanny' inside a sentence. */
const otherName = (notice: InterviewEmail) =>
  notice.to === 'nanny'
    ? notice.meeting.posterLabel === 'Family' || !notice.meeting.posterLabel
      ? 'the family'
      : notice.meeting.posterLabel
    : notice.meeting.nannyFirstName || 'the nanny';

/** A sentence's first word with its capital. */
const opening = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const what = (kind: MeetingKind) => (kind === 'trial' ? 'trial' : 'interview');
const a = (kind: MeetingKind) => (kind === 'trial' ? 'a trial' : 'an interview');

function howLines(m: MeetingFactsForEmail): string[] {
  const lines = [`How: ${MEETING_MODE_LABELS[m.mode]}`];
  if (m.mode === 'video' && m.link) lines.push(`Link: ${m.link}`);
  if (m.mode === 'in-person' && m.place) lines.push(`Where: ${m.place}`);
  if (m.kind === 'trial' && m.hours !== null && m.grossPay !== null)
    lines.push(`Trial: ${m.hours} hours, £${m.grossPay.toFixed(2)} gross, paid by the family directly`);
  if (m.note) lines.push(`Note: ${m.note}`);
  if (m.mode === 'in-person') lines.push('', 'Meeting safely:', ...FIRST_MEETING_ADVICE.map((a) => `- ${a}`));
  return lines;
}

/** The email of a meeting's move, to one side. `site` is the SPA's origin; `to` the address. */
export function interviewEmail(notice: InterviewEmail, to: string, site: string) {
  const m = notice.meeting;
  const who = otherName(notice);
  const Who = opening(who);
  const mine = notice.by === notice.to;
  const kind = what(m.kind);
  const job = `"${m.jobTitle}"`;
  const link = `${site}${INTERVIEWS_PATH}`;
  const when = m.startAt ? meetingTimeLabel(m.startAt) : '';
  const timesLines = m.times.map((t) => `- ${meetingTimeLabel(t)}`);
  const by = notice.by === 'system' ? 'The other side’s account was closed, so' : who;
  const texts: Record<InterviewEmail['kind'], { subject: string; text: string[] }> = {
    proposed: {
      subject: `${Who} proposed ${a(m.kind)} for ${job}`,
      text: [
        `${Who} proposed ${a(m.kind)} for ${job}, at one of these times (UK time):`,
        ...timesLines,
        '',
        ...howLines(m),
        '',
        `Pick one, or propose other times: ${link}`,
      ],
    },
    retimed: mine
      ? {
          subject: `You proposed new times for your ${kind} for ${job}`,
          text: [
            `You proposed new times for your ${kind} for ${job} (UK time):`,
            ...timesLines,
            '',
            `Until ${who} picks one, no time is agreed. The attached update takes the old time out of your calendar.`,
            `Your interviews: ${link}`,
          ],
        }
      : {
          subject: `New times for your ${kind} for ${job}`,
          text: [
            `${Who} proposed new times for your ${kind} for ${job} (UK time):`,
            ...timesLines,
            '',
            notice.dropped
              ? 'Until you pick one, no time is agreed. The attached update takes the old time out of your calendar.'
              : 'Until you pick one, no time is agreed.',
            `Pick one, or propose other times: ${link}`,
          ],
        },
    confirmed: {
      subject: `Confirmed: ${kind} for ${job}, ${when}`,
      text: [
        `Your ${kind} for ${job} with ${who} is confirmed for ${when} (UK time).`,
        '',
        ...howLines(m),
        '',
        'The calendar invite is attached. Reschedule or cancel it here:',
        link,
      ],
    },
    cancelled: {
      subject: `Cancelled: ${kind} for ${job}`,
      text: [
        notice.by === 'system'
          ? `Your ${kind} for ${job} is cancelled: the other side’s account was closed.`
          : mine
            ? `You cancelled your ${kind} for ${job} with ${who}${when ? ` on ${when}` : ''}. We told them.`
            : `${opening(by)} cancelled your ${kind} for ${job}${when ? ` on ${when}` : ''}.`,
        ...(m.cancelReason && notice.by !== 'system'
          ? [`${mine ? 'Your' : 'Their'} reason: ${m.cancelReason}`]
          : []),
        ...(m.invited ? ['', 'The attached update takes it out of your calendar.'] : []),
        '',
        `Your interviews: ${link}`,
      ],
    },
    reminder: {
      subject: `Reminder: ${kind} for ${job} ${notice.hours === 1 ? 'in an hour' : 'tomorrow'}, ${when}`,
      text: [
        `Your ${kind} for ${job} with ${who} is at ${when} (UK time).`,
        '',
        ...howLines(m),
        '',
        `Reschedule or cancel it: ${link}`,
      ],
    },
    'no-show': {
      subject: `A no-show was recorded for your ${kind} for ${job}`,
      text: [
        `${Who} recorded that you did not come to the ${kind} for ${job} on ${when}.`,
        `The record is kept with the ${kind}. If it is wrong, you can dispute it once, with a few words: a moderator reads every dispute, may overturn the mark, and we email you the outcome.`,
        `Dispute it: ${site}${NO_SHOW_DISPUTE_PATH}`,
        '',
        `Your interviews: ${link}`,
      ],
    },
    'no-show-overturned': {
      subject: `The no-show you recorded for ${job} was overturned`,
      text: [
        `${Who} disputed the no-show you recorded for the ${kind} for ${job} on ${when}.`,
        'A moderator reviewed the dispute and overturned it: the record now shows it as overturned, and it no longer counts against them.',
        `Your interviews: ${link}`,
      ],
    },
    happened: {
      subject: `Your ${kind} for ${job} happened`,
      text: [`You both said your ${kind} for ${job} on ${when} happened.`, `Your interviews: ${link}`],
    },
  };
  const { subject, text } = texts[notice.kind];
  return { to, subject, text: text.join('\n') };
}
