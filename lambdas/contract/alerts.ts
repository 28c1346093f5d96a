/**
 * Job alerts: a nanny's saved search of the board (contract/job-search.ts) with how often she is told of
 * new jobs it finds. Read by the handlers and by the SPA's alerts page, its save dialog and its stop page.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { jobSearch } from './job-search.ts';
import { ALERT_FREQUENCIES } from './alerts-constants.ts';

export * from './alerts-constants.ts';

const ALERT_ID = /^[A-Za-z0-9-]{8,64}$/;

export const alertIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    alertId: z.string().check(z.regex(ALERT_ID, 'Unknown alert')),
  }),
);

/** A new or edited alert: the search and how often. */
export const alertInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    search: jobSearch,
    frequency: z.enum(ALERT_FREQUENCIES),
  }),
);
export type AlertInput = z.infer<typeof alertInput>;

export const alertView = /* @__PURE__ */ schema(() =>
  z.object({
    alertId: z.string(),
    /** The criteria in words: "SW4 and the rest of SW · Live-out · SEN experience". */
    label: z.string(),
    search: jobSearch,
    frequency: z.enum(ALERT_FREQUENCIES),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type AlertView = z.infer<typeof alertView>;

export const alertsList = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(alertView),
    /** How many alerts an account may keep. */
    limit: z.number(),
  }),
);

export const alertDeleted = /* @__PURE__ */ schema(() => z.object({ deleted: z.literal(true) }));

/** The one-click stop link's token, as the page reads it from the link's fragment. */
export const stopAlertInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    token: z.string().check(z.minLength(1), z.maxLength(600)),
  }),
);
export const stopAlertResult = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(['stopped', 'already-stopped']),
    message: z.string(),
  }),
);

/** Where the stop link of an alert email leads (the token in the fragment never reaches a server log). */
