/**
 * The calendar day in the UK, `YYYY-MM-DD` (en-CA writes dates that way): what start dates, check
 * dates and lapse days are compared in, on the server and in the SPA alike. Free of dependencies, so any
 * bundle can take it.
 */
import { lazily } from './lazily.ts';

const UK_DAY = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The day it is in the UK at an instant. */
export const londonDay = (at: Date): string => UK_DAY().format(at);

/** Whether text is a calendar day that exists, `YYYY-MM-DD` (`2027-02-30` and `9999-99-99` are not). */
export const isCalendarDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(text)) &&
  new Date(text).toISOString().startsWith(text);
