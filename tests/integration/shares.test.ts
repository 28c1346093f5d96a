import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { journeys } from '../support/journeys.ts';
import { shareJourneys, sharePart, workedSplit } from '../support/shares.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Nanny shares through the local cloud: a family starts one share at a time; another family finds it by
 * place and days and proposes with a first message (the conversation and the proposal stored together);
 * the first family accepts one, and a third family is never taken, not even two accepts at once; the
 * split is proposed by one family and agreed by the other, and adds up to the whole; a family leaving
 * reopens or ends the share, the other told; a block holds. Each test keeps to a postcode area of its
 * own, so no other test's shares appear in its search.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;

const shares = shareJourneys(() => cloud);
const { startShare, propose } = shares;
const split = workedSplit;
const part = sharePart;
const family = (label: string) => cloud.newUser('family', label);

describe('finding a share', () => {
  it('lists an area’s shares with reasons, matched to the family’s own days', async () => {
    const first = await family('share-find-a');
    const shareId = await startShare(first.token, 'YO1 7HH', ['mon', 'tue', 'wed', 'thu']);
    const far = await startShare((await family('share-find-far')).token, 'LS1 4AP');

    const looking = await family('share-find-b');
    const byPostcode = await call('GET', '/nanny-shares?postcode=YO1%206AA', looking.token);
    expect(byPostcode.status).toBe(200);
    expect(byPostcode.body.area).toBe('YO');
    expect(byPostcode.body.items.map((s: { id: string }) => s.id)).toContain(shareId);
    expect(byPostcode.body.items.map((s: { id: string }) => s.id)).not.toContain(far);
    const card = (page: { body: { items: Array<{ id: string; reasons: string[] }> } }) =>
      page.body.items.find((item) => item.id === shareId);
    expect(card(byPostcode)?.reasons).toEqual(['Same district: YO1']);

    // With a share of its own, the search is matched to it, with the days both need.
    const mine = await startShare(looking.token, 'YO10 5DD', ['tue', 'wed', 'fri']);
    const matched = await call('GET', '/nanny-shares', looking.token);
    expect(card(matched)?.reasons).toEqual([
      'Same postcode area: YO',
      'You both need Tuesday and Wednesday',
      'The same hours on those days',
    ]);
    // A family with no day in common sees nothing.
    const weekend = await family('share-find-c');
    await startShare(weekend.token, 'YO1 9AA', ['sat', 'sun']);
    const none = await call('GET', '/nanny-shares', weekend.token);
    expect(none.body.items.map((s: { id: string }) => s.id)).not.toContain(shareId);
    expect(none.body.items.map((s: { id: string }) => s.id)).not.toContain(mine);
  });

  it('keeps a family to one share, and families only', async () => {
    const first = await family('share-one-a');
    await startShare(first.token, 'YO23 1AA');
    const again = await call('POST', '/nanny-shares', first.token, {
      part: part('YO23 1AA'),
      about: '',
      listed: true,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SHARE_TEXTS.alreadyInShare);
    expect(
      (await j.partition(`USER#${(await call('GET', '/me', first.token)).body.id}`)).filter(
        (i) => i.sk === 'SHARE',
      ),
    ).toHaveLength(1);

    const nanny = await j.nanny('share-one-nanny');
    expect(
      (await call('POST', '/nanny-shares', nanny.token, { part: part('YO23 1AA'), about: '', listed: true }))
        .status,
    ).toBe(403);
    const bad = await call('POST', '/nanny-shares', (await family('share-one-b')).token, {
      part: { ...part('nowhere'), children: 5 },
      about: '',
      listed: true,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(
      expect.arrayContaining(['part.postcode', 'part.children']),
    );
  });
});

describe('proposing and accepting', () => {
  it('stores a proposal with its conversation; refuses one’s own share', async () => {
    const first = await family('share-prop-a');
    const shareId = await startShare(first.token, 'YO24 1AA');
    const own = await propose(first.token, shareId, 'YO24 1AA');
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(SHARE_TEXTS.ownShare);

    const second = await family('share-prop-b');
    const proposed = await propose(second.token, shareId, 'YO24 2BB');
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body.myProposal.status).toBe('open');
    // Another family reads the share's card: never the first family's account.
    const firstId = await shares.idOf(first.token);
    expect(JSON.stringify(proposed.body)).not.toContain(firstId);
    const conversationId = proposed.body.myProposal.conversationId as string;
    const thread = await j.thread(first.token, conversationId);
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: { text: string }) => m.text)).toEqual([
      'We live round the corner: shall we share?',
    ]);
    await j.waitForEmail(first.email, (e) => e.subject === SHARE_TEXTS.proposalEmailSubject);

    const again = await propose(second.token, shareId, 'YO24 2BB');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SHARE_TEXTS.proposedAlready);
    // The refused second proposal left no second message.
    expect((await j.thread(first.token, conversationId)).body.messages).toHaveLength(1);

    const seen = await call('GET', `/nanny-shares/${shareId}`, first.token);
    expect(seen.body.mySide).toBe('first');
    expect(
      seen.body.proposals.map((p: { familyLabel: string; status: string }) => [p.familyLabel, p.status]),
    ).toEqual([['Test', 'open']]);
  });

  it('takes one partner when two accepts race, declines the rest and refuses a third family', async () => {
    const first = await family('share-race-a');
    const shareId = await startShare(first.token, 'YO26 1AA');
    const others = await Promise.all(['b', 'c', 'd'].map((x) => family(`share-race-${x}`)));
    for (const other of others) expect((await propose(other.token, shareId, 'YO26 2BB')).status).toBe(201);
    const ids = await Promise.all(
      others.map(async (o) => String((await call('GET', '/me', o.token)).body.id)),
    );

    const [one, two] = await Promise.all(
      [ids[0], ids[1]].map((id) =>
        call('POST', `/nanny-shares/${shareId}/proposals/${id}/accept`, first.token, {}),
      ),
    );
    expect([one!.status, two!.status].sort()).toEqual([200, 409]);
    const share = await j.item({ pk: `SHARE#${shareId}`, sk: 'SHARE' });
    expect(share?.status).toBe('paired');
    const partnerId = (share?.partner as { accountId: string }).accountId;
    expect([ids[0], ids[1]]).toContain(partnerId);
    // Exactly one of the two racing families holds a share, and every other proposal is declined.
    const pointers = await Promise.all(ids.map((id) => j.item({ pk: `USER#${id}`, sk: 'SHARE' })));
    expect(pointers.filter(Boolean)).toHaveLength(1);
    const proposals = (await j.partition(`SHARE#${shareId}`)).filter((i) =>
      String(i.sk).startsWith('PROPOSAL#'),
    );
    expect(proposals.map((p) => p.status).sort()).toEqual(['accepted', 'declined', 'declined']);
    const declinedFamily = others[ids.findIndex((id) => id !== partnerId && id !== ids[2])]!;
    await j.waitForEmail(declinedFamily.email, (e) => e.subject === SHARE_TEXTS.declinedEmailSubject);

    const third = await family('share-race-e');
    const full = await propose(third.token, shareId, 'YO26 3CC');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(SHARE_TEXTS.full);
    const thirdId = String((await call('GET', '/me', third.token)).body.id);
    expect(await j.item({ pk: `SHARE#${shareId}`, sk: `PROPOSAL#${thirdId}` })).toBeUndefined();
    expect((await call('GET', '/messages', third.token)).body.items).toHaveLength(0);
  });

  it('refuses a family a block stands against, storing nothing', async () => {
    const first = await family('share-block-a');
    const shareId = await startShare(first.token, 'YO30 1AA');
    const second = await family('share-block-b');
    const proposed = await propose(second.token, shareId, 'YO30 2BB');
    const conversationId = proposed.body.myProposal.conversationId as string;
    expect(
      (
        await call(
          'POST',
          `/nanny-shares/${shareId}/proposals/${String((await call('GET', '/me', second.token)).body.id)}/decline`,
          first.token,
          {},
        )
      ).status,
    ).toBe(200);
    expect(
      (await call('PUT', `/messages/${conversationId}/block`, first.token, { blocked: true })).status,
    ).toBe(200);
    expect((await call('POST', `/nanny-shares/${shareId}/leave`, first.token, {})).status).toBe(200);
    const next = await startShare(first.token, 'YO30 1AA');
    const blocked = await propose(second.token, next, 'YO30 2BB');
    expect(blocked.status).toBe(404);
    expect(blocked.body.message).toBe(SHARE_TEXTS.notFound);
    const secondId = String((await call('GET', '/me', second.token)).body.id);
    expect(await j.item({ pk: `SHARE#${next}`, sk: `PROPOSAL#${secondId}` })).toBeUndefined();
  });
});

