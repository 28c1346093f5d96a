import ICAL from 'ical.js';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../../local/config.ts';
import { journeys, type Email } from '../support/journeys.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Interviews and trials through the local cloud: a family proposes three times, the nanny picks one and
 * both get the invite (parsed back with ical.js: its UID, SEQUENCE, METHOD and a Europe/London DTSTART);
 * the family reschedules (the same UID, SEQUENCE grows) and cancels (METHOD:CANCEL); a trial is proposed
 * and confirmed and the application reaches 'trial'; reminders go once at moved clocks; the private
 * feed works until revoked; every bad input is a clear 4xx that stores and sends nothing.
 */
let cloud: LocalCloud;
const OFFSET = 9950;
beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 120_000);
afterAll(async () => cloud?.stop());
afterEach(() => ICAL.TimezoneService.reset());

const j = journeys(() => cloud);
const { call } = j;
const DAY = 24 * 3600 * 1000;

/** Ten o'clock (or another hour), London's time, some days ahead, as the API takes it. */
const londonTime = (days: number, hour = 10) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * DAY))}T${String(hour).padStart(2, '0')}:00`;

async function applied(label: string) {
  const family = await j.familyWithJob(`${label}-family`);
  const nanny = await j.nanny(`${label}-nanny`);
  const application = await j.apply(nanny.token, family.jobId);
  expect(application.status, JSON.stringify(application.body)).toBe(201);
  return { family, nanny };
}

const statusOf = async (jobId: string, nannyId: string) =>
  (await j.item({ pk: `JOB#${jobId}`, sk: `APP#${nannyId}` }))?.status;

/** The invite an email carries, parsed back by an independent parser. */
function inviteOf(email: Email) {
  const attachments = (
    email as Email & { attachments?: Array<{ filename: string; content: string; contentType: string }> }
  ).attachments;
  const ics = attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(ics, `no invite on "${email.subject}"`).toBeDefined();
  expect(ics!.contentType).toMatch(/^text\/calendar/);
  return parse(Buffer.from(ics!.content, 'base64').toString('utf8'));
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events, event: events[0]! };
}

const dtstart = (event: ICAL.Event) => event.component.getFirstProperty('dtstart')!;

