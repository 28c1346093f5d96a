/**
 * Calendar invites (RFC 5545) for interviews and trials, written by ical-generator, with the
 * Europe/London time zone's rules (VTIMEZONE, from @touch4it/ical-timezones) so that every calendar
 * shows the meeting at the UK clock time it was agreed at, on both sides of the clock changes.
 *
 * An invite is an iTIP message (RFC 5546): METHOD:REQUEST for a meeting that stands, sent again with a
 * higher SEQUENCE whenever it changes, and METHOD:CANCEL, same UID, when it is called off; a calendar
 * then moves or removes the one event it already holds. The organiser is the product, which sends it,
 * and each person's invite names that person alone as its attendee: the other side's email address
 * never leaves the server. A private feed (feedIcs) is a calendar of its own with no METHOD, which a
 * calendar subscribes to and reads again from time to time.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// ical-generator writes a plain Date in the process's own zone; a dayjs time in the meeting's zone is
// written as that zone's clock time (dayjs reads the zone's rules from Intl).
dayjs.extend(utc);
dayjs.extend(timezone);
const inZone = (instant: Date) => dayjs(instant).tz(MEETING_TIME_ZONE);

/** The zone every meeting is written in: the product arranges meetings in the UK. */
export const MEETING_TIME_ZONE = 'Europe/London';

/** For downloads and attachments; `method` tells a mail client what the invite asks of it. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const PRODUCT_ID = { company: 'Nanny Marketplace', product: 'Interviews', language: 'EN' } as const;

/**
 * The address the product sends from, bare: the sender (EMAIL_FROM) may carry a display name
 * ('Name <a@b>'), which a calendar's ORGANIZER, a mailto: address, must not. An address that cannot be
 * read gives `no-reply@<host>`.
 */
export function organizerAddress(from: string | undefined, host: string): string {
  const named = /<\s*([^<>\s@]+@[^<>\s@]+)\s*>\s*$/.exec(from ?? '');
  if (named) return named[1]!;
  const bare = from?.trim();
  return bare && /^[^<>\s@]+@[^<>\s@]+$/.test(bare) ? bare : `no-reply@${host}`;
}

export interface CalendarEvent {
  /** Stable for one interview or trial across every version, e.g. `interview-<id>@<site host>`. */
  uid: string;
  /** 0 first; grows with every change the other side should see (a new time, a new place, a cancel). */
  sequence: number;
  status: 'confirmed' | 'cancelled';
  /** Instants; written as Europe/London clock times with their TZID. */
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP, written in UTC). */
  stamp: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  /** The product, which sends the invite. */
  organizer: { name: string; email: string };
  /** The person this invite is for (and no one else whose address they should not see). */
  attendees: { name: string; email: string }[];
}

function calendar(method: ICalCalendarMethod | null, name?: string): ICalCalendar {
  const cal = ical({ prodId: PRODUCT_ID, ...(name ? { name } : {}) });
  if (method) cal.method(method);
  // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 requires, while each event's zone still
  // brings its VTIMEZONE from the generator.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  return cal;
}

function add(cal: ICalCalendar, event: CalendarEvent): void {
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError('A meeting must end after it starts');
  if (!Number.isInteger(event.sequence) || event.sequence < 0)
    throw new RangeError('SEQUENCE is a whole number from 0');
  cal.createEvent({
    id: event.uid,
    sequence: event.sequence,
    status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: inZone(event.start),
    end: inZone(event.end),
    timezone: MEETING_TIME_ZONE,
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    organizer: event.organizer,
    attendees: event.attendees.map((person) => ({
      ...person,
      role: ICalAttendeeRole.REQ,
      // The answer is given in the product, not by the calendar's reply. A meeting that stands was
      // agreed by both; a cancelled one says nothing of who called it off (the email says it).
      rsvp: false,
      ...(event.status === 'cancelled' ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
    })),
  });
}

/** One meeting's invite: a request while it stands, a cancellation (same UID, higher SEQUENCE) after. */
export function inviteIcs(event: CalendarEvent): string {
  const cal = calendar(event.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  add(cal, event);
  return cal.toString();
}

/** A person's private feed: every meeting they have, each at its latest version. */
export function feedIcs(name: string, events: readonly CalendarEvent[]): string {
  const cal = calendar(null, name);
  for (const event of events) add(cal, event);
  return cal.toString();
}