describe('the split and leaving', () => {
  const paired = (label: string, postcode: string) => shares.paired(label, postcode);

  it('is proposed by one family and agreed by the other, adding up to the whole', async () => {
    const { first, second, shareId } = await paired('share-split', 'YO31 1AA');
    const before = await j.item({ pk: `SHARE#${shareId}`, sk: 'SHARE' });
    const bad = await call(
      'PUT',
      `/nanny-shares/${shareId}/split`,
      first.token,
      split({ sharedHours: -3, hostAllowancePercent: 40 }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(
      expect.arrayContaining(['sharedHours', 'hostAllowancePercent']),
    );
    expect((await j.item({ pk: `SHARE#${shareId}`, sk: 'SHARE' }))?.version).toBe(before?.version);

    const proposed = await call('PUT', `/nanny-shares/${shareId}/split`, first.token, split());
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const { result, version } = proposed.body.split;
    // The worked example of tests/unit/share-split.test.ts: £404 and £216 of £620 a week.
    expect([
      result.first.weeklyGrossPence,
      result.partner.weeklyGrossPence,
      result.totalWeeklyGrossPence,
    ]).toEqual([40400, 21600, 62000]);
    await j.waitForEmail(second.email, (e) => e.subject === SHARE_TEXTS.splitEmailSubject);

    const own = await call('POST', `/nanny-shares/${shareId}/split/agree`, first.token, { version });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(SHARE_TEXTS.splitOwn);
    const stale = await call('POST', `/nanny-shares/${shareId}/split/agree`, second.token, {
      version: version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SHARE_TEXTS.splitNotLatest);
    const agreed = await call('POST', `/nanny-shares/${shareId}/split/agree`, second.token, { version });
    expect(agreed.status).toBe(200);
    expect(agreed.body.split.agreed).toBe(true);

    const employer = await call('PUT', `/nanny-shares/${shareId}/employer`, second.token, {
      employerName: 'Sam and Alex Doe',
      employerAddress: '2 Mill Lane, York YO31 2BB',
    });
    expect(employer.body.partner.employer.employerName).toBe('Sam and Alex Doe');
    // A stranger reads nothing of a paired share.
    expect(
      (await call('GET', `/nanny-shares/${shareId}`, (await family('share-split-x')).token)).status,
    ).toBe(404);
  });

  it('reopens the share when the partner leaves, ends it when the first family does', async () => {
    const { first, second, shareId } = await paired('share-leave', 'YO32 1AA');
    const left = await call('POST', `/nanny-shares/${shareId}/leave`, second.token, {});
    expect(left.status).toBe(200);
    await j.waitForEmail(first.email, (e) => e.subject === SHARE_TEXTS.leftEmailSubject);
    const reopened = await call('GET', `/nanny-shares/${shareId}`, first.token);
    expect([reopened.body.status, reopened.body.partner]).toEqual(['seeking', null]);
    expect((await call('GET', '/nanny-shares/mine', second.token)).body.share).toBeNull();
    // The family that left may propose again.
    expect((await propose(second.token, shareId, 'YO32 1AA')).status).toBe(201);

    expect((await call('POST', `/nanny-shares/${shareId}/leave`, first.token, {})).status).toBe(200);
    const ended = await j.item({ pk: `SHARE#${shareId}`, sk: 'SHARE' });
    expect(ended?.status).toBe('ended');
    expect(typeof ended?.expiresAt).toBe('number');
    expect((await call('GET', '/nanny-shares/mine', first.token)).body.share).toBeNull();
    const proposals = (await j.partition(`SHARE#${shareId}`)).filter((i) =>
      String(i.sk).startsWith('PROPOSAL#'),
    );
    expect(proposals.map((p) => [p.status, typeof p.expiresAt])).toEqual([['declined', 'number']]);
  });
});