describe('an interview, from proposed to rescheduled and cancelled', () => {
  it('confirms one of three times with an invite to both, and moves it with a growing SEQUENCE', async () => {
    const { family, nanny } = await applied('meet');
    const times = [londonTime(3), londonTime(4, 14), londonTime(5, 9)];
    const proposed = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'video',
      link: 'https://meet.example.com/abc-defg',
      times,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    expect(proposed.body).toMatchObject({ status: 'proposed', proposedBy: 'poster', role: 'poster' });
    expect(proposed.body.times).toHaveLength(3);
    const id = String(proposed.body.id);
    await j.waitForEmail(nanny.email, (e) => e.subject.includes('proposed an interview'));

    // The family cannot pick their own times; she can.
    expect(
      (await call('POST', `/interviews/${id}/pick`, family.token, { time: times[1], version: 1 })).status,
    ).toBe(403);
    const picked = await call('POST', `/interviews/${id}/pick`, nanny.token, { time: times[1], version: 1 });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body).toMatchObject({ status: 'confirmed', sequence: 0, applicationStatus: 'interview' });
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('interview');

    const hers = inviteOf(
      await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('Confirmed: interview')),
    );
    const theirs = inviteOf(
      await j.waitForEmail(family.email, (e) => e.subject.startsWith('Confirmed: interview')),
    );
    expect(hers.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(hers.event.uid).toBe(theirs.event.uid);
    expect(hers.event.uid).toMatch(new RegExp(`^interview-${id}@`));
    expect(hers.event.sequence).toBe(0);
    expect(dtstart(hers.event).getParameter('tzid')).toBe('Europe/London');
    expect(hers.event.startDate.toJSDate().toISOString()).toBe(picked.body.startAt);
    // Her own address only: never the family's.
    expect(hers.event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${nanny.email}`,
    ]);

    // Both see it at /interviews, upcoming; the download is the same event.
    for (const token of [family.token, nanny.token]) {
      const mine = await call('GET', '/interviews', token);
      expect(mine.body.upcoming.map((i: { id: string }) => i.id)).toContain(id);
    }
    const download = await call('GET', `/interviews/${id}/invite`, nanny.token);
    expect(download.status).toBe(200);
    expect(parse(download.body.text).event.uid).toBe(hers.event.uid);

    // The family reschedules: no time is agreed until she picks a new one. Both calendars are sent a
    // CANCEL of the old time at SEQUENCE 1; the new time goes in at SEQUENCE 2.
    const later = [londonTime(6), londonTime(7)];
    const retimed = await call('POST', `/interviews/${id}/times`, family.token, { times: later, version: 2 });
    expect(retimed.status, JSON.stringify(retimed.body)).toBe(200);
    expect(retimed.body).toMatchObject({ status: 'proposed', startAt: null, sequence: 1 });
    for (const [email, subject] of [
      [nanny.email, 'New times'],
      [family.email, 'You proposed new times'],
    ] as const) {
      const update = inviteOf(await j.waitForEmail(email, (e) => e.subject.startsWith(subject)));
      expect(update.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(update.event.uid).toBe(hers.event.uid);
      expect(update.event.sequence).toBe(1);
      expect(update.event.startDate.toJSDate().toISOString()).toBe(picked.body.startAt);
    }
    // A stale version is refused and changes nothing.
    expect(
      (await call('POST', `/interviews/${id}/pick`, nanny.token, { time: later[0], version: 2 })).status,
    ).toBe(409);
    const again = await call('POST', `/interviews/${id}/pick`, nanny.token, { time: later[0], version: 3 });
    expect(again.body).toMatchObject({ status: 'confirmed', sequence: 2 });
    const moved = inviteOf(
      await j.waitForEmail(
        family.email,
        (e) => e.subject.startsWith('Confirmed: interview') && inviteOf(e).event.sequence === 2,
      ),
    );
    expect(moved.event.uid).toBe(hers.event.uid);
    expect(moved.event.sequence).toBe(2);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe(again.body.startAt);

    // Cancelled with a reason: she is told why, and both calendars are sent a CANCEL at SEQUENCE 3.
    expect(
      (await call('POST', `/interviews/${id}/cancel`, family.token, { reason: '', version: 4 })).status,
    ).toBe(400);
    const cancelled = await call('POST', `/interviews/${id}/cancel`, family.token, {
      reason: 'Our plans changed, sorry.',
      version: 4,
    });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      sequence: 3,
      cancelReason: 'Our plans changed, sorry.',
    });
    const told = await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('Cancelled: interview'));
    expect(told.body.text).toContain('Our plans changed, sorry.');
    const cancel = inviteOf(told);
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.event.uid).toBe(hers.event.uid);
    expect(cancel.event.sequence).toBe(3);
    const own = await j.waitForEmail(family.email, (e) => e.subject.startsWith('Cancelled: interview'));
    expect(own.body.text).toContain('You cancelled your interview');
    expect(inviteOf(own).calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(inviteOf(own).event.sequence).toBe(3);
    // The application stays at interview; the past list holds it.
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('interview');
    expect(
      (await call('GET', '/interviews', nanny.token)).body.past.map((i: { id: string }) => i.id),
    ).toContain(id);
  });
});

/** Moves a confirmed meeting's time into the past, as time passing would. */
const pastIt = (id: string) =>
  j.table().send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: { pk: `INTERVIEW#${id}`, sk: 'INTERVIEW' },
      UpdateExpression: 'SET startAt = :s, endAt = :e',
      ExpressionAttributeValues: {
        ':s': new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
        ':e': new Date(Date.now() - 3600 * 1000).toISOString(),
      },
    }),
  );

describe('a trial after the interview', () => {
  it('is proposed by the family at the minimum wage or more, confirmed by her, and moves her to trial', async () => {
    const { family, nanny } = await applied('trial');
    const interview = await call('POST', '/interviews', nanny.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'in-person',
      place: 'Costa, Clapham High Street',
      times: [londonTime(2)],
    });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    await call('POST', `/interviews/${interview.body.id}/pick`, family.token, {
      time: londonTime(2),
      version: 1,
    });
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('interview');

    const trial = (grossPay: number, token = family.token, homeAddressChosen = true) =>
      call('POST', '/interviews', token, {
        jobId: family.jobId,
        nannyId: nanny.nannyId,
        kind: 'trial',
        mode: 'in-person',
        place: 'Our home, 12 Bath Street, Frome BA11 1AA',
        times: [londonTime(5, 9)],
        hours: 4,
        grossPay,
        homeAddressChosen,
      });
    // Not before the interview has taken place.
    const early = await trial(60);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/A trial follows an interview/);
    expect(
      (await call('GET', `/interviews/pairs/${family.jobId}/${nanny.nannyId}`, family.token)).body,
    ).toMatchObject({ mayProposeTrial: false });
    await pastIt(String(interview.body.id));
    expect(
      (await call('GET', `/interviews/pairs/${family.jobId}/${nanny.nannyId}`, family.token)).body,
    ).toMatchObject({ mayProposeTrial: true });
    // A home's address is taken only when the family chooses to give it.
    const unchosen = await trial(60, family.token, false);
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.fields.place).toMatch(/looks like a home address/);
    const low = await trial(20);
    expect(low.status).toBe(400);
    expect(low.body.fields.grossPay).toMatch(/National Minimum Wage/);
    expect((await trial(80, nanny.token)).status).toBe(403);
    const made = await trial(60);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ kind: 'trial', hours: 4, grossPay: 60, minutes: 240 });
    const confirmed = await call('POST', `/interviews/${made.body.id}/pick`, nanny.token, {
      time: londonTime(5, 9),
      version: 1,
    });
    expect(confirmed.body).toMatchObject({ status: 'confirmed', applicationStatus: 'trial' });
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('trial');
    const invite = inviteOf(
      await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('Confirmed: trial')),
    );
    expect(invite.event.uid).toMatch(/^trial-/);
    // The job's counts follow: one at trial, none at interview or new.
    const job = await j.item({ pk: `JOB#${family.jobId}`, sk: 'JOB' });
    expect(job).toMatchObject({ apps_trial: 1, apps_interview: 0 });
    // An offer can still be made from a trial.
    const view = await call('GET', `/offers/${family.jobId}/${nanny.nannyId}`, family.token);
    expect(view.body.canPropose).toBe(true);
  });
});

