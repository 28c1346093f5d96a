/**
 * Complaints about how the product uses personal data, without the schemas: the privacy page's form,
 * the account's complaints page and the admin queue read these, and pages that only show them do not
 * download the schema library. complaints.ts re-exports all of it.
 *
 * The Data (Use and Access) Act 2025 amends the Data Protection Act 2018 (its section 164A, in force from
 * 19 June 2026): a controller must make it easy to complain about its use of personal data (an electronic
 * form, for one), acknowledge each complaint within 30 days of receiving it, and take steps to respond
 * without undue delay, telling the complainant how it is going and the outcome. We acknowledge at once,
 * by email, and aim to respond within RESPONSE_AIM_DAYS.
 */

export const COMPLAINT_CATEGORIES = [
  'access',
  'correction',
  'deletion',
  'marketing',
  'sharing',
  'security',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** What a complaint is about, as the form offers it and the emails and the queue name it. */
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  access: 'Getting a copy of my data',
  correction: 'Correcting data that is wrong',
  deletion: 'Deleting my data or my account',
  marketing: 'Emails or marketing I did not want',
  sharing: 'Who my data was shared with',
  security: 'Keeping my data safe',
  other: 'Something else about how my data is used',
};

/**
 * Where a complaint stands: open (received and acknowledged, no response yet), responded (we have
 * written to the complainant at least once, and it is still open) and resolved (our final response
 * sent; nothing more is added).
 */
export const COMPLAINT_STATUSES = ['open', 'responded', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Received',
  responded: 'Responded, still open',
  resolved: 'Resolved',
};

/** The admin queue's lists: complaints not yet resolved, resolved ones, or all. */
export const COMPLAINT_LISTS = ['open', 'resolved', 'all'] as const;
export type ComplaintList = (typeof COMPLAINT_LISTS)[number];

export const COMPLAINT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  detailsMin: 20,
  detailsMax: 4000,
  responseMax: 4000,
  /** Responses (updates and the outcome) one complaint may hold: more is a conversation for email. */
  responsesMax: 10,
} as const;

/** We aim to respond to a complaint within this many days of receiving it. */
export const RESPONSE_AIM_DAYS = 30;
/** The admin queue flags a complaint without a response from this age: a week before the aim. */
export const DUE_SOON_DAYS = RESPONSE_AIM_DAYS - 7;

/**
 * A complaint's reference, which is also its id: ten characters of an alphabet without look-alikes
 * (no I, O, 0 or 1), so a person can read it out or type it back.
 */
export const COMPLAINT_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const COMPLAINT_REFERENCE_LENGTH = 10;
export const COMPLAINT_ID = /^[A-HJ-NP-Z2-9]{10}$/;

/** The account's complaints page, and the privacy page's complaint form. */
export const MY_COMPLAINTS_PATH = '/account/complaints';
export const PRIVACY_COMPLAINTS_ID = 'complaints';
export const PRIVACY_COMPLAINTS_PATH = `/privacy#${PRIVACY_COMPLAINTS_ID}`;

/** The Information Commissioner's Office, the UK regulator a complainant may always go to. */
export const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';
export const ICO_HELPLINE_NUMBER = '0303 123 1113';

export const COMPLAINT_TEXTS = {
  formIntro:
    'Tell us if you are unhappy with how we collect, use, share or keep your personal information. We email you an acknowledgement with a reference at once.',
  nameLabel: 'Your name (optional)',
  nameHint: 'So we know how to address you.',
  nameTooLong: `Please keep your name to ${COMPLAINT_LIMITS.nameMax} characters.`,
  emailLabel: 'Your email',
  emailHint: 'We send the acknowledgement and our response here. It is never shown to anyone else.',
  emailRequired: 'Please enter your email address, so we can reply.',
  emailInvalid: 'Please enter a valid email address',
  categoryLabel: 'What is your complaint about?',
  categoryRequired: 'Please choose what your complaint is about.',
  detailsLabel: 'Your complaint',
  detailsHint: `What happened, and what you would like us to do. Plain text, ${COMPLAINT_LIMITS.detailsMin} to ${COMPLAINT_LIMITS.detailsMax} characters.`,
  detailsTooShort: `Please tell us a little more: at least ${COMPLAINT_LIMITS.detailsMin} characters.`,
  detailsTooLong: `Please keep your complaint to ${COMPLAINT_LIMITS.detailsMax} characters.`,
  submit: 'Send complaint',
  sending: 'Sending...',
  sent: 'Complaint received',
  sentBody: 'We have emailed you an acknowledgement with your reference.',
  failed: 'Your complaint was not sent',
  failedBody: 'Please try again.',
  tooMany: 'You have sent several complaints in a short time. Please wait a while before sending another.',
  notFound: 'This complaint could not be found.',
  responseRequired: 'Please write your response to the complainant.',
  responseTooLong: `Please keep a response to ${COMPLAINT_LIMITS.responseMax} characters.`,
  alreadyResolved: 'This complaint is resolved: nothing more can be added.',
  tooManyResponses: `A complaint holds at most ${COMPLAINT_LIMITS.responsesMax} responses. Write to the complainant by email instead.`,
  changed: 'Someone else responded to this complaint meanwhile. Read it again before you respond.',
  adminTitle: 'Data protection complaints',
  myTitle: 'Data protection complaints',
} as const;

/** The fields of the complaint form. */
export type ComplaintField = 'name' | 'email' | 'category' | 'details';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a complaint as typed, field by field (empty when nothing is): the form's own check,
 * with the same limits and words as the server's schema (complaints.ts), which has the final say. A
 * visitor gives an email; a signed-in person's complaint is their account's.
 */
export function complaintFormProblems(
  input: { name: string; email: string; category: string; details: string },
  signedIn: boolean,
): Partial<Record<ComplaintField, string>> {
  const problems: Partial<Record<ComplaintField, string>> = {};
  if (input.name.trim().length > COMPLAINT_LIMITS.nameMax) problems.name = COMPLAINT_TEXTS.nameTooLong;
  if (!signedIn) {
    const email = input.email.trim();
    if (!email) problems.email = COMPLAINT_TEXTS.emailRequired;
    else if (email.length > COMPLAINT_LIMITS.emailMax || !EMAIL_SHAPE.test(email))
      problems.email = COMPLAINT_TEXTS.emailInvalid;
  }
  if (!(COMPLAINT_CATEGORIES as readonly string[]).includes(input.category))
    problems.category = COMPLAINT_TEXTS.categoryRequired;
  const details = input.details.trim();
  if (details.length < COMPLAINT_LIMITS.detailsMin) problems.details = COMPLAINT_TEXTS.detailsTooShort;
  else if (details.length > COMPLAINT_LIMITS.detailsMax) problems.details = COMPLAINT_TEXTS.detailsTooLong;
  return problems;
}

/** A day as the emails and pages write it: 27 November 2026 (UK time). */
export const formatComplaintDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
