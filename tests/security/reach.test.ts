import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES } from '../../lambdas/contract/data-rights.ts';
import { MESSAGES_TEXTS } from '../../lambdas/contract/messages.ts';
import { VERIFICATION_MESSAGES } from '../../lambdas/contract/verification-constants.ts';
import { startLocalCloud, type LocalCloud } from '../integration/cloud.ts';
import { journeys } from '../support/journeys.ts';
import { jobDetails, nannyProfile } from './requests.ts';

/**
 * The third outside attack's findings, made again as they were made: real requests against the local
 * cloud, each followed by a look at what must not have changed (the table, the mailbox, the counts).
 * Who may reach whom is one rule (domain/visibility.ts mayReach), checked in each path's own write; the
 * account's type and state are the server's record (services/account-gate.ts), never the token's.
 */
let cloud: LocalCloud;
const OFFSET = 5750;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;

/** How many messages each side of a conversation sees, and the family's unread badge. */
const seen = async (token: string, id: string) => (await j.thread(token, id)).body.messages.length as number;

describe('a nanny hidden by a moderator reaches nobody', () => {
  it('cannot start, send, reply to an invitation, apply or reply to a visitor; nothing is stored or emailed', async () => {
    const family = await j.familyWithJob('hider');
    const second = await j.familyWithJob('hider2');
    const rosa = await j.nanny('hidden');
    expect((await j.apply(rosa.token, family.jobId)).status).toBe(201);
    const applicant = await j.start(family.token, {
      nannyId: rosa.nannyId,
      jobId: family.jobId,
      text: 'Thanks for applying!',
    });
    expect(applicant.status).toBe(201);
    const invited = await call('POST', `/my-jobs/${second.jobId}/invitations`, second.token, {
      nannyId: rosa.nannyId,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const invitation = String(invited.body.conversationId);
    const conversation = String(applicant.body.conversationId);
    await j.hide('nanny_profile', rosa.nannyId);
    await j.settled();
    const mailBefore = (await j.mailbox(family.email)).length + (await j.mailbox(second.email)).length;
    const countsBefore = [await seen(family.token, conversation), await seen(second.token, invitation)];

    const attempts = [
      await j.start(rosa.token, { jobId: family.jobId, text: 'About the job' }),
      await j.send(rosa.token, conversation, 'Still keen!'),
      await j.send(rosa.token, invitation, 'Yes please'),
    ];
    for (const attempt of attempts) {
      expect(attempt.status, JSON.stringify(attempt.body)).toBe(403);
      expect(attempt.body.message).toBe(MESSAGES_TEXTS.senderHidden);
    }
    expect((await j.apply(rosa.token, second.jobId)).status).toBe(403);
    const referee = `referee.${Date.now().toString(36)}@example.com`;
    const named = await call('POST', '/me/verification/referees', rosa.token, {
      name: 'Ruth Referee',
      email: referee,
      relationship: 'Former employer',
    });
    expect(named.status).toBe(403);
    expect(named.body.message).toBe(VERIFICATION_MESSAGES.refereeHidden);

    await j.settled();
    expect((await j.mailbox(family.email)).length + (await j.mailbox(second.email)).length).toBe(mailBefore);
    expect([await seen(family.token, conversation), await seen(second.token, invitation)]).toEqual(
      countsBefore,
    );
    expect((await call('GET', `/my-jobs/${second.jobId}/applicants`, second.token)).body.items).toEqual([]);
    expect(await j.mailbox(referee)).toEqual([]);
  });
});

describe('an account whose deletion has started acts no more, whatever token it holds', () => {
  it('refuses every write of the old token with a clear message, and sends nothing', async () => {
    const family = await j.familyWithJob('deleted-poster');
    const rosa = await j.nanny('deleting');
    const other = await j.familyWithJob('deleted-other');
    expect((await j.apply(rosa.token, family.jobId)).status).toBe(201);
    const conversation = String(
      (await j.start(rosa.token, { jobId: family.jobId, text: 'Hello from Rosa' })).body.conversationId,
    );
    const started = await call('POST', '/me/deletion', rosa.token, { confirmEmail: rosa.email });
    expect(started.status).toBe(202);
    await j.settled();
    const mailBefore = (await j.mailbox()).length;
    const sub = j.subOf(rosa.token);

    const writes = [
      await call('PUT', '/nanny-profile', rosa.token, nannyProfile(rosa.email, { key: 'x', name: 'cv.pdf' })),
      await j.apply(rosa.token, other.jobId),
      await j.send(rosa.token, conversation, 'One more thing'),
      await call('POST', '/account/alerts', rosa.token, { search: { type: 'rota' }, frequency: 'instant' }),
      await call('POST', '/reports', rosa.token, {
        contentType: 'job_posting',
        contentId: other.jobId,
        reason: 'fake',
        details: '',
        email: rosa.email,
      }),
      await call('POST', '/uploads', rosa.token, {
        purpose: 'nanny-cv',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: 100,
      }),
    ];
    for (const write of writes) {
      expect(write.status, JSON.stringify(write.body)).toBe(403);
      expect(write.body.message).toBe(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    }
    // Asking for the deletion again answers the one running.
    const again = await call('POST', '/me/deletion', rosa.token, { confirmEmail: rosa.email });
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(started.body.id);

    await j.settled();
    expect((await j.mailbox()).length).toBe(mailBefore);
    expect((await j.partition(`USER#${sub}`)).filter((i) => String(i.sk).startsWith('ALERT#'))).toEqual([]);
    expect(await j.item({ pk: `JOB#${other.jobId}`, sk: `APP#${rosa.nannyId}` })).toBeUndefined();
  });
});

describe('the server decides the account type', () => {
  it('refuses what the old token’s type would do once the account changed type', async () => {
    const pat = await cloud.newUser('family', 'switcher');
    const sub = j.subOf(pat.token);
    expect((await call('PUT', '/me/account-type', pat.token, { userType: 'nanny' })).status).toBe(200);
    // The token issued before the change still says family: it posts no family job.
    const posted = await call('POST', '/jobs/family', pat.token, {
      ...jobDetails(),
      contactEmail: pat.email,
      discountCode: '',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(403);
    expect(await j.item({ pk: `USER#${sub}`, sk: 'POSTED_JOB' })).toBeUndefined();
    expect((await j.item({ pk: `USER#${sub}`, sk: 'ACCOUNT' }))?.accountType).toBe('nanny');
    // It acts as the nanny the account now is: it saves her profile, and its type is fixed from then.
    const cv = await cloud.upload(
      pat.token,
      'nanny-cv',
      'cv.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n%%EOF\n'),
    );
    const saved = await call(
      'PUT',
      '/nanny-profile',
      pat.token,
      nannyProfile(pat.email, { key: cv.key, name: 'cv.pdf' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('PUT', '/me/account-type', pat.token, { userType: 'family' })).status).toBe(409);
  });

  it('changes the type once when two changes are sent at once', async () => {
    const sam = await cloud.newUser('family', 'racer');
    const sub = j.subOf(sam.token);
    const answers = await Promise.all([
      call('PUT', '/me/account-type', sam.token, { userType: 'nanny' }),
      call('PUT', '/me/account-type', sam.token, { userType: 'agency' }),
    ]);
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    const record = await j.item({ pk: `USER#${sub}`, sk: 'ACCOUNT' });
    const pool = await cloud.pool('AdminGetUser', { UserPoolId: 'eu-west-2_LocalDev1', Username: sam.email });
    const attributes = pool.UserAttributes as Array<{ Name: string; Value: string }>;
    // The record and the pool agree on the type the account ended with.
    expect(attributes.find((a) => a.Name === 'custom:account_type')?.Value).toBe(record?.accountType);
  });
});

describe('visitors prove their address', () => {
  it('a second Contact form with her address starts a new conversation, and its copy carries none of its words', async () => {
    const rosa = await j.nanny('visited');
    const victim = `victim.${Date.now().toString(36)}@example.com`;
    const first = await call('POST', `/candidates/${rosa.nannyId}/contact`, undefined, {
      senderName: 'Vera Victim',
      senderEmail: victim,
      subject: 'Weekday mornings',
      message: 'Hello, are you free on weekday mornings?',
    });
    expect(first.status).toBe(202);
    const copy = await j.waitForEmail(victim, (e) => e.subject === 'Your message to Rosa');
    const token = copy.body.text.match(/\/messages\/guest#([^\s]+)/)![1]!;
    expect((await call('POST', '/guest/conversation', undefined, { token })).body.messages).toHaveLength(1);

    // Someone else types her address, in another case, with a link of their own.
    const forged = await call('POST', `/candidates/${rosa.nannyId}/contact`, undefined, {
      senderName: 'Vera Victim',
      senderEmail: victim.toUpperCase(),
      subject: 'Please confirm your account',
      message: 'Your account is locked: sign in at https://evil.example/login to unlock it.',
    });
    expect(forged.status).toBe(202);
    const list = (await call('GET', '/messages', rosa.token)).body.items as Array<{ id: string }>;
    expect(list).toHaveLength(2);
    // Her own thread is as it was.
    const hers = await call('POST', '/guest/conversation', undefined, { token });
    expect(hers.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Weekday mornings\n\nHello, are you free on weekday mornings?',
    ]);
    // The copy of the forged message carries only our words and her new link.
    await j.settled();
    const copies = (await j.mailbox(victim.toUpperCase())).concat(await j.mailbox(victim));
    expect(copies.length).toBeGreaterThanOrEqual(2);
    for (const email of copies) {
      expect(email.body.text).not.toContain('evil.example');
      expect(email.body.text).not.toContain('Please confirm your account');
    }
  });
});

describe('unlisted means unlisted', () => {
  it('serves an unlisted nanny’s reviews to nobody, and answers a report about her as about no one', async () => {
    const quiet = await j.nanny('unlisted', false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const reviews = await call('GET', `/candidates/${quiet.nannyId}/reviews`);
    expect(reviews).toEqual(await call('GET', `/candidates/${unknown}/reviews`));
    expect(reviews.status).toBe(404);
    const report = (contentId: string) =>
      call('POST', '/reports', undefined, {
        contentType: 'nanny_profile',
        contentId,
        reason: 'fake',
        details: '',
        email: `reporter.${Date.now().toString(36)}@example.com`,
      });
    const aboutHer = await report(quiet.nannyId);
    expect(aboutHer.status).toBe(404);
    expect(aboutHer.body).toEqual((await report(unknown)).body);
    expect((await j.partition(`REPORTED#nanny_profile#${quiet.nannyId}`)).length).toBe(0);
  });

  it('answers a report about a hidden job as about no job', async () => {
    const family = await j.familyWithJob('hidden-job');
    await j.hide('job_posting', family.jobId);
    const report = await call('POST', '/reports', undefined, {
      contentType: 'job_posting',
      contentId: family.jobId,
      reason: 'fake',
      details: '',
      email: `reporter2.${Date.now().toString(36)}@example.com`,
    });
    expect(report.status).toBe(404);
  });
});

describe('a profile being deleted is reached no more', () => {
  it('is not invited', async () => {
    const family = await j.familyWithJob('inviter');
    const rosa = await j.nanny('leaving');
    expect((await call('POST', '/me/deletion', rosa.token, { confirmEmail: rosa.email })).status).toBe(202);
    const invited = await call('POST', `/my-jobs/${family.jobId}/invitations`, family.token, {
      nannyId: rosa.nannyId,
    });
    expect(invited.status).toBe(404);
    expect((await call('GET', '/messages', family.token)).body.items).toEqual([]);
  });
});