describe('reminders at moved clocks', () => {
  it('reminds both sides 24 hours and 1 hour before, each once', async () => {
    const { family, nanny } = await applied('remind');
    const made = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'phone',
      note: 'I will call you.',
      times: [londonTime(3)],
    });
    const id = String(made.body.id);
    const picked = await call('POST', `/interviews/${id}/pick`, nanny.token, {
      time: londonTime(3),
      version: 1,
    });
    const start = Date.parse(picked.body.startAt);
    const sweep = async (at: number) => {
      const res = await fetch(`${cloud.api}/_local/scheduled/interview-reminders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ time: new Date(at).toISOString(), ids: [id] }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { sent: number } }).result;
    };
    expect(await sweep(start - 25 * 3600 * 1000)).toMatchObject({ sent: 0 });
    expect(await sweep(start - 23 * 3600 * 1000)).toMatchObject({ sent: 1 });
    // Twice, or at once: nothing more.
    const [a, b] = await Promise.all([sweep(start - 23 * 3600 * 1000), sweep(start - 22 * 3600 * 1000)]);
    expect(a.sent + b.sent).toBe(0);
    for (const address of [family.email, nanny.email])
      await j.waitForEmail(
        address,
        (e) => e.subject.startsWith('Reminder: interview') && e.subject.includes('tomorrow'),
      );
    expect(await sweep(start - 30 * 60 * 1000)).toMatchObject({ sent: 1 });
    await j.waitForEmail(nanny.email, (e) => e.subject.includes('in an hour'));
    await j.settled();
    const reminders = (await j.mailbox(nanny.email)).filter((e) => e.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(2);
  });

  it('sends nothing for a rescheduled or cancelled interview’s old reminders', async () => {
    const { family, nanny } = await applied('remind-moved');
    const made = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'phone',
      times: [londonTime(3)],
    });
    const id = String(made.body.id);
    const picked = await call('POST', `/interviews/${id}/pick`, nanny.token, {
      time: londonTime(3),
      version: 1,
    });
    await call('POST', `/interviews/${id}/cancel`, nanny.token, { reason: 'I found a job.', version: 2 });
    const res = await fetch(`${cloud.api}/_local/scheduled/interview-reminders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        time: new Date(Date.parse(picked.body.startAt) - 1800_000).toISOString(),
        ids: [id],
      }),
    });
    expect(((await res.json()) as { result: { sent: number } }).result.sent).toBe(0);
    await j.settled();
    expect((await j.mailbox(family.email)).filter((e) => e.subject.startsWith('Reminder:'))).toHaveLength(0);
  });
});

