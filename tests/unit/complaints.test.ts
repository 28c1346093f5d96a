import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_ID,
  COMPLAINT_LIMITS,
  COMPLAINT_TEXTS,
  complaintFormProblems,
  complaintInput,
  DUE_SOON_DAYS,
  RESPONSE_AIM_DAYS,
} from '../../lambdas/contract/complaints.ts';
import { RETENTION } from '../../lambdas/contract/retention.ts';
import { complaintToItem, entity, type Complaint } from '../../lambdas/data/complaints.ts';
import type { Subject } from '../../lambdas/data/entity.ts';
import {
  afterResponse,
  complaintAgeDays,
  complaintReference,
  complaintUrgency,
  respondByOf,
} from '../../lambdas/domain/complaints.ts';
import { complaintReceivedEmail, complaintResponseEmail } from '../../lambdas/domain/emails.ts';
import { RATE_LIMITS } from '../../lambdas/domain/rate-limits.ts';
import { ageLabel, urgencyLabel } from '../../frontend/src/features/complaints/format.ts';

/** The rules of a complaint about how we use personal data, and the words its emails use. */

const RECEIVED = '2026-11-01T10:00:00.000Z';
const day = (n: number) => new Date(Date.parse(RECEIVED) + n * 24 * 3600 * 1000);

describe('a complaint’s reference', () => {
  it('is ten characters of an alphabet without look-alikes, one per random byte', () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i * 29);
    const reference = complaintReference(bytes);
    expect(reference).toMatch(COMPLAINT_ID);
    expect(reference).not.toMatch(/[IO01]/);
    expect(complaintReference(bytes)).toBe(reference);
    expect(complaintReference(Uint8Array.from({ length: 10 }, () => 0))).toBe('AAAAAAAAAA');
    expect(complaintReference(Uint8Array.from({ length: 10 }, () => 255))).toBe('9999999999');
    expect(() => complaintReference(new Uint8Array(9))).toThrow();
  });
});

describe('when we respond', () => {
  it('aims to respond within 30 days of receiving it', () => {
    expect(RESPONSE_AIM_DAYS).toBe(30);
    expect(respondByOf(RECEIVED)).toBe('2026-12-01T10:00:00.000Z');
  });

  it('ages a complaint in whole days', () => {
    expect(complaintAgeDays(RECEIVED, new Date(RECEIVED))).toBe(0);
    expect(complaintAgeDays(RECEIVED, new Date(day(1).getTime() - 1))).toBe(0);
    expect(complaintAgeDays(RECEIVED, day(1))).toBe(1);
    expect(complaintAgeDays(RECEIVED, day(45))).toBe(45);
    // A clock a little behind the one that stamped it does not make it younger than new.
    expect(complaintAgeDays(RECEIVED, day(-1))).toBe(0);
  });

  it('flags a complaint without a response a week before the aim, and once it has passed', () => {
    const open = { status: 'open' as const, createdAt: RECEIVED };
    expect(DUE_SOON_DAYS).toBe(23);
    expect(complaintUrgency(open, day(22))).toBeNull();
    expect(complaintUrgency(open, day(23))).toBe('due-soon');
    expect(complaintUrgency(open, day(29))).toBe('due-soon');
    expect(complaintUrgency(open, day(30))).toBe('overdue');
    // One we have written to, or resolved, is not flagged however old.
    expect(complaintUrgency({ ...open, status: 'responded' }, day(60))).toBeNull();
    expect(complaintUrgency({ ...open, status: 'resolved' }, day(60))).toBeNull();
  });

  it('moves on with each response, and takes none once resolved or full', () => {
    expect(afterResponse({ status: 'open', responses: 0 }, false)).toEqual({ status: 'responded' });
    expect(afterResponse({ status: 'open', responses: 0 }, true)).toEqual({ status: 'resolved' });
    expect(afterResponse({ status: 'responded', responses: 3 }, false)).toEqual({ status: 'responded' });
    expect(afterResponse({ status: 'responded', responses: 3 }, true)).toEqual({ status: 'resolved' });
    expect(afterResponse({ status: 'resolved', responses: 1 }, false)).toEqual({ refused: 'resolved' });
    expect(afterResponse({ status: 'responded', responses: COMPLAINT_LIMITS.responsesMax }, true)).toEqual({
      refused: 'too-many',
    });
  });

  it('says so in the queue’s words', () => {
    expect(ageLabel(0)).toBe('Received today');
    expect(ageLabel(1)).toBe('1 day old');
    expect(ageLabel(31)).toBe('31 days old');
    expect(urgencyLabel('overdue', '2026-12-01T10:00:00.000Z')).toBe(
      'Overdue: no response within 30 days (due 1 December 2026)',
    );
    expect(urgencyLabel('due-soon', '2026-12-01T10:00:00.000Z')).toBe(
      'Due soon: no response yet, due 1 December 2026',
    );
  });
});

