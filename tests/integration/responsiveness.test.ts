import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../../local/config.ts';
import { nannyProfile } from '../security/requests.ts';
import { journeys } from '../support/journeys.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Response records through the local cloud: a poster's first openings of applications and a nanny's
 * first answers counted in the transactions that make them (at once too, and once), with the times
 * moved back by writing the applications' and conversations' own dates; the summary written through
 * the outbox onto the job and the profile, only from three cases; and each account's own record.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;
const HOUR = 3600_000;

/** Moves an item's date back, as if it had been written `hours` ago. */
async function backdate(key: { pk: string; sk: string }, attribute: string, hours: number) {
  await j.table().send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: key,
      UpdateExpression: 'SET #a = :at',
      ExpressionAttributeNames: { '#a': attribute },
      ExpressionAttributeValues: { ':at': new Date(Date.now() - hours * HOUR).toISOString() },
    }),
  );
}

/** Waits until the outbox has written a summary that `ready` accepts onto an item. */
async function summaryOn(
  key: { pk: string; sk: string },
  ready: (summary: Record<string, unknown>) => boolean,
) {
  for (let i = 0; i < 60; i++) {
    const summary = (await j.item(key))?.responsiveness;
    if (summary && ready(summary)) return summary;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no summary on ${key.pk}: ${JSON.stringify((await j.item(key))?.responsiveness)}`);
}

const countsOf = (item: Record<string, unknown> | undefined, letter: string) =>
  Object.entries(item ?? {})
    .filter(([name]) => new RegExp(`^d\\d{8}_${letter}$`).test(name))
    .reduce((sum, [, n]) => sum + Number(n), 0);

describe('a poster reading applications', () => {
  it('counts each first opening once, at once too, and shows the band from three', async () => {
    const family = await j.familyWithJob('reads-family');
    const nannies = await Promise.all(['a', 'b', 'c'].map((x) => j.nanny(`reads-nanny-${x}`)));
    for (const n of nannies) expect((await j.apply(n.token, family.jobId)).status).toBe(201);
    // Applied 2 hours, 30 hours and 5 days ago.
    const appKey = (nannyId: string) => ({ pk: `JOB#${family.jobId}`, sk: `APP#${nannyId}` });
    await backdate(appKey(nannies[0]!.nannyId), 'createdAt', 2);
    await backdate(appKey(nannies[1]!.nannyId), 'createdAt', 30);
    await backdate(appKey(nannies[2]!.nannyId), 'createdAt', 120);

    const open = (nannyId: string) =>
      call('GET', `/my-jobs/${family.jobId}/applicants/${nannyId}`, family.token);
    // Two of them opened twice at once, all at once: each is one case.
    const opened = await Promise.all([
      open(nannies[0]!.nannyId),
      open(nannies[0]!.nannyId),
      open(nannies[1]!.nannyId),
      open(nannies[1]!.nannyId),
      open(nannies[2]!.nannyId),
    ]);
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const posterId = j.subOf(family.token);
    const record = await j.item({ pk: `USER#${posterId}`, sk: 'RESPONSES' });
    expect(countsOf(record, 'r0')).toBe(1);
    expect(countsOf(record, 'r1')).toBe(1);
    expect(countsOf(record, 'r3')).toBe(1);
    expect(record?.role).toBe('poster');

    // The middle of a day, 2 days and a week: "within 2 days", on the job lists read.
    const summary = await summaryOn({ pk: `JOB#${family.jobId}`, sk: 'JOB' }, (s) => s.reads !== null);
    expect(summary).toMatchObject({ reads: '2days', replies: null, noMissed: false });

    // Opened again later: nothing more is counted.
    await open(nannies[2]!.nannyId);
    expect(countsOf(await j.item({ pk: `USER#${posterId}`, sk: 'RESPONSES' }), 'r3')).toBe(1);

    const own = await call('GET', '/me/record', family.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      side: 'poster',
      windowDays: 90,
      minCases: 3,
      reads: { band: '2days', cases: 3 },
      replies: { band: null, cases: 0 },
      meetingsHeld: 0,
      noShows: [],
      shown: { reads: '2days', replies: null, noMissed: false },
    });
  });
});

describe('a nanny answering first messages', () => {
  it('counts her first answer in each conversation, not the opener writing again, from three', async () => {
    const rosa = await j.nanny('replies-rosa');
    const families = await Promise.all(
      ['a', 'b', 'c'].map((x) => cloud.newUser('family', `replies-family-${x}`)),
    );
    const conversations: string[] = [];
    for (const family of families) {
      const started = await j.start(family.token, { nannyId: rosa.nannyId, text: 'Hello, are you free?' });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      conversations.push(String(started.body.conversationId));
    }
    const conversationKey = (id: string) => ({ pk: `CONV#${id}`, sk: 'CONV' });
    const first = await j.item(conversationKey(conversations[0]!));
    expect(first, 'the conversation item is where the test expects it').toBeDefined();
    expect(first?.opener).toBeDefined();

    // The first family writes again before she answers: still one case, hers, when she does.
    expect((await j.send(families[0]!.token, conversations[0]!, 'Just checking.')).status).toBe(201);
    await backdate(conversationKey(conversations[1]!), 'createdAt', 60);

    const rosaId = j.subOf(rosa.token);
    const recordKey = { pk: `USER#${rosaId}`, sk: 'RESPONSES' };
    for (const id of conversations.slice(0, 2))
      expect((await j.send(rosa.token, id, 'Yes, I am.')).status).toBe(201);
    // Two cases: her profile shows nothing yet.
    await j.settled();
    expect(
      (await j.item({ pk: `NANNY#${rosa.nannyId}`, sk: 'PROFILE' }))?.responsiveness?.replies ?? null,
    ).toBeNull();

    // Her third answer, and a second message in a conversation she answered already.
    expect((await j.send(rosa.token, conversations[2]!, 'Yes, I am.')).status).toBe(201);
    expect((await j.send(rosa.token, conversations[0]!, 'When shall we talk?')).status).toBe(201);
    const record = await j.item(recordKey);
    expect(countsOf(record, 'm0')).toBe(2);
    expect(countsOf(record, 'm2')).toBe(1);
    expect(record?.nannyId).toBe(rosa.nannyId);
    // The families' own messages answered nothing of theirs.
    for (const family of families)
      expect(await j.item({ pk: `USER#${j.subOf(family.token)}`, sk: 'RESPONSES' })).toBeUndefined();

    const summary = await summaryOn(
      { pk: `NANNY#${rosa.nannyId}`, sk: 'PROFILE' },
      (s) => s.replies !== null,
    );
    expect(summary).toMatchObject({ replies: 'day', reads: null, noMissed: false });

    const own = await call('GET', '/me/record', rosa.token);
    expect(own.body).toMatchObject({ side: 'nanny', replies: { band: 'day', cases: 3 }, reads: null });

    // Her own edit keeps it: the product's reading of her record is not hers to overwrite.
    const mine = await call('GET', '/nanny-profile', rosa.token);
    const saved = await call('PUT', '/nanny-profile', rosa.token, {
      ...nannyProfile(rosa.email, mine.body.cv),
      bio: 'Calm, caring and quick to answer.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await j.item({ pk: `NANNY#${rosa.nannyId}`, sk: 'PROFILE' }))?.responsiveness).toMatchObject({
      replies: 'day',
    });
  });
});