describe('afterwards: happened and no-shows', () => {
  it('records a no-show once, tells the other side, and lets each side say it happened', async () => {
    const { family, nanny } = await applied('after');
    const make = async () => {
      const made = await call('POST', '/interviews', family.token, {
        jobId: family.jobId,
        nannyId: nanny.nannyId,
        kind: 'interview',
        mode: 'phone',
        times: [londonTime(2)],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      await call('POST', `/interviews/${made.body.id}/pick`, nanny.token, {
        time: londonTime(2),
        version: 1,
      });
      return String(made.body.id);
    };
    const first = await make();
    // Before its time: neither; and someone not in it, never. Nothing is recorded against anyone.
    expect((await call('POST', `/interviews/${first}/no-show`, family.token, {})).status).toBe(409);
    await pastIt(first);
    const stranger = await j.nanny('after-stranger');
    expect((await call('POST', `/interviews/${first}/no-show`, stranger.token, {})).status).toBe(404);
    expect(await j.item({ pk: `USER#${j.subOf(nanny.token)}`, sk: 'RESPONSES' })).toBeUndefined();
    const noShow = await call('POST', `/interviews/${first}/no-show`, family.token, {});
    expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
    expect(noShow.body).toMatchObject({ status: 'no-show', noShow: { by: 'poster' } });
    expect((await call('POST', `/interviews/${first}/no-show`, nanny.token, {})).status).toBe(409);
    // Marked once, counted once, though asked twice.
    const missed = await j.item({ pk: `USER#${j.subOf(nanny.token)}`, sk: 'RESPONSES' });
    expect(Object.entries(missed ?? {}).filter(([name]) => /^d\d{8}_n$/.test(name))).toEqual([
      [expect.any(String), 1],
    ]);
    const told = await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('A no-show was recorded'));
    expect(told.body.text).toContain('/interviews');
    expect((await call('GET', `/interviews/${first}`, nanny.token)).body.noShow).toMatchObject({
      by: 'poster',
    });

    expect(told.body.text).toContain('/account/moderation');

    const second = await make();
    await pastIt(second);
    const once = await call('POST', `/interviews/${second}/happened`, family.token, {});
    expect(once.body).toMatchObject({ status: 'confirmed', happenedBy: ['poster'] });
    expect((await call('POST', `/interviews/${second}/happened`, family.token, {})).status).toBe(409);
    const both = await call('POST', `/interviews/${second}/happened`, nanny.token, {});
    expect(both.body).toMatchObject({ status: 'happened' });

    // Her record: one meeting held and one no-show standing, so no "No missed interviews"; the family's:
    // one held, none missed, so it says so once the outbox has written it onto the job.
    const mine = await call('GET', '/me/record', nanny.token);
    expect(mine.body).toMatchObject({ meetingsHeld: 1, shown: null });
    expect(mine.body.noShows).toEqual([
      expect.objectContaining({ interviewId: first, overturned: false, decisionId: expect.any(String) }),
    ]);
    const theirs = await call('GET', '/me/record', family.token);
    expect(theirs.body).toMatchObject({ meetingsHeld: 1, noShows: [], shown: { noMissed: true } });
    for (let i = 0; i < 40; i++) {
      if ((await j.item({ pk: `JOB#${family.jobId}`, sk: 'JOB' }))?.responsiveness?.noMissed) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await j.item({ pk: `JOB#${family.jobId}`, sk: 'JOB' }))?.responsiveness).toMatchObject({
      noMissed: true,
    });
  });
});