describe('the complaint form', () => {
  const good = {
    name: 'Pat',
    email: 'pat@example.com',
    category: 'deletion',
    details: 'Please delete everything you hold about me.',
  };

  it('checks what the server checks, with the same words', () => {
    const cases: Array<[Partial<typeof good>, boolean, Record<string, string>]> = [
      [{}, false, {}],
      [{ name: '' }, false, {}],
      [{ email: '' }, false, { email: COMPLAINT_TEXTS.emailRequired }],
      [{ email: 'pat@' }, false, { email: COMPLAINT_TEXTS.emailInvalid }],
      [{ category: '' }, false, { category: COMPLAINT_TEXTS.categoryRequired }],
      [{ details: '   too short   ' }, false, { details: COMPLAINT_TEXTS.detailsTooShort }],
      [{ details: 'x'.repeat(4001) }, false, { details: COMPLAINT_TEXTS.detailsTooLong }],
      [{ name: 'N'.repeat(101) }, false, { name: COMPLAINT_TEXTS.nameTooLong }],
      // Signed in, the complaint is the account's: no email is asked for.
      [{ email: '' }, true, {}],
    ];
    for (const [change, signedIn, expected] of cases) {
      const input = { ...good, ...change };
      expect(complaintFormProblems(input, signedIn), JSON.stringify(change)).toEqual(expected);
      // The server's schema agrees (a visitor's missing email is refused by the handler, not the schema).
      const sent = {
        ...(input.name ? { name: input.name } : {}),
        ...(input.email && !signedIn ? { email: input.email } : {}),
        category: input.category,
        details: input.details,
      };
      const parsed = complaintInput.safeParse(sent);
      const schemaFields = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      const expectedOfSchema = { ...expected };
      if (expected.email === COMPLAINT_TEXTS.emailRequired) delete expectedOfSchema.email;
      expect(Object.keys(schemaFields).sort(), JSON.stringify(change)).toEqual(
        Object.keys(expectedOfSchema).sort(),
      );
      for (const [field, message] of Object.entries(expectedOfSchema))
        expect(schemaFields[field], field).toBe(message);
    }
  });

  it('is limited per mailbox given, per source network, and for visitors all together', () => {
    expect(RATE_LIMITS.complaintsPerEmail).toEqual({
      scope: 'complaint-email',
      limit: 5,
      windowSeconds: 86400,
    });
    expect(RATE_LIMITS.complaintsPerAddress).toEqual({
      scope: 'complaint-ip',
      limit: 10,
      windowSeconds: 3600,
      by: 'source-address',
    });
    expect(RATE_LIMITS.complaintsFromVisitors).toEqual({
      scope: 'complaint-visitors',
      limit: 60,
      windowSeconds: 3600,
    });
  });
});

