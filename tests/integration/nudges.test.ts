import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS_WAITING_TEXT } from '../../lambdas/contract/nudges-constants.ts';
import { journeys, type Email } from '../support/journeys.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Nudges before silence through the local cloud, with the sweep driven at moved clocks for the test's
 * own accounts: a poster's unread applications listed in one email at 3 days, once, an opened one left
 * out, nothing with the setting off; the job's card saying applications wait at 7 days until the poster
 * opens one; a nanny reminded once per unanswered stretch, not after she answered; two sweeps at once
 * sending once.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 120_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;
const DAY = 24 * 3600 * 1000;
const MINUTE = 60 * 1000;

/** The nudges' sweep at a time, for some accounts' nudges only. */
async function sweep(at: number, accounts: string[]) {
  const res = await fetch(`${cloud.api}/_local/scheduled/nudges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ time: new Date(at).toISOString(), ids: accounts }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { sent: number; skipped: number } }).result;
}

/** A response record's count of one letter (r4: reads in more than a week), over all its days. */
const countOf = (item: Record<string, unknown>, letter: string) =>
  Object.entries(item)
    .filter(([name]) => new RegExp(`^d\\d{8}_${letter}$`).test(name))
    .reduce((sum, [, n]) => sum + Number(n), 0);

const readsReminder = (e: Email) => e.subject.includes('waited 3 days to be read');
const replyReminder = (e: Email) => e.subject.endsWith('is waiting for your answer');

/** A family's live job with two nannies' applications. */
async function twoApplied(label: string) {
  const family = await j.familyWithJob(`${label}-family`);
  const nannies = [await j.nanny(`${label}-a`), await j.nanny(`${label}-b`)];
  for (const nanny of nannies) expect((await j.apply(nanny.token, family.jobId)).status).toBe(201);
  return { family, poster: j.subOf(family.token), nannies };
}

describe('a poster’s unread applications', () => {
  it('lists both unread applications in one email at 3 days, and never again', async () => {
    const { family, poster, nannies } = await twoApplied('reads');
    expect(await sweep(Date.now() + 2 * DAY, [poster])).toMatchObject({ sent: 0 });
    expect(await sweep(Date.now() + 3 * DAY + MINUTE, [poster])).toMatchObject({ sent: 1 });
    const email = await j.waitForEmail(family.email, readsReminder);
    expect(email.subject).toBe('2 applications have waited 3 days to be read');
    for (const nanny of nannies)
      expect(email.body.text).toContain(`/my-jobs/${family.jobId}?applicant=${nanny.nannyId}`);
    // The sweep again, later: each application is listed once, ever.
    expect(await sweep(Date.now() + 3 * DAY + 2 * MINUTE, [poster])).toMatchObject({ sent: 0 });
    expect(await sweep(Date.now() + 5 * DAY, [poster])).toMatchObject({ sent: 0 });
    await j.settled();
    expect((await j.mailbox(family.email)).filter(readsReminder)).toHaveLength(1);
  });

  it('leaves out an application the poster opened', async () => {
    const { family, poster, nannies } = await twoApplied('opened');
    const [opened, unread] = nannies as [(typeof nannies)[0], (typeof nannies)[0]];
    const open = await call('GET', `/my-jobs/${family.jobId}/applicants/${opened.nannyId}`, family.token);
    expect(open.status).toBe(200);
    expect(await sweep(Date.now() + 3 * DAY + MINUTE, [poster])).toMatchObject({ sent: 1 });
    const email = await j.waitForEmail(family.email, readsReminder);
    expect(email.subject).toBe('An application has waited 3 days to be read');
    expect(email.body.text).toContain(`applicant=${unread.nannyId}`);
    expect(email.body.text).not.toContain(`applicant=${opened.nannyId}`);
  });

  it('sends nothing when the poster turned the reminder off', async () => {
    const { family, poster } = await twoApplied('off');
    const current = (await call('GET', '/me/email-settings', family.token)).body as Record<string, boolean>;
    const saved = await call('PUT', '/me/email-settings', family.token, {
      ...current,
      unreadApplications: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await sweep(Date.now() + 3 * DAY + MINUTE, [poster]);
    await j.settled();
    expect((await j.mailbox(family.email)).filter(readsReminder)).toHaveLength(0);
    // Its applications were dealt with all the same: turned on again, nothing comes for them.
    await call('PUT', '/me/email-settings', family.token, { ...current, unreadApplications: true });
    expect(await sweep(Date.now() + 4 * DAY, [poster])).toMatchObject({ sent: 0 });
  });

  it('sends once when two sweeps run at once', async () => {
    const { family, poster } = await twoApplied('race');
    const at = Date.now() + 3 * DAY + MINUTE;
    const [a, b] = await Promise.all([sweep(at, [poster]), sweep(at, [poster])]);
    expect(a.sent + b.sent).toBe(1);
    await j.waitForEmail(family.email, readsReminder);
    await j.settled();
    expect((await j.mailbox(family.email)).filter(readsReminder)).toHaveLength(1);
  });
});

describe('a job whose applications wait a week', () => {
  it('tells nannies on its card and page until the poster opens an application', async () => {
    const family = await j.familyWithJob('waiting-family');
    const poster = j.subOf(family.token);
    const [first, second] = [await j.nanny('waiting-a'), await j.nanny('waiting-b')];
    for (const nanny of [first, second]) expect((await j.apply(nanny.token, family.jobId)).status).toBe(201);
    const page = async () => (await call('GET', `/jobs/${family.jobId}`, first.token)).body;
    const card = async () => {
      const board = await call('GET', '/jobs?limit=50', second.token);
      return (board.body.items as Array<{ id: string; readsWaiting?: boolean }>).find(
        (item) => item.id === family.jobId,
      );
    };
    expect((await page()).readsWaiting).toBe(false);

    // At 3 days the poster's reminder; the job's words wait for the week.
    await sweep(Date.now() + 3 * DAY + MINUTE, [poster]);
    expect((await page()).readsWaiting).toBe(false);
    expect(await sweep(Date.now() + 7 * DAY + MINUTE, [poster])).toMatchObject({ sent: 2 });
    expect((await page()).readsWaiting).toBe(true);
    expect((await card())?.readsWaiting).toBe(true);
    expect(READS_WAITING_TEXT).toBe('Applications here have waited over a week to be read');

    // Both count on the poster's record as read in more than a week, once.
    const record = async () => (await j.item({ pk: `USER#${poster}`, sk: 'RESPONSES' })) ?? {};
    expect(countOf(await record(), 'r4')).toBe(2);

    // The poster opens one: the words go, for the whole job, though the other is still unread.
    await call('GET', `/my-jobs/${family.jobId}/applicants/${first.nannyId}`, family.token);
    expect((await page()).readsWaiting).toBe(false);
    expect((await card())?.readsWaiting).toBe(false);
    // Its opening, late, was counted already.
    expect(countOf(await record(), 'r0') + countOf(await record(), 'r4')).toBe(2);

    // The summary is written again on the day its cases leave the 90 days, and the counts go.
    const refresh = await j.item({ pk: `NUDGE#USER#${poster}`, sk: 'NUDGE#responses-refresh' });
    expect(refresh?.dueAt).toEqual(expect.stringMatching(/T00:00:00\.000Z$/));
    expect(await sweep(Date.parse(String(refresh!.dueAt)) + MINUTE, [poster])).toMatchObject({ sent: 1 });
    expect(countOf(await record(), 'r4')).toBe(0);
    expect((await record()).summary).toMatchObject({ reads: null });
  });
});

