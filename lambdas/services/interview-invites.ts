/**
 * The calendar side of a meeting: the invite each confirmation, reschedule and cancellation emails
 * (METHOD:REQUEST, then CANCEL; one UID for the meeting's life, its SEQUENCE growing with each change),
 * the same invite to download, and the private feed of an account's meetings. The iCalendar text itself
 * is domain/calendar-invite.ts's, from a well-kept library.
 */
import {
  INTERVIEW_MESSAGES,
  INTERVIEWS_PATH,
  MEETING_KIND_LABELS,
  MEETING_MODE_LABELS,
  type CalendarDocument,
  type MeetingRole,
} from '../contract/interviews.ts';
import { PLATFORM_NAME } from '../contract/auth.ts';
import {
  feedIcs,
  ICS_CONTENT_TYPE,
  inviteIcs,
  organizerAddress,
  type CalendarEvent,
} from '../domain/calendar-invite.ts';
import { notFound } from '../domain/errors.ts';
import type { MeetingFactsForEmail } from '../domain/interview-emails.ts';
import { getInterview, listInterviewsOf } from '../data/interviews.ts';
import { env } from '../platform/env.ts';
import type { Principal } from '../platform/principal.ts';
import { accountOfFeed } from './calendar-feed.ts';
import { factsOf } from './interviews.ts';

const PRODUCT_NAME = PLATFORM_NAME;
const site = () => env().SITE_ORIGIN ?? 'http://localhost';
const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
};

/** The meeting's one UID, for its whole life: `interview-<id>@<site host>` (or trial-). */
export const uidOf = (m: Pick<MeetingFactsForEmail, 'kind' | 'id'>) => `${m.kind}-${m.id}@${hostOf(site())}`;

/**
 * The calendar event of a meeting with a time, as `role`'s side sees it (the other side named, never
 * their address). `attendee` is the recipient, for an emailed invite (a calendar matches the invite to
 * its owner by it); none for a download or the feed.
 */
export function eventOf(
  m: MeetingFactsForEmail,
  role: MeetingRole,
  attendee: { name: string; email: string } | null,
): CalendarEvent | null {
  if (!m.startAt || !m.endAt) return null;
  const other = role === 'poster' ? m.nannyFirstName || 'the nanny' : m.posterLabel || 'the family';
  const kind = MEETING_KIND_LABELS[m.kind];
  const how = [
    `${MEETING_MODE_LABELS[m.mode]}.`,
    ...(m.mode === 'video' && m.link ? [`Link: ${m.link}`] : []),
    ...(m.mode === 'in-person' && m.place ? [`Where: ${m.place}`] : []),
    ...(m.kind === 'trial' && m.hours !== null && m.grossPay !== null
      ? [`${m.hours} hours, £${m.grossPay.toFixed(2)} gross, paid by the family directly.`]
      : []),
    ...(m.note ? [`Note: ${m.note}`] : []),
    `Reschedule or cancel: ${site()}${INTERVIEWS_PATH}`,
  ];
  return {
    uid: uidOf(m),
    sequence: m.sequence,
    status: m.status === 'cancelled' ? 'cancelled' : 'confirmed',
    start: new Date(m.startAt),
    end: new Date(m.endAt),
    stamp: new Date(m.at),
    summary: `${kind} with ${other}: ${m.jobTitle}`,
    description: how.join('\n'),
    location: m.mode === 'in-person' ? m.place : m.mode === 'video' ? m.link : MEETING_MODE_LABELS.phone,
    url: m.mode === 'video' ? m.link : null,
    organizer: { name: PRODUCT_NAME, email: organizerAddress(env().EMAIL_FROM, hostOf(site())) },
    attendees: attendee ? [attendee] : [],
  };
}

/** The invite an email carries, as an attachment. */
export function inviteAttachment(
  m: MeetingFactsForEmail,
  role: MeetingRole,
  recipient: { name: string; email: string },
): { name: string; content: Buffer; contentType: string } | null {
  const event = eventOf(m, role, recipient);
  if (!event) return null;
  // The method in the type too, as Outlook reads it to offer Accept and Decline.
  const method = event.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    name: 'invite.ics',
    content: Buffer.from(inviteIcs(event), 'utf8'),
    contentType: `${ICS_CONTENT_TYPE}; method=${method}`,
  };
}

/** A confirmed (or cancelled, once confirmed) meeting's invite, to download, for either side. */
export async function inviteDocument(principal: Principal, id: string): Promise<CalendarDocument> {
  const interview = await getInterview(id);
  const role: MeetingRole | null = !interview
    ? null
    : interview.posterId === principal.id
      ? 'poster'
      : interview.nannyUserId === principal.id
        ? 'nanny'
        : null;
  if (!interview || !role || !interview.invited) throw notFound(INTERVIEW_MESSAGES.notFound);
  const event = eventOf(factsOf(interview, interview.updatedAt), role, null);
  if (!event) throw notFound(INTERVIEW_MESSAGES.notFound);
  return {
    fileName: `${interview.kind}-${interview.id}.ics`,
    contentType: ICS_CONTENT_TYPE,
    text: inviteIcs(event),
  };
}

/**
 * The feed a calendar app subscribes to: the account's meetings with a time (those cancelled once
 * confirmed, as cancelled, so calendars drop them). A revoked or made-up address is a 404.
 */
export async function calendarFeed(token: string): Promise<string> {
  const accountId = await accountOfFeed(token);
  const events = (await listInterviewsOf(accountId)).flatMap((i) => {
    const role: MeetingRole = i.posterId === accountId ? 'poster' : 'nanny';
    if (!i.invited) return [];
    const event = eventOf(factsOf(i, i.updatedAt), role, null);
    return event ? [event] : [];
  });
  return feedIcs(`${PRODUCT_NAME}: interviews and trials`, events);
}