describe('disputing a no-show, through the appeals', () => {
  const pastIt = (id: string) =>
    j.table().send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: { pk: `INTERVIEW#${id}`, sk: 'INTERVIEW' },
        UpdateExpression: 'SET startAt = :s, endAt = :e',
        ExpressionAttributeValues: {
          ':s': new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
          ':e': new Date(Date.now() - 3600 * 1000).toISOString(),
        },
      }),
    );
  const noShowOf = async (label: string) => {
    const { family, nanny } = await applied(label);
    const made = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'phone',
      times: [londonTime(2)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = String(made.body.id);
    await call('POST', `/interviews/${id}/pick`, nanny.token, { time: londonTime(2), version: 1 });
    await pastIt(id);
    const marked = await call('POST', `/interviews/${id}/no-show`, family.token, {});
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const mine = await call('GET', '/me/moderation', nanny.token);
    const decision = (mine.body.items as Array<Record<string, unknown>>).find(
      (d) => d.contentType === 'no_show',
    );
    expect(decision).toMatchObject({ canAppeal: true, stillHidden: true, reason: 'No-show' });
    return { family, nanny, id, decisionId: String(decision!.id) };
  };

  it('is disputed once by the marked side only, and an admin overturns it once: the mark is struck', async () => {
    const { family, nanny, id, decisionId } = await noShowOf('dispute');
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    // The side who marked has nothing to dispute: the decision is not theirs.
    const theirs = await call('GET', '/me/moderation', family.token);
    expect(
      (theirs.body.items as Array<{ contentType: string }>).some((d) => d.contentType === 'no_show'),
    ).toBe(false);
    const appealPath = `/me/moderation/${decisionId}/appeal`;
    expect(
      (await call('POST', appealPath, family.token, { text: 'I was there on time, honestly.' })).status,
    ).toBe(404);
    // Bad input: a clear 400, nothing stored.
    const short = await call('POST', appealPath, nanny.token, { text: 'no' });
    expect(short.status).toBe(400);
    expect((await j.item({ pk: `DECISION#${decisionId}`, sk: 'DECISION' }))?.appeal).toBeUndefined();

    const disputed = await call('POST', appealPath, nanny.token, {
      text: 'I was there, the door was locked.',
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(201);
    expect(disputed.body).toMatchObject({ canAppeal: false, appeal: { status: 'open' } });
    expect(
      (await call('POST', appealPath, nanny.token, { text: 'Once more, I was really there.' })).status,
    ).toBe(409);

    const queue = await call('GET', '/admin/appeals', admin);
    const listed = (queue.body.items as Array<Record<string, unknown>>).find(
      (a) => a.decisionId === decisionId,
    );
    expect(listed).toMatchObject({
      contentType: 'no_show',
      contentId: id,
      noShow: { interviewId: id, kind: 'interview', markedBy: 'poster' },
      appeal: { text: 'I was there, the door was locked.', status: 'open' },
    });
    expect(JSON.stringify(listed)).not.toContain(family.email);
    expect(JSON.stringify(listed)).not.toContain(nanny.email);

    const decide = `/admin/appeals/${decisionId}`;
    expect((await call('POST', decide, admin, { outcome: 'struck', notes: 'x' })).status).toBe(400);
    const [a, b] = await Promise.all([
      call('POST', decide, admin, { outcome: 'reversed', notes: 'The family confirmed the mix-up.' }),
      call('POST', decide, admin, { outcome: 'upheld', notes: 'It stands.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? 'reversed' : 'upheld';

    const meeting = await call('GET', `/interviews/${id}`, nanny.token);
    if (won === 'reversed') {
      expect(meeting.body).toMatchObject({ status: 'no-show', noShow: { by: 'poster' } });
      expect(meeting.body.noShow.overturnedAt).toEqual(expect.any(String));
      const outcome = await j.waitForEmail(nanny.email, (e) =>
        e.subject.includes('the no-show is overturned'),
      );
      expect(outcome.body.text).toContain('The family confirmed the mix-up.');
      await j.waitForEmail(family.email, (e) => e.subject.includes('was overturned'));
    } else {
      expect(meeting.body.noShow.overturnedAt).toBeNull();
      await j.waitForEmail(nanny.email, (e) => e.subject.includes('the no-show stands'));
    }
    const after = await call('GET', '/me/moderation', nanny.token);
    const mine = (after.body.items as Array<Record<string, unknown>>).find((d) => d.id === decisionId);
    expect(mine).toMatchObject({ canAppeal: false, appeal: { status: won } });
  });

  it('strikes the mark when overturned, and keeps it when upheld', async () => {
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    const struck = await noShowOf('struck');
    const kept = await noShowOf('kept');
    for (const { nanny, decisionId } of [struck, kept])
      expect(
        (
          await call('POST', `/me/moderation/${decisionId}/appeal`, nanny.token, {
            text: 'I was there, truly.',
          })
        ).status,
      ).toBe(201);
    expect(
      (
        await call('POST', `/admin/appeals/${struck.decisionId}`, admin, {
          outcome: 'reversed',
          notes: 'Struck.',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', `/admin/appeals/${kept.decisionId}`, admin, {
          outcome: 'upheld',
          notes: 'Stands.',
        })
      ).status,
    ).toBe(200);
    const struckItem = await j.item({ pk: `INTERVIEW#${struck.id}`, sk: 'INTERVIEW' });
    expect(struckItem?.noShow).toMatchObject({ by: 'poster', overturnedAt: expect.any(String) });
    const keptItem = await j.item({ pk: `INTERVIEW#${kept.id}`, sk: 'INTERVIEW' });
    expect(keptItem?.noShow).toMatchObject({ by: 'poster', overturnedAt: null });
    // On their records: the overturned one counts no more, the upheld one still does.
    const missedOf = async (token: string) =>
      Object.entries((await j.item({ pk: `USER#${j.subOf(token)}`, sk: 'RESPONSES' })) ?? {})
        .filter(([name]) => /^d\d{8}_n$/.test(name))
        .reduce((sum, [, n]) => sum + Number(n), 0);
    expect(await missedOf(struck.nanny.token)).toBe(0);
    expect(await missedOf(kept.nanny.token)).toBe(1);
    const record = await call('GET', '/me/record', struck.nanny.token);
    expect(record.body.noShows).toEqual([
      expect.objectContaining({ interviewId: struck.id, overturned: true, decisionId: null }),
    ]);
    const seen = await call('GET', '/interviews', struck.family.token);
    const past = seen.body.past as Array<{ id: string; noShow: { overturnedAt: string | null } }>;
    expect(past.find((i) => i.id === struck.id)?.noShow.overturnedAt).toEqual(expect.any(String));
    await j.waitForEmail(struck.family.email, (e) => e.subject.includes('was overturned'));
  });
});

describe('the private calendar feed', () => {
  it('serves the account’s confirmed interviews until a new address is made', async () => {
    const { family, nanny } = await applied('feed');
    const made = await call('POST', '/interviews', nanny.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'phone',
      times: [londonTime(4)],
    });
    await call('POST', `/interviews/${made.body.id}/pick`, family.token, { time: londonTime(4), version: 1 });
    const { feedUrl } = (await call('GET', '/interviews', nanny.token)).body as { feedUrl: string };
    expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]+\.[\w-]+\.ics$/);
    const feedAt = (url: string) => fetch(`${cloud.api}${new URL(url).pathname.replace(/^\/api/, '')}`);
    const res = await feedAt(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const feed = parse(await res.text());
    expect(feed.calendar.getFirstPropertyValue('method')).toBeNull();
    expect(feed.events.map((e) => e.uid)).toContainEqual(
      expect.stringMatching(new RegExp(`^interview-${made.body.id}@`)),
    );

    const revoked = await call('POST', '/interviews/feed', nanny.token, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.feedUrl).not.toBe(feedUrl);
    expect((await feedAt(feedUrl)).status).toBe(404);
    expect((await feedAt(revoked.body.feedUrl)).status).toBe(200);
    // A made-up address is the same 404.
    const forged = feedUrl.replace(/\.([\w-]+)\.ics$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    expect((await feedAt(forged)).status).toBe(404);
  });
});

describe('bad input: a clear 4xx, nothing stored, nothing sent', () => {
  it('refuses past times, four times, a stranger’s pair, a bad link and an overlapping second interview', async () => {
    const { family, nanny } = await applied('bad');
    const propose = (token: string, body: Record<string, unknown>) =>
      call('POST', '/interviews', token, {
        jobId: family.jobId,
        nannyId: nanny.nannyId,
        kind: 'interview',
        mode: 'phone',
        times: [londonTime(3)],
        ...body,
      });
    const past = await propose(family.token, { times: [londonTime(3), londonTime(-1)] });
    expect(past.status).toBe(400);
    // The time that is wrong, by its place; and every field that is wrong, in one answer.
    expect(past.body.fields).toEqual({ 'times.1': 'Each time must be in the future.' });
    const both = await propose(family.token, {
      mode: 'video',
      link: 'javascript:alert(1)',
      times: [londonTime(-1)],
    });
    expect(Object.keys(both.body.fields).sort()).toEqual(['link', 'times.0']);
    const four = await propose(family.token, {
      times: [londonTime(3), londonTime(4), londonTime(5), londonTime(6)],
    });
    expect(four.status).toBe(400);
    for (const link of ['javascript:alert(1)', 'ftp://meet.example.com/x', 'meet.example.com'])
      expect((await propose(family.token, { mode: 'video', link })).body.fields?.link).toMatch(/https:\/\//);
    expect((await propose(family.token, { mode: 'in-person' })).status).toBe(400);
    const stranger = await j.familyWithJob('bad-stranger');
    expect((await propose(stranger.token, {})).status).toBe(404);
    const otherNanny = await j.nanny('bad-other');
    expect((await propose(otherNanny.token, {})).status).toBe(404);
    expect(
      (await call('GET', `/interviews/pairs/${family.jobId}/${nanny.nannyId}`, stranger.token)).status,
    ).toBe(404);
    // Nothing stored for either side, nothing sent.
    expect(await j.partition(`INTERVIEWS#${family.jobId}#${nanny.nannyId}`)).toHaveLength(0);
    expect((await call('GET', '/interviews', nanny.token)).body.upcoming).toHaveLength(0);
    await j.settled();
    expect((await j.mailbox(nanny.email)).filter((e) => e.subject.includes('proposed'))).toHaveLength(0);

    // One interview not over yet per pair: a second is refused, whichever side proposes it.
    expect((await propose(family.token, {})).status).toBe(201);
    const second = await propose(nanny.token, { times: [londonTime(8)] });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/reschedule or cancel it instead/);
    expect((await call('GET', '/interviews', nanny.token)).body.upcoming).toHaveLength(1);
    // What the pair's page offers: her times (weekday daytimes when she has not said) and the open one.
    const pair = await call('GET', `/interviews/pairs/${family.jobId}/${nanny.nannyId}`, family.token);
    // No trial yet: they have had no interview.
    expect(pair.body).toMatchObject({ role: 'poster', mayProposeTrial: false });
    expect(pair.body.suggestions.length).toBeGreaterThan(0);
    expect(pair.body.openId).toEqual(expect.any(String));
  });
});

describe('in the conversation between the two', () => {
  it('shows the pair’s open interview to its two sides only', async () => {
    const { family, nanny } = await applied('thread');
    const started = await j.start(nanny.token, { jobId: family.jobId, text: 'When could we meet?' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const conversationId = String(started.body.conversationId);
    const pairPath = `/interviews/pairs/${family.jobId}/${nanny.nannyId}`;
    for (const token of [family.token, nanny.token]) {
      const thread = await j.thread(token, conversationId);
      expect(thread.body.interviewPair).toEqual({ jobId: family.jobId, nannyId: nanny.nannyId });
      expect((await call('GET', pairPath, token)).body.open).toEqual([]);
    }
    const made = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'phone',
      times: [londonTime(3), londonTime(4)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const hers = await call('GET', pairPath, nanny.token);
    expect(hers.body.open).toHaveLength(1);
    expect(hers.body.open[0]).toMatchObject({ id: made.body.id, role: 'nanny', status: 'proposed' });
    expect(hers.body.open[0].times).toHaveLength(2);
    expect(hers.body.open[0].can.pick).toBe(true);
    await call('POST', `/interviews/${made.body.id}/pick`, nanny.token, { time: londonTime(4), version: 1 });
    const theirs = await call('GET', pairPath, family.token);
    expect(theirs.body.open[0]).toMatchObject({ role: 'poster', status: 'confirmed', otherParty: 'Rosa' });
    // Anyone else: the same 404 as no pair, and none of it.
    const stranger = await j.nanny('thread-stranger');
    const other = await call('GET', pairPath, stranger.token);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(String(made.body.id));
  });
});

describe('an account deleted with an interview to come', () => {
  /** Deletes an account and waits for every step but the last check (an hour later). */
  async function deleteAccount(user: { token: string; email: string }) {
    const started = await call('POST', '/me/deletion', user.token, { confirmEmail: user.email });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let left = '';
    for (let i = 0; i < 120 && left !== 'check'; i++) {
      const deletion = await call('GET', '/me/deletion', user.token);
      left = ((deletion.body.steps ?? []) as Array<{ id: string; done: boolean }>)
        .filter((s) => !s.done)
        .map((s) => s.id)
        .join();
      if (left !== 'check') await new Promise((r) => setTimeout(r, 250));
    }
    expect(left).toBe('check');
  }

  async function confirmed(label: string) {
    const { family, nanny } = await applied(label);
    const made = await call('POST', '/interviews', family.token, {
      jobId: family.jobId,
      nannyId: nanny.nannyId,
      kind: 'interview',
      mode: 'in-person',
      place: 'Costa, Clapham High Street',
      note: 'We will be at the window table.',
      times: [londonTime(3)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const picked = await call('POST', `/interviews/${made.body.id}/pick`, nanny.token, {
      time: londonTime(3),
      version: 1,
    });
    expect(picked.body).toMatchObject({ status: 'confirmed', sequence: 0 });
    return { family, nanny, id: String(made.body.id) };
  }

  /** The other side's cancellation: the email (no reason of the deleted side) with a METHOD:CANCEL invite. */
  async function toldOfCancel(email: string, id: string) {
    const told = await j.waitForEmail(email, (e) => e.subject.startsWith('Cancelled: interview'));
    expect(told.body.text).toContain('account was closed');
    const invite = inviteOf(told);
    expect(invite.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(invite.event.uid).toMatch(new RegExp(`^interview-${id}@`));
    expect(invite.event.sequence).toBe(1);
  }

  it('cancels a nanny’s confirmed interview, tells the family, and keeps it for them without her', async () => {
    const { family, nanny, id } = await confirmed('gone-nanny');
    const herId = j.subOf(nanny.token);
    await deleteAccount(nanny);
    await toldOfCancel(family.email, id);
    const theirs = await call('GET', `/interviews/${id}`, family.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      otherParty: 'Deleted user',
    });
    expect(JSON.stringify(theirs.body)).not.toContain('Rosa');
    const stored = await j.item({ pk: `INTERVIEW#${id}`, sk: 'INTERVIEW' });
    expect(stored).toMatchObject({ nannyUserId: '', status: 'cancelled' });
    expect(JSON.stringify(stored)).not.toContain(herId);
    expect(await j.item({ pk: `USER#${herId}`, sk: `INTERVIEW#${id}` })).toBeUndefined();
    expect(
      (await call('GET', '/interviews', family.token)).body.past.map((i: { id: string }) => i.id),
    ).toContain(id);
    // The reminders are gone: nothing is sent to anyone at its time.
    expect(
      (await j.partition(`INTERVIEW#${id}`)).filter((i) => String(i.sk).startsWith('REMINDER#')),
    ).toEqual([]);
  });

  it('cancels a family’s confirmed interview, tells the nanny, and keeps it for her without them', async () => {
    const { family, nanny, id } = await confirmed('gone-family');
    const theirId = j.subOf(family.token);
    await deleteAccount(family);
    await toldOfCancel(nanny.email, id);
    const hers = await call('GET', `/interviews/${id}`, nanny.token);
    expect(hers.status).toBe(200);
    expect(hers.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      otherParty: 'Deleted user',
      note: null,
    });
    const stored = await j.item({ pk: `INTERVIEW#${id}`, sk: 'INTERVIEW' });
    expect(stored).toMatchObject({ posterId: '', status: 'cancelled' });
    expect(JSON.stringify(stored)).not.toContain(theirId);
    expect(await j.item({ pk: `USER#${theirId}`, sk: `INTERVIEW#${id}` })).toBeUndefined();
  });
});
