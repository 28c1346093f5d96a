import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_REFEREES,
  REFEREE_LINK_DAYS,
  VERIFICATION_MESSAGES as M,
} from '../../lambdas/contract/verification-constants.ts';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { nannyProfile } from '../security/requests.ts';
import { portOffset, startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Attacks on a nanny's referees and on the evidence of her checks, through the local cloud: a referee
 * who is herself under another spelling, more referees than she may have named all at once, a
 * moderator's confirmation of an answer replaced since the page was loaded, a decided check's document
 * left behind, and referees kept after they stopped counting. Each test says what must not change (the
 * table's items, the mailbox, the counts) and reads it back.
 */
// Not 4500: its user pool's inner port would be hiring's (3500) and moderation-appeals' (5500) outer one.
const OFFSET = 4520;
const DAY = 86_400_000;
let cloud: LocalCloud;
let admin: string;
let table: DynamoDBDocumentClient;
let bucket: S3Client;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  bucket = new S3Client({
    endpoint: `http://127.0.0.1:${4569 + portOffset(OFFSET)}`,
    region: REGION,
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  // The product's own functions, called with a clock of the test's (time is a parameter everywhere).
  const { lambdaEnvironment } = await import('../../local/config.ts');
  Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
}, 120_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// ---- What the tests read back. ----

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const mailbox = async () =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails;
const mailsTo = async (addresses: readonly string[], subject = /asked you for a reference/) =>
  (await mailbox()).filter(
    (m) => m.destination.to.some((to) => addresses.includes(to)) && subject.test(m.subject),
  );
/** Waits until `count` such emails arrived, then a little longer, and answers what is there. */
async function settledMails(addresses: readonly string[], count: number, subject?: RegExp) {
  const deadline = Date.now() + 15_000;
  while ((await mailsTo(addresses, subject)).length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 150));
  // The outbox delivers within a second or so: anything more than owed would be here by now.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return mailsTo(addresses, subject);
}
const tokenIn = (mail: Mail) => /\/reference#(\S+)/.exec(mail.body.text)![1]!;

type Item = Record<string, unknown>;
const itemsOf = async (pk: string, skPrefix?: string) =>
  (
    await table.send(
      new QueryCommand({
        TableName: IDS.tableName,
        KeyConditionExpression: skPrefix ? 'pk = :p AND begins_with(sk, :s)' : 'pk = :p',
        ExpressionAttributeValues: { ':p': pk, ...(skPrefix ? { ':s': skPrefix } : {}) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
const item = async (key: { pk: string; sk: string }) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: key, ConsistentRead: true }))).Item;
/** The outbox items carrying an account's data (gsi1, as account deletion finds them). */
const outboxOf = async (accountId: string) =>
  (
    await table.send(
      new QueryCommand({
        TableName: IDS.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': `OUTBOX_OF#${accountId}` },
      }),
    )
  ).Items ?? [];
const refereesOf = (nannyId: string) => itemsOf(`NANNY#${nannyId}`, 'REFEREE#');
const placesOf = async (nannyId: string) =>
  (await item({ pk: `NANNY#${nannyId}`, sk: 'REFEREE_PLACES' }))?.holds as Record<string, string> | undefined;
const subOf = (token: string) =>
  String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub);

// ---- People. ----

interface Nanny {
  email: string;
  token: string;
  userId: string;
  nannyId: string;
}

/** A nanny with a profile: her account at `accountEmail` (a fresh example.com address unless given). */
async function nanny(label: string, accountEmail?: string): Promise<Nanny> {
  let user: { email: string; token: string };
  if (accountEmail) {
    const { IDS: ids } = await import('../../local/config.ts');
    await cloud.pool('SignUp', {
      ClientId: ids.userPoolClientId,
      Username: accountEmail,
      Password: 'Sunny#Days2024',
      UserAttributes: [
        { Name: 'email', Value: accountEmail },
        { Name: 'name', Value: 'Rosa Martínez Lopez' },
        { Name: 'custom:user_type', Value: 'nanny' },
      ],
    });
    await cloud.pool('AdminConfirmSignUp', { UserPoolId: ids.userPoolId, Username: accountEmail });
    user = { email: accountEmail, token: await cloud.signIn(accountEmail, 'Sunny#Days2024') };
  } else user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call(
    'PUT',
    '/nanny-profile',
    user.token,
    nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, userId: subOf(user.token), nannyId: String(saved.body.id) };
}

const name = (who: Nanny, email: string, referee = 'Ruth Employer') =>
  call('POST', '/me/verification/referees', who.token, {
    name: referee,
    email,
    relationship: 'Employed her as a nanny',
  });

async function answer(email: string, nth = 0) {
  const mails = await settledMails([email], nth + 1);
  const token = tokenIn(mails[nth]!);
  const answered = await call('POST', '/references/answer', undefined, {
    token,
    howKnown: 'She looked after our children for two years.',
    knownFor: '1_to_2_years',
    wouldEmployAgain: 'yes',
    comments: '',
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(201);
}

const file = async (who: Nanny) => (await call('GET', `/admin/verifications/${who.nannyId}`, admin)).body;
const decide = (who: Nanny, refereeId: string, body: Record<string, unknown>) =>
  call('PUT', `/admin/verifications/${who.nannyId}/referees/${refereeId}`, admin, body);

describe('a referee is someone other than the nanny', () => {
  it('refuses her own mailbox under another spelling, writing and sending nothing', async () => {
    const t = tag();
    // Her profile's address is her account's (the profile form says so); both are compared.
    const her = await nanny('own', `hername${t}@gmail.com`);
    const before = {
      partition: await itemsOf(`NANNY#${her.nannyId}`),
      outbox: await outboxOf(her.userId),
      rate: await itemsOf(
        `RATE#referee-invite#${createHash('sha256').update(her.userId).digest('base64url')}`,
      ),
    };
    const spellings = [`Her.Name${t}+x@gmail.com`, `her.name${t}@googlemail.com`, `HERNAME${t}@GMAIL.COM`];
    for (const spelling of spellings) {
      const refused = await name(her, spelling);
      expect([refused.status, refused.body.fields], spelling).toEqual([400, { email: M.refereeOwnEmail }]);
    }
    // Nothing of hers changed: no referee, no places, no outbox entry, not even an attempt counted.
    expect(await itemsOf(`NANNY#${her.nannyId}`)).toEqual(before.partition);
    expect(await outboxOf(her.userId)).toEqual(before.outbox);
    expect(
      await itemsOf(`RATE#referee-invite#${createHash('sha256').update(her.userId).digest('base64url')}`),
    ).toEqual(before.rate);
    const sent = await settledMails(
      spellings.map((s) => s.toLowerCase()),
      0,
    );
    expect(sent).toEqual([]);
    // Someone else on the same provider is a referee.
    expect((await name(her, `her.friend${t}@gmail.com`)).status).toBe(201);
  });

  it('takes one mailbox named under two spellings as one referee, with one email', async () => {
    const t = tag();
    const her = await nanny('twice');
    const first = await name(her, `Ann.Lee${t}@gmail.com`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await Promise.all([
      name(her, `annlee${t}+2@gmail.com`),
      name(her, `ANN.LEE${t}+ref@googlemail.com`),
    ]);
    expect(again.map((r) => [r.status, r.body.message])).toEqual([
      [409, M.refereeTwice],
      [409, M.refereeTwice],
    ]);
    const referees = await refereesOf(her.nannyId);
    expect(referees.map((r) => [r.id, r.email])).toEqual([[first.body.id, `ann.lee${t}@gmail.com`]]);
    expect(Object.keys((await placesOf(her.nannyId)) ?? {})).toEqual([first.body.id]);
    const sent = await settledMails(
      [`ann.lee${t}@gmail.com`, `annlee${t}+2@gmail.com`, `ann.lee${t}+ref@googlemail.com`],
      1,
    );
    expect(sent.map((m) => m.destination.to)).toEqual([[`ann.lee${t}@gmail.com`]]);
  });

  it('finds a referee named before ids were built from the mailbox, and names that one again', async () => {
    const t = tag();
    const her = await nanny('legacy');
    const { refereeKey } = await import('../../lambdas/data/verifications.ts');
    // As an earlier version stored it: the id from the lowercased address, no places item.
    const old = `old.ref${t}+work@gmail.com`;
    const legacyId = createHash('sha256').update(`${her.nannyId}\n${old}`).digest('hex').slice(0, 32);
    const invitedAt = new Date(Date.now() - DAY).toISOString();
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: {
          ...refereeKey(her.nannyId, legacyId),
          entity: 'Referee',
          id: legacyId,
          name: 'Old Referee',
          email: old,
          relationship: 'Her last employer',
          status: 'invited',
          invitedAt,
          linkLapsesAt: new Date(Date.parse(invitedAt) + REFEREE_LINK_DAYS * DAY).toISOString(),
        },
      }),
    );
    // Still invited with a working link: the same mailbox is named already.
    const twice = await name(her, `oldref${t}@gmail.com`);
    expect([twice.status, twice.body.message]).toEqual([409, M.refereeTwice]);
    expect(await placesOf(her.nannyId)).toBeUndefined();
    // Withdrawn (her places were never written: they stay unwritten), then named again: the same referee.
    const withdrawn = await call('DELETE', `/me/verification/referees/${legacyId}`, her.token);
    expect(withdrawn.body.status).toBe('withdrawn');
    const named = await name(her, `oldref${t}@gmail.com`);
    expect([named.status, named.body.id]).toEqual([201, legacyId]);
    expect((await refereesOf(her.nannyId)).map((r) => [r.id, r.status, r.email])).toEqual([
      [legacyId, 'invited', `oldref${t}@gmail.com`],
    ]);
    expect(Object.keys((await placesOf(her.nannyId)) ?? {})).toEqual([legacyId]);
  });
});

describe('at most five referees at a time', () => {
  it('holds when eight are named at once: five referees, five emails', async () => {
    const t = tag();
    const her = await nanny('eight');
    const addresses = Array.from({ length: 8 }, (_, i) => `referee${i}.${t}@example.com`);
    const answers = await Promise.all(addresses.map((email, i) => name(her, email, `Referee Number${i}`)));
    const named = answers.filter((a) => a.status === 201);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(M.tooManyReferees);
    const referees = await refereesOf(her.nannyId);
    expect(referees).toHaveLength(MAX_REFEREES);
    expect(referees.map((r) => r.id).sort()).toEqual(named.map((a) => String(a.body.id)).sort());
    expect(Object.keys((await placesOf(her.nannyId)) ?? {}).sort()).toEqual(referees.map((r) => r.id).sort());
    const sent = await settledMails(addresses, MAX_REFEREES);
    expect(sent).toHaveLength(MAX_REFEREES);
    expect(sent.map((m) => m.destination.to[0]).sort()).toEqual(referees.map((r) => r.email).sort());

    // Withdrawing one frees its place, for one more and no more (ten namings: her day's allowance).
    await call('DELETE', `/me/verification/referees/${String(referees[0]!.id)}`, her.token);
    const again = await Promise.all([
      name(her, `again1.${t}@example.com`),
      name(her, `again2.${t}@example.com`),
    ]);
    expect(again.map((a) => a.status).sort()).toEqual([201, 409]);
    const held = Object.keys((await placesOf(her.nannyId)) ?? {});
    expect(held).toHaveLength(MAX_REFEREES);
    expect(held).not.toContain(referees[0]!.id);
  });

  it('frees the place of a link that lapsed unanswered, when the clock has moved past it', async () => {
    const t = tag();
    const her = await nanny('lapse');
    const addresses = Array.from({ length: 5 }, (_, i) => `lapse${i}.${t}@example.com`);
    for (const email of addresses) expect((await name(her, email)).status).toBe(201);
    await answer(addresses[0]!);
    const { nameReferee } = await import('../../lambdas/services/verification.ts');
    const { getNanny } = await import('../../lambdas/data/nannies.ts');
    const profile = (await getNanny(her.nannyId, true))!;
    const naming = (email: string, now: Date) =>
      nameReferee({
        profile,
        accountId: her.userId,
        name: 'Late Referee',
        email,
        relationship: 'Friend',
        now,
      });
    // A day before the links lapse, all five places are held.
    const dayBefore = new Date(Date.now() + (REFEREE_LINK_DAYS - 1) * DAY);
    await expect(naming(`late.${t}@example.com`, dayBefore)).rejects.toThrow(M.tooManyReferees);
    // Once they lapsed: the four unanswered free their places (taken out in the naming's write); the
    // answered one keeps its own.
    const lapsed = new Date(Date.now() + (REFEREE_LINK_DAYS + 1) * DAY);
    const late = await naming(`late.${t}@example.com`, lapsed);
    const places = (await placesOf(her.nannyId))!;
    const answeredId = (await refereesOf(her.nannyId)).find((r) => r.status === 'answered')!.id as string;
    expect(Object.keys(places).sort()).toEqual([answeredId, late.id].sort());
    expect(places[answeredId]).toBe('held');
    // One of the lapsed named again gets a new link and a place; the others stay as they were.
    const renamed = await naming(addresses[1]!, lapsed);
    expect(renamed.linkLapsesAt > lapsed.toISOString()).toBe(true);
    expect(Object.keys((await placesOf(her.nannyId))!)).toHaveLength(3);
  });
});

describe('a moderator’s decision on a referee', () => {
  it('holds only on the answer the moderator was shown', async () => {
    const t = tag();
    const her = await nanny('stale');
    const email = `stale.${t}@example.com`;
    const named = await name(her, email);
    await answer(email);
    const shown = (await file(her)).referees[0];
    expect(shown.status).toBe('answered');

    // Without the answer it was taken on, a decision is not read at all.
    expect((await decide(her, shown.id, { outcome: 'confirm' })).status).toBe(400);

    // She withdraws the referee and names them again; the page still shows the first answer.
    await call('DELETE', `/me/verification/referees/${String(named.body.id)}`, her.token);
    expect((await name(her, email)).status).toBe(201);
    const gone = await decide(her, shown.id, { outcome: 'confirm', answeredAt: shown.answeredAt });
    expect([gone.status, gone.body.message]).toEqual([409, M.answerGone]);

    // The referee answers again; the confirmation of the answer on the page is refused.
    await answer(email, 1);
    const fresh = (await file(her)).referees[0];
    expect(fresh.answeredAt > shown.answeredAt).toBe(true);
    const before = { referee: await refereesOf(her.nannyId), trust: (await file(her)).checks };
    for (const decision of [
      { outcome: 'confirm', answeredAt: shown.answeredAt },
      { outcome: 'refuse', reason: 'The answer does not match her history.', answeredAt: shown.answeredAt },
    ]) {
      const stale = await decide(her, shown.id, decision);
      expect([stale.status, stale.body.message]).toEqual([409, M.answerChanged]);
    }
    // Nothing changed: the referee stays answered and unconfirmed, her checks as they were, no email.
    expect(await refereesOf(her.nannyId)).toEqual(before.referee);
    expect((await file(her)).checks).toEqual(before.trust);
    expect(await settledMails([her.email], 0, /reference/i)).toEqual([]);

    // On the answer now shown, the confirmation lands.
    const confirmed = await decide(her, fresh.id, { outcome: 'confirm', answeredAt: fresh.answeredAt });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.referees[0]).toMatchObject({ status: 'confirmed', answeredAt: fresh.answeredAt });
    // Twice: decided already.
    const twice = await decide(her, fresh.id, { outcome: 'confirm', answeredAt: fresh.answeredAt });
    expect([twice.status, twice.body.message]).toEqual([409, M.notWaiting]);
  });
});

describe('a decided check’s evidence', () => {
  const stored = async (key: string) => {
    try {
      await bucket.send(new HeadObjectCommand({ Bucket: IDS.uploadsBucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return false;
      throw error;
    }
  };
  const goneWithin = async (key: string) => {
    const deadline = Date.now() + 15_000;
    while ((await stored(key)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 150));
    return !(await stored(key));
  };

  it('is deleted through the outbox once the check is refused or recorded', async () => {
    const her = await nanny('evidence');
    const ask = async (kind: string) => {
      const upload = await cloud.upload(her.token, 'nanny-evidence', 'scan.png', 'image/png', PNG);
      const asked = await call('POST', '/me/verification/requests', her.token, {
        kind,
        evidence: { key: upload.key, name: 'scan.png' },
        note: '',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      return { id: String(asked.body.id), key: String(asked.body.evidence.key) };
    };
    const identity = await ask('identity');
    const aid = await ask('first_aid');
    expect(await stored(identity.key)).toBe(true);
    expect(await stored(aid.key)).toBe(true);

    const refused = await call('PUT', `/admin/verifications/${her.nannyId}/requests/${identity.id}`, admin, {
      outcome: 'refuse',
      reason: 'The photo is too blurred to read.',
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const recorded = await call('PUT', `/admin/verifications/${her.nannyId}/requests/${aid.id}`, admin, {
      outcome: 'record',
      details: { kind: 'first_aid', courseOn: today, checkedOn: today },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);

    expect(await goneWithin(identity.key)).toBe(true);
    expect(await goneWithin(aid.key)).toBe(true);
    // Each deletion was owed by an outbox entry of the decision, and is recorded as delivered.
    const owed = (await outboxOf(her.userId)).filter((m) => m.type === 'evidence-delete');
    expect(owed.map((m) => (m.payload as { keys: string[] }).keys[0]).sort()).toEqual(
      [identity.key, aid.key].sort(),
    );
    const delivered = await Promise.all(owed.map((m) => item({ pk: String(m.pk), sk: 'MESSAGE' })));
    expect(delivered.every((m) => typeof m?.deliveredAt === 'string')).toBe(true);
    // The requests keep no trace of the files.
    for (const request of await itemsOf(`NANNY#${her.nannyId}`, 'CHECK#'))
      expect(request.evidence, String(request.id)).toBeUndefined();
  });
});

describe('referees who no longer count', () => {
  /** Runs the table's TTL at a time (as AWS would have by then). */
  async function ttlAt(at: Date) {
    const res = await fetch(`${cloud.api}/_local/scheduled/ttl`, {
      method: 'POST',
      body: JSON.stringify({ time: at.toISOString() }),
    });
    expect(res.status).toBe(200);
  }

  it('get their expiry once if stored before referees expired: from the link, or from the run', async () => {
    const her = await nanny('backfill');
    const { refereeKey } = await import('../../lambdas/data/verifications.ts');
    const { backfillRetention } = await import('../../lambdas/data/migrations/retention-backfill.ts');
    const now = new Date();
    const legacy = async (id: string, status: string, invitedDaysAgo: number) => {
      const invitedAt = new Date(now.getTime() - invitedDaysAgo * DAY).toISOString();
      const linkLapsesAt = new Date(Date.parse(invitedAt) + REFEREE_LINK_DAYS * DAY).toISOString();
      await table.send(
        new PutCommand({
          TableName: IDS.tableName,
          Item: {
            ...refereeKey(her.nannyId, id),
            entity: 'Referee',
            id,
            name: 'Old Referee',
            email: `${id}@example.com`,
            relationship: 'Her last employer',
            status,
            invitedAt,
            linkLapsesAt,
          },
        }),
      );
      return Math.floor(Date.parse(linkLapsesAt) / 1000);
    };
    const waitingLapse = await legacy('legacy-waiting-0001', 'invited', 4);
    await legacy('legacy-lapsed-00001', 'invited', 40);
    await legacy('legacy-withdrawn-01', 'withdrawn', 40);
    await legacy('legacy-confirmed-01', 'confirmed', 400);
    await backfillRetention(now);
    const expiryOf = async () =>
      Object.fromEntries((await refereesOf(her.nannyId)).map((r) => [r.id, r.expiresAt]));
    const fromRun = Math.floor(now.getTime() / 1000) + 30 * 86_400;
    expect(await expiryOf()).toEqual({
      // Its link still works: 30 days after it lapses (an answer takes that off).
      'legacy-waiting-0001': waitingLapse + 30 * 86_400,
      // When it lapsed or was withdrawn is past, or was never kept: 30 days from the run.
      'legacy-lapsed-00001': fromRun,
      'legacy-withdrawn-01': fromRun,
      'legacy-confirmed-01': undefined,
    });
    // A second run, a day later, changes none of them.
    await backfillRetention(new Date(now.getTime() + DAY));
    expect((await expiryOf())['legacy-withdrawn-01']).toBe(fromRun);
  });

  it('expire 30 days after the link lapses or after they are withdrawn or refused; confirmed ones stay', async () => {
    const t = tag();
    const her = await nanny('expiry');
    const addresses = {
      lapses: `lapses.${t}@example.com`,
      withdrawn: `withdrawn.${t}@example.com`,
      refused: `refused.${t}@example.com`,
      confirmed: `confirmed.${t}@example.com`,
      waiting: `waiting.${t}@example.com`,
    };
    const ids: Record<string, string> = {};
    for (const [role, email] of Object.entries(addresses)) {
      const named = await name(her, email);
      expect(named.status).toBe(201);
      ids[role] = String(named.body.id);
    }
    for (const role of ['refused', 'confirmed', 'waiting']) await answer(addresses[role as 'refused']);
    await call('DELETE', `/me/verification/referees/${ids.withdrawn}`, her.token);
    const answers = (await file(her)).referees as Array<{ id: string; answeredAt: string }>;
    const shown = (role: string) => answers.find((r) => r.id === ids[role])!.answeredAt;
    expect(
      (
        await decide(her, ids.refused!, {
          outcome: 'refuse',
          reason: 'The referee could not confirm the dates.',
          answeredAt: shown('refused'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await decide(her, ids.confirmed!, { outcome: 'confirm', answeredAt: shown('confirmed') })).status,
    ).toBe(200);

    const stored = Object.fromEntries(
      (await refereesOf(her.nannyId)).map((r) => [Object.keys(ids).find((k) => ids[k] === r.id)!, r]),
    ) as Record<string, Item>;
    const expiry = (role: string) => stored[role]!.expiresAt as number;
    const lapse = (role: string) => Math.floor(Date.parse(String(stored[role]!.linkLapsesAt)) / 1000);
    // Withdrawn, refused, or invited: 30 days after the link lapses (withdrawn and refused before it).
    for (const role of ['lapses', 'withdrawn', 'refused'])
      expect(expiry(role), role).toBe(lapse(role) + 30 * 86_400);
    // Answered (waiting for a moderator) or confirmed: no expiry.
    expect(stored.waiting!.expiresAt).toBeUndefined();
    expect(stored.confirmed!.expiresAt).toBeUndefined();

    // A minute before: all there. At the TTL: the three that no longer count are gone, the rest stay.
    const gone = ['lapses', 'withdrawn', 'refused'].map(expiry);
    const at = new Date(Math.max(...gone) * 1000);
    await ttlAt(new Date(Math.min(...gone) * 1000 - 60_000));
    expect((await refereesOf(her.nannyId)).map((r) => r.id).sort()).toEqual(Object.values(ids).sort());
    await ttlAt(at);
    expect((await refereesOf(her.nannyId)).map((r) => r.id).sort()).toEqual(
      [ids.confirmed, ids.waiting].sort(),
    );
    // Years later the confirmed reference and the answer waiting are still kept.
    await ttlAt(new Date(Date.now() + 4 * 365 * DAY));
    expect((await refereesOf(her.nannyId)).map((r) => r.status).sort()).toEqual(['answered', 'confirmed']);
  });
});
