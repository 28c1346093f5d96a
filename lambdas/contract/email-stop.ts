/**
 * The one-click stop of notification emails (RFC 8058): the schemas of its two routes. What a stop is,
 * its token and its texts are in email-stop-constants.ts, re-exported here.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { MAX_EMAIL_STOP_TOKEN, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from './email-stop-constants.ts';

export * from './email-stop-constants.ts';

const token = /* @__PURE__ */ schema(() =>
  z.string().check(z.minLength(1), z.maxLength(MAX_EMAIL_STOP_TOKEN)),
);

/** The token rides in the address: a mailbox provider POSTs exactly the URL of the header. */
export const emailStopQuery = /* @__PURE__ */ schema(() => z.strictObject({ token }));

/**
 * Opening the link (GET): whatever else a scanner or a mail client adds to the address is ignored; a
 * link without its token still leads to the page, which says it is not valid.
 */
export const emailStopOpenQuery = /* @__PURE__ */ schema(() => z.object({ token: z.optional(token) }));

/**
 * The body of the one-click POST: `List-Unsubscribe=One-Click` and nothing else. Mailbox providers send
 * it as a form (url-encoded or multipart, read by the edge for this route only: `oneClickForm`); the
 * page's button sends the same field as JSON.
 */
export const emailStopInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ [ONE_CLICK_FIELD]: z.literal(ONE_CLICK_VALUE) }),
);

export const emailStopResult = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.enum(['stopped', 'already-stopped']),
    message: z.string(),
  }),
);
