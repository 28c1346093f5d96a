/**
 * A calendar day a form sends (`YYYY-MM-DD`): one that exists, or the field's message. A day that passes
 * a pattern but names no date (`2027-02-30`) would otherwise be stored and fail whatever reads it later.
 */
import * as z from 'zod/mini';
import './zod-locale.ts';
import { isCalendarDay } from './uk-day.ts';

export const dayField = (message: string) =>
  z
    .string({ error: message })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine(isCalendarDay, message));
