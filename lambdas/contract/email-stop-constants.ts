/**
 * The one-click stop of a notification email (RFC 8058): what each kind of stop names, its token, its
 * addresses and its texts, without the schema library, so the SPA's confirmation page reads it on its
 * first load. email-stop.ts re-exports all of it with the route's schemas.
 *
 * Every notification email carries `List-Unsubscribe: <https://<site>/api/email/stop?token=…>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. A mailbox provider POSTs that address with the
 * form body `List-Unsubscribe=One-Click`, which stops that kind of email for that recipient at once; a
 * person who opens it in a browser (a GET) is sent on to the page `/email/stop#<token>`, which says what
 * the link stops and asks before it does (a link scanner that fetches it stops nothing).
 *
 * A token is `<base64url of the value>.<signature>`; the value is the kind and the fields that kind
 * names, one a line (`newApplication\n<accountId>`). The server signs the value (platform/signing.ts,
 * purpose EMAIL_STOP_PURPOSE in domain/email-stop.ts) as it sends the email; nothing is stored. A kind
 * is one entry of EMAIL_STOP_FIELDS and EMAIL_STOP_TEXTS (and of the stop it does, services/email-stop.ts).
 */
import { ALERTS_PAGE_PATH } from './alerts-constants.ts';
import { EMAIL_SETTINGS, EMAIL_SETTING_TEXTS, type EmailSetting } from './hiring-constants.ts';

/** Where the API takes a stop (under the site's `/api`): POST stops, GET leads to the page. */
export const EMAIL_STOP_API_PATH = '/email/stop';
/** The SPA's page that asks before it stops (the token in the fragment never reaches a server log). */
export const EMAIL_STOP_PAGE = '/email/stop';
export const emailStopPagePath = (token: string) => `${EMAIL_STOP_PAGE}#${token}`;

/** The only form body the one-click POST takes (RFC 8058 section 3.1), as a field and its value. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

const ACCOUNT = ['accountId'] as const;

/**
 * Each kind of stop, with the fields its token names after the kind, in order:
 * - each optional email of an account's settings (EMAIL_SETTINGS): turns that setting off;
 * - `alert`: deletes that job alert of that account (as the alert email's own stop link does);
 * - `newsletter`: unsubscribes that address (as the newsletter's own unsubscribe link does).
 */
export const EMAIL_STOP_FIELDS = {
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, ACCOUNT])) as Record<
    EmailSetting,
    typeof ACCOUNT
  >),
  alert: ['accountId', 'alertId'],
  newsletter: ['email'],
} as const;
export type EmailStopKind = keyof typeof EMAIL_STOP_FIELDS;
export const EMAIL_STOP_KINDS = Object.keys(EMAIL_STOP_FIELDS) as EmailStopKind[];

/** One stop: its kind and the fields that kind names. */
export type EmailStop = {
  [K in EmailStopKind]: { kind: K } & Record<(typeof EMAIL_STOP_FIELDS)[K][number], string>;
}[EmailStopKind];

/** The longest field a token carries (an email address is at most 254 characters). */
const MAX_FIELD = 254;
// Control characters (a line break would change what the value names) are never part of a field.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The signed text of a stop: its kind, then its fields, one a line. */
export function emailStopValue(stop: EmailStop): string {
  const fields = EMAIL_STOP_FIELDS[stop.kind].map((name) => (stop as Record<string, string>)[name] ?? '');
  for (const field of fields)
    if (!field || field.length > MAX_FIELD || CONTROL.test(field))
      throw new Error(`An email stop of kind ${stop.kind} names an empty or malformed field`);
  return [stop.kind, ...fields].join('\n');
}

const toBase64Url = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * The text a base64url value encodes, or null. Only its one canonical spelling is read: the last
 * character's unused low bits must be zero, so no two tokens name the same stop.
 */
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
    return toBase64Url(decoded) === text ? decoded : null;
  } catch {
    return null;
  }
}

/** A stop's token: `<base64url of its value>.<signature>`. */
export const emailStopToken = (stop: EmailStop, signature: string) =>
  `${toBase64Url(emailStopValue(stop))}.${signature}`;

/** The longest token taken (a newsletter address of 254 characters makes about 400). */
export const MAX_EMAIL_STOP_TOKEN = 600;

/**
 * What a token says it stops, with the value and signature to verify: null for anything that is not
 * a token of this shape (the signature is checked by the server, never here).
 */
export function readEmailStopToken(
  token: string,
): { stop: EmailStop; value: string; signature: string } | null {
  if (token.length > MAX_EMAIL_STOP_TOKEN) return null;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length || !/^[A-Za-z0-9_-]{16,128}$/.test(signature)) return null;
  const value = fromBase64Url(encoded);
  if (value === null) return null;
  const [kind, ...fields] = value.split('\n');
  if (!kind || !Object.hasOwn(EMAIL_STOP_FIELDS, kind)) return null;
  const names = EMAIL_STOP_FIELDS[kind as EmailStopKind];
  if (fields.length !== names.length) return null;
  if (fields.some((field) => !field || field.length > MAX_FIELD || CONTROL.test(field))) return null;
  const stop = Object.fromEntries([['kind', kind], ...names.map((name, i) => [name, fields[i]!])]);
  return { stop: stop as EmailStop, value, signature };
}

/** What the page says a stop does, and where its owner manages that kind of email. */
export interface EmailStopText {
  /** The page's heading, a question: "Stop emails about new applications?" */
  question: string;
  /** What the button does, in a sentence. */
  explanation: string;
  /** The button's words. */
  action: string;
  /** Said once it is done. */
  done: string;
  /** Where these emails are turned on again, or managed. */
  manage: { path: string; label: string };
}

const settingText = (setting: EmailSetting): EmailStopText => {
  const { label, description } = EMAIL_SETTING_TEXTS[setting];
  return {
    question: `Stop “${label}” emails?`,
    explanation: `This turns off one kind of email for your account: ${description.charAt(0).toLowerCase()}${description.slice(1)} Other emails are unchanged.`,
    action: 'Stop these emails',
    done: `“${label}” emails are turned off. You can turn them back on in your account at any time.`,
    manage: { path: '/account', label: 'Your email settings' },
  };
};

export const EMAIL_STOP_TEXTS: Record<EmailStopKind, EmailStopText> = {
  ...(Object.fromEntries(EMAIL_SETTINGS.map((setting) => [setting, settingText(setting)])) as Record<
    EmailSetting,
    EmailStopText
  >),
  alert: {
    question: 'Stop this job alert?',
    explanation:
      'This deletes the job alert the email came from, so it sends no more emails. Your other alerts are unchanged.',
    action: 'Stop this alert',
    done: 'The alert is stopped. Your other alerts are unchanged.',
    manage: { path: ALERTS_PAGE_PATH, label: 'Manage job alerts' },
  },
  newsletter: {
    question: 'Unsubscribe from our newsletter?',
    explanation: 'This stops our newsletter going to the address below.',
    action: 'Unsubscribe',
    done: 'You are unsubscribed from our newsletter.',
    manage: { path: '/', label: 'Back to Home' },
  },
};

export const EMAIL_STOP_MESSAGES = {
  stopped: 'Done: you will get no more of these emails.',
  alreadyStopped: 'These emails were already stopped.',
  linkInvalid:
    'This link is not valid. It may be incomplete or changed: use the link in the email again, or change your email settings in your account.',
  tooMany: 'Too many attempts. Please wait a little and try again.',
} as const;
