/**
 * The invites read back by Mozilla's iCalendar parser (ical.js), a library independent of the one that
 * writes them, as a calendar would: the same UID across versions, SEQUENCE as given, the method, and the
 * UK clock time on both sides of the March and October clock changes.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  feedIcs,
  inviteIcs,
  MEETING_TIME_ZONE,
  organizerAddress,
  type CalendarEvent,
} from '../../lambdas/domain/calendar-invite.ts';

const meeting = (start: string, end: string, more: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'interview-01J9ZK@nanny.example',
  sequence: 0,
  status: 'confirmed',
  start: new Date(start),
  end: new Date(end),
  stamp: new Date('2026-03-01T12:34:56Z'),
  summary: 'Interview with Amara',
  description: 'A video interview for the job "Nanny in Clapham".',
  location: null,
  url: 'https://meet.example/abc',
  organizer: { name: 'Nanny Marketplace', email: 'interviews@nanny.example' },
  attendees: [{ name: 'Sam', email: 'sam@example.com' }],
  ...more,
});

/** The calendar as a calendar reads it: its time zones registered, its one or many events. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** The one event of an invite. */
function only(events: ICAL.Event[]): ICAL.Event {
  expect(events).toHaveLength(1);
  return events[0]!;
}

afterEach(() => ICAL.TimezoneService.reset());

describe('an interview invite', () => {
  it.each([
    // The day before and the day after the clocks go forward (Sunday 29 March 2026, 01:00 GMT).
    ['2026-03-28T10:00:00Z', '2026-03-28T10:00:00', 0],
    ['2026-03-30T09:00:00Z', '2026-03-30T10:00:00', 60],
    // The day before and the day after they go back (Sunday 25 October 2026, 01:00 GMT).
    ['2026-10-24T09:00:00Z', '2026-10-24T10:00:00', 60],
    ['2026-10-26T10:00:00Z', '2026-10-26T10:00:00', 0],
    // On the morning of each change itself, after it.
    ['2026-03-29T09:30:00Z', '2026-03-29T10:30:00', 60],
    ['2026-10-25T09:30:00Z', '2026-10-25T09:30:00', 0],
  ])('puts %s at %s UK time (UTC+%i minutes)', (instant, local, offsetMinutes) => {
    const start = new Date(instant);
    const end = new Date(start.getTime() + 45 * 60_000);
    const { events } = read(inviteIcs(meeting(instant, end.toISOString())));
    const event = only(events);
    expect(event.startDate.zone?.tzid).toBe(MEETING_TIME_ZONE);
    expect(event.startDate.toString()).toBe(local);
    expect(event.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(end.getTime());
    expect(event.startDate.utcOffset()).toBe(offsetMinutes * 60);
  });

  it('asks the calendar to hold the meeting, names only its own attendee, and stamps in UTC', () => {
    const text = inviteIcs(meeting('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z'));
    const { calendar, events } = read(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = only(events);
    expect(event.uid).toBe('interview-01J9ZK@nanny.example');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Interview with Amara');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.organizer.toLowerCase()).toBe('mailto:interviews@nanny.example');
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      'mailto:sam@example.com',
    ]);
    expect(event.attendees[0]!.getParameter('partstat')).toBe('ACCEPTED');
    const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(stamp.toJSDate().toISOString()).toBe('2026-03-01T12:34:56.000Z');
    expect(text).toMatch(/^DTSTAMP:20260301T123456Z\r$/m);
  });

  it('moves and cancels the same event: same UID, a higher SEQUENCE, CANCEL at the end', () => {
    const moved = only(
      read(inviteIcs(meeting('2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z', { sequence: 1 }))).events,
    );
    expect(moved.uid).toBe('interview-01J9ZK@nanny.example');
    expect(moved.sequence).toBe(1);
    const cancelled = read(
      inviteIcs(
        meeting('2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z', { sequence: 2, status: 'cancelled' }),
      ),
    );
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(only(cancelled.events).uid).toBe('interview-01J9ZK@nanny.example');
    expect(only(cancelled.events).sequence).toBe(2);
    expect(only(cancelled.events).component.getFirstPropertyValue('status')).toBe('CANCELLED');
    // Who called it off is the email's to say, not the attendee's answer.
    expect(only(cancelled.events).attendees[0]!.getParameter('partstat')).toBeUndefined();
  });

  it('refuses a meeting that ends before it starts, or a SEQUENCE that is no count', () => {
    expect(() => inviteIcs(meeting('2026-06-01T10:00:00Z', '2026-06-01T10:00:00Z'))).toThrow(RangeError);
    expect(() =>
      inviteIcs(meeting('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', { sequence: -1 })),
    ).toThrow(RangeError);
  });

  it('writes the place and the words as given, escaped for the format', () => {
    const text = inviteIcs(
      meeting('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
        location: 'Costa, Clapham High Street; by the window',
        description: 'Bring: a reference\nand ID',
      }),
    );
    const event = only(read(text).events);
    expect(event.location).toBe('Costa, Clapham High Street; by the window');
    expect(event.description).toBe('Bring: a reference\nand ID');
  });
});

describe("the invite's organiser", () => {
  it('is the bare address the product sends from, never a display name inside mailto:', () => {
    expect(organizerAddress('Nanny Marketplace <no-reply@nanny.example>', 'nanny.example')).toBe(
      'no-reply@nanny.example',
    );
    expect(organizerAddress('hello@nanny.example', 'nanny.example')).toBe('hello@nanny.example');
    expect(organizerAddress(undefined, 'nanny.example')).toBe('no-reply@nanny.example');
    expect(organizerAddress('Nanny Marketplace', 'nanny.example')).toBe('no-reply@nanny.example');
    const text = inviteIcs(
      meeting('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z', {
        organizer: { name: 'Nanny Marketplace', email: organizerAddress('N M <hi@nanny.example>', 'x') },
      }),
    );
    expect(text).toMatch(/^ORGANIZER;CN="Nanny Marketplace":mailto:hi@nanny\.example\r$/m);
  });
});

describe('a private calendar feed', () => {
  it('holds each meeting at its latest version, with no method, under its own name', () => {
    const text = feedIcs('Your interviews', [
      meeting('2026-03-28T10:00:00Z', '2026-03-28T11:00:00Z', { uid: 'a@nanny.example', sequence: 3 }),
      meeting('2026-10-26T10:00:00Z', '2026-10-26T11:00:00Z', {
        uid: 'b@nanny.example',
        status: 'cancelled',
      }),
    ]);
    const { calendar, events } = read(text);
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Your interviews');
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(events.map((e) => [e.uid, e.sequence, e.startDate.toString()])).toEqual([
      ['a@nanny.example', 3, '2026-03-28T10:00:00'],
      ['b@nanny.example', 0, '2026-10-26T10:00:00'],
    ]);
  });

  it('is an empty calendar when there is nothing in it', () => {
    const { calendar, events } = read(feedIcs('Your interviews', []));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
  });
});