describe('the emails', () => {
  const site = 'https://nanny.example';

  it('acknowledges at once with the reference, when we aim to respond by, and the ICO', () => {
    const email = complaintReceivedEmail(
      {
        to: 'pat@example.com',
        reference: 'K7M2Q9XJ4P',
        category: 'marketing',
        receivedAt: RECEIVED,
        respondBy: respondByOf(RECEIVED),
      },
      site,
      false,
    );
    expect(email.subject).toBe('We have received your complaint (reference K7M2Q9XJ4P)');
    expect(email.text).toContain('Your reference: K7M2Q9XJ4P');
    expect(email.text).toContain('About: Emails or marketing I did not want');
    expect(email.text).toContain('Received: 1 November 2026');
    expect(email.text).toContain('We aim to send you our response by 1 December 2026, within 30 days.');
    expect(email.text).toContain('https://ico.org.uk/make-a-complaint/');
    expect(email.text).toContain('0303 123 1113');
    // A visitor's address may have been typed by someone else: the email says what to do then, and
    // points to no account.
    expect(email.text).toContain('If you did not send this complaint');
    expect(email.text).not.toContain('/account#your-data');

    const account = complaintReceivedEmail(
      {
        to: 'amelia@example.com',
        reference: 'K7M2Q9XJ4P',
        category: 'access',
        receivedAt: RECEIVED,
        respondBy: respondByOf(RECEIVED),
      },
      site,
      true,
    );
    // An account's complaint, with our responses, is in the account's data download.
    expect(account.text).toContain('https://nanny.example/account#your-data');
    expect(account.text).not.toContain('If you did not send this complaint');
  });

  it('sends an update or the outcome, in our words, with the ICO', () => {
    const base = { to: 'pat@example.com', reference: 'K7M2Q9XJ4P', receivedAt: RECEIVED };
    const update = complaintResponseEmail({ ...base, text: 'We are checking our logs.', resolved: false });
    expect(update.subject).toBe('An update on your complaint (reference K7M2Q9XJ4P)');
    expect(update.text).toContain('We are checking our logs.');
    expect(update.text).toContain('Your complaint stays open');
    expect(update.text).toContain('ico.org.uk');

    const outcome = complaintResponseEmail({ ...base, text: 'We deleted your data.', resolved: true });
    expect(outcome.subject).toBe('Our response to your complaint (reference K7M2Q9XJ4P)');
    expect(outcome.text).toContain('We have now closed your complaint.');
    expect(outcome.text).toContain('If you are not satisfied with our response, you can complain to');
  });
});

describe('a complaint as the registry declares it', () => {
  const complaint: Complaint = {
    id: 'K7M2Q9XJ4P',
    accountId: 'user-1',
    email: 'amelia@example.com',
    name: 'Amelia',
    category: 'access',
    details: 'I asked for my data.',
    status: 'resolved',
    createdAt: RECEIVED,
    respondBy: respondByOf(RECEIVED),
    responses: [{ text: 'Here it is.', at: '2026-11-10T10:00:00.000Z', byUserId: 'moderator-1' }],
    lastResponseAt: '2026-11-10T10:00:00.000Z',
    resolvedAt: '2026-11-10T10:00:00.000Z',
    complainantDeleted: false,
  };
  const subject = { accountId: 'user-1', email: 'amelia@example.com' } as Subject;
  // As account deletion calls it: any declared reduction, given the account being deleted.
  const reduce = entity.erase.reduce as (
    item: Record<string, unknown>,
    of: Subject,
  ) => Record<string, unknown>;

  it('keeps to its own retention row', () => {
    expect(entity.retention.policy).toBe('complaints');
    expect(RETENTION.complaints.period).toEqual({ amount: 2, unit: 'years' });
  });

  it('is its complainant’s: the account, or the address a visitor gave', () => {
    expect(entity.owner.of(complaintToItem(complaint))).toEqual({ account: 'user-1' });
    expect(entity.owner.of(complaintToItem({ ...complaint, accountId: null }))).toEqual({
      email: 'amelia@example.com',
    });
    expect(entity.find(subject)).toEqual([
      { index: 'gsi1', partition: 'COMPLAINTS_OF#user-1' },
      { index: 'gsi1', partition: 'COMPLAINTS_OF#EMAIL#amelia@example.com' },
    ]);
  });

  it('exports what the complainant sent and what we answered, not who on our team', () => {
    const exported = entity.export.shape(complaintToItem(complaint));
    expect(exported).toMatchObject({ reference: 'K7M2Q9XJ4P', details: 'I asked for my data.' });
    expect(exported.responses).toEqual([{ text: 'Here it is.', at: '2026-11-10T10:00:00.000Z' }]);
    expect(JSON.stringify(exported)).not.toContain('moderator-1');
  });

  it('is reduced with its complainant’s account to what it was about and when we answered', () => {
    const reduced = reduce(complaintToItem(complaint), subject);
    expect(reduced).toMatchObject({
      pk: 'COMPLAINT#K7M2Q9XJ4P',
      sk: 'COMPLAINT',
      category: 'access',
      status: 'resolved',
      createdAt: RECEIVED,
      accountId: null,
      email: null,
      name: null,
      details: '',
      complainantDeleted: true,
      responses: [{ text: '', at: '2026-11-10T10:00:00.000Z', byUserId: 'moderator-1' }],
    });
    // Off the complainant's list, and nobody's any more.
    expect(reduced).not.toHaveProperty('gsi1pk');
    expect(entity.owner.of(reduced)).toEqual({ nobody: 'its complainant deleted their account' });
  });
});