describe('a nanny’s unanswered messages', () => {
  it('counts a first message left a week as answered in more than a week, once', async () => {
    const family = await cloud.newUser('family', 'late-family');
    const rosa = await j.nanny('late-rosa');
    const her = j.subOf(rosa.token);
    const started = await j.start(family.token, { nannyId: rosa.nannyId, text: 'Hello Rosa, are you free?' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = String(started.body.conversationId);
    await sweep(Date.now() + 7 * DAY + MINUTE, [her]);
    const record = async () => (await j.item({ pk: `USER#${her}`, sk: 'RESPONSES' })) ?? {};
    expect(countOf(await record(), 'm4')).toBe(1);
    // Her answer afterwards counts nothing more; a second sweep neither.
    expect((await j.send(rosa.token, id, 'Sorry for the wait: yes.')).status).toBe(201);
    await sweep(Date.now() + 7 * DAY + 2 * MINUTE, [her]);
    expect(countOf(await record(), 'm4')).toBe(1);
    expect(countOf(await record(), 'm0')).toBe(0);
  });

  it('reminds her once per unanswered stretch, and not after she answered', async () => {
    const family = await j.familyWithJob('reply-family');
    const rosa = await j.nanny('reply-rosa');
    const her = j.subOf(rosa.token);
    expect((await j.apply(rosa.token, family.jobId)).status).toBe(201);
    const started = await j.start(family.token, {
      nannyId: rosa.nannyId,
      jobId: family.jobId,
      text: 'Hello Rosa, when could you meet?',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = String(started.body.conversationId);
    // Written again before she answers: the same stretch.
    expect((await j.send(family.token, id, 'Any day next week suits us.')).status).toBe(201);

    expect(await sweep(Date.now() + DAY, [her])).toMatchObject({ sent: 0 });
    expect(await sweep(Date.now() + 2 * DAY + MINUTE, [her])).toMatchObject({ sent: 1 });
    const email = await j.waitForEmail(rosa.email, replyReminder);
    expect(email.body.text).toContain(`/messages/${id}`);
    expect(await sweep(Date.now() + 2 * DAY + 2 * MINUTE, [her])).toMatchObject({ sent: 0 });

    // She answers; the family writes again and she leaves it: a new stretch, a new reminder.
    expect((await j.send(rosa.token, id, 'Tuesday would be lovely.')).status).toBe(201);
    expect((await j.send(family.token, id, 'Tuesday at 10, then?')).status).toBe(201);
    expect(await sweep(Date.now() + 2 * DAY + MINUTE, [her])).toMatchObject({ sent: 1 });

    // The family writes again and she answers in time: nothing.
    expect((await j.send(rosa.token, id, 'Yes, 10 is fine.')).status).toBe(201);
    expect((await j.send(family.token, id, 'Great, see you then.')).status).toBe(201);
    expect((await j.send(rosa.token, id, 'See you!')).status).toBe(201);
    expect(await sweep(Date.now() + 2 * DAY + MINUTE, [her])).toMatchObject({ sent: 0 });
    await j.settled();
    expect((await j.mailbox(rosa.email)).filter(replyReminder)).toHaveLength(2);
  });
});
