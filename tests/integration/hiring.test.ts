import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_KEYS } from '../../local/config.ts';
import { jobDetails, nannyProfile, offerTerms } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The hiring loop through the local cloud: every application status change a poster, a nanny or the
 * product makes, what each side then sees and is emailed, and a job's life on the board driven by the
 * job clock with a clock of the test's own.
 */
let cloud: LocalCloud;
const OFFSET = 3500;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const DAY = 24 * 3600 * 1000;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Email {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
async function inbox(address: string): Promise<Email[]> {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Email[] };
  return emails.filter((e) => e.destination.to.includes(address));
}
/** Emails arrive through the outbox: a work message's emails (a closing job's) a moment after the answer. */
async function waitForEmail(address: string, match: (e: Email) => boolean): Promise<Email> {
  for (let i = 0; i < 80; i++) {
    const found = (await inbox(address)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no email to ${address} matched; got: ${(await inbox(address)).map((e) => e.subject).join(' | ')}`,
  );
}

/** A new family with a paid, published job; returns its token, email and the job's id. */
async function familyWithJob(label: string, over: Record<string, unknown> = {}) {
  const family = await cloud.newUser('family', label);
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: `Nanny wanted (${label})`,
    contactEmail: family.email,
    discountCode: '',
    ...over,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  const jobId = String(created.body.jobId);
  expect((await call('GET', `/my-jobs/${jobId}`, family.token)).body.state).toBe('live');
  return { ...family, jobId };
}

/** A new nanny with a profile (so she may apply); returns her token, email and nanny id. */
async function nanny(label: string) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call(
    'PUT',
    '/nanny-profile',
    user.token,
    nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, nannyId: String(saved.body.id) };
}

async function apply(token: string, jobId: string, cvToken?: boolean) {
  const cv = cvToken
    ? await cloud.upload(token, 'application-cv', 'my cv.pdf', 'application/pdf', PDF)
    : null;
  return call('POST', `/jobs/${jobId}/applications`, token, {
    coverLetter: 'I would love to look after your children.',
    phone: '07700 900123',
    cv: cv ? { key: cv.key, name: 'my cv.pdf' } : null,
  });
}

const statusOf = async (token: string, jobId: string) =>
  (
    (await call('GET', '/my-applications', token)).body.items as Array<{ jobId: string; status: string }>
  ).find((a) => a.jobId === jobId)?.status;

const onBoard = async (jobId: string) =>
  ((await call('GET', '/jobs?limit=50')).body.items as Array<{ id: string }>).some((j) => j.id === jobId);

const tick = async (at: Date) => {
  const res = await fetch(`${cloud.api}/_local/scheduled/job-clock`, {
    method: 'POST',
    body: JSON.stringify({ time: at.toISOString() }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: Record<string, number> }).result;
};

describe('an application, from new to hired', () => {
  it('moves by the rules, each side seeing and being told what happened, counts exact', async () => {
    const family = await familyWithJob('loop');
    const rosa = await nanny('rosa');
    const amir = await nanny('amir');
    expect((await apply(rosa.token, family.jobId, true)).body).toMatchObject({ status: 'new' });
    expect((await apply(amir.token, family.jobId)).status).toBe(201);

    // The poster is emailed a link to her, with no CV attached; she gets a copy of what she sent. The
    // email names her by her first name only, as Create Profile promises ('Rosa Martínez Lopez').
    const note = await waitForEmail(
      family.email,
      (e) => e.subject.startsWith('New application') && e.body.text.includes(rosa.nannyId),
    );
    expect(note.body.text).toContain(`/my-jobs/${family.jobId}?applicant=${rosa.nannyId}`);
    expect(note.body.text).toContain('They sent a CV (cv.pdf)');
    expect(note.subject).toBe(`New application for "Nanny wanted (loop)" from Rosa`);
    expect(note.body.text).toContain('Rosa applied for your job');
    expect(note.body.text).toContain('Their cover letter:');
    for (const surname of ['Lopez', 'Martínez']) {
      expect(note.subject).not.toContain(surname);
      expect(note.body.text).not.toContain(surname);
    }
    await waitForEmail(rosa.email, (e) => e.subject.startsWith('Your application for'));

    const mine = await call('GET', '/my-jobs', family.token);
    expect(mine.body.items[0]).toMatchObject({
      id: family.jobId,
      state: 'live',
      applicants: { new: 2, total: 2 },
    });
    expect((await call('GET', '/me/activity', family.token)).body).toEqual({
      newApplicants: 2,
      applicationUpdates: 0,
      unreadMessages: 0,
    });
    expect(await statusOf(rosa.token, family.jobId)).toBe('new');

    // Newest first; filtered by status.
    const all = await call('GET', `/my-jobs/${family.jobId}/applicants`, family.token);
    expect(all.body.items.map((a: { nannyId: string }) => a.nannyId)).toEqual([amir.nannyId, rosa.nannyId]);
    // Her first name only, in the list and on her card: no surname leaves the server.
    expect(all.body.items[1]).toMatchObject({
      name: 'Rosa',
      phone: '07700 900123',
      cvFileName: 'cv.pdf',
    });
    expect(all.body.items[1].profile).toMatchObject({ id: rosa.nannyId, firstName: 'Rosa' });
    expect(JSON.stringify(all.body)).not.toMatch(/Lopez|Martínez/);

    // Opening her marks her viewed, once; the badge goes down.
    const opened = await call('GET', `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}`, family.token);
    expect(opened.body.status).toBe('viewed');
    expect(opened.body.name).toBe('Rosa');
    expect(JSON.stringify(opened.body)).not.toMatch(/Lopez|Martínez/);
    expect(
      (await call('GET', `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}`, family.token)).body.status,
    ).toBe('viewed');
    expect(await statusOf(rosa.token, family.jobId)).toBe('viewed');
    expect((await call('GET', '/me/activity', family.token)).body.newApplicants).toBe(1);

    // Her CV, through a short-lived link, the opening recorded.
    const cv = await call(
      'POST',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/cv-link`,
      family.token,
    );
    expect(cv.status).toBe(200);
    expect((await fetch(cv.body.url)).status).toBe(200);

    // Shortlisted: she is told and her badge counts it.
    const shortlisted = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/status`,
      family.token,
      {
        status: 'shortlisted',
      },
    );
    expect(shortlisted.body.status).toBe('shortlisted');
    await waitForEmail(rosa.email, (e) => e.subject.startsWith('You are shortlisted'));
    expect((await call('GET', '/me/activity', rosa.token)).body.applicationUpdates).toBe(1);
    expect(
      (await call('POST', '/me/activity/seen', rosa.token, { what: 'applicationUpdates' })).body
        .applicationUpdates,
    ).toBe(0);
    const shortlist = await call(
      'GET',
      `/my-jobs/${family.jobId}/applicants?status=shortlisted`,
      family.token,
    );
    expect(shortlist.body.items.map((a: { nannyId: string }) => a.nannyId)).toEqual([rosa.nannyId]);

    // Taken off the shortlist, and put back.
    const unlisted = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/status`,
      family.token,
      {
        status: 'viewed',
      },
    );
    expect(unlisted.body.status).toBe('viewed');
    expect(
      (
        await call('PUT', `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/status`, family.token, {
          status: 'shortlisted',
        })
      ).status,
    ).toBe(200);

    // The poster cannot hire her by a status alone: she is hired when she accepts an offer. Then the job
    // is marked filled naming her: it leaves the board, Amir's application closes.
    const direct = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/status`,
      family.token,
      {
        status: 'hired',
      },
    );
    expect(direct.status).toBe(409);
    // Naming someone who has not accepted an offer is refused.
    const early = await call('POST', `/my-jobs/${family.jobId}/close`, family.token, {
      outcome: 'filled',
      hiredNannyId: rosa.nannyId,
    });
    expect(early.status).toBe(400);
    const offered = await call('PUT', `/offers/${family.jobId}/${rosa.nannyId}`, family.token, offerTerms());
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const accepted = await call('POST', `/offers/${family.jobId}/${rosa.nannyId}/accept`, rosa.token, {
      version: 1,
      employeeName: 'Rosa Martínez Lopez',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await waitForEmail(family.email, (e) => e.subject.startsWith('Rosa accepted your offer'));
    const again = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${rosa.nannyId}/status`,
      family.token,
      {
        status: 'declined',
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application is hired, so it cannot be marked declined.');

    const filled = await call('POST', `/my-jobs/${family.jobId}/close`, family.token, {
      outcome: 'filled',
      hiredNannyId: rosa.nannyId,
    });
    expect(filled.body).toMatchObject({
      state: 'filled',
      hired: { nannyId: rosa.nannyId, name: 'Rosa' },
    });
    expect(JSON.stringify(filled.body)).not.toMatch(/Lopez|Martínez/);
    const page = await call('GET', `/my-jobs/${family.jobId}`, family.token);
    expect(page.body.hired).toEqual({ nannyId: rosa.nannyId, name: 'Rosa' });
    expect(await onBoard(family.jobId)).toBe(false);
    await waitForEmail(
      amir.email,
      (e) => e.subject.includes('is no longer open') && e.body.text.includes('has been filled'),
    );
    expect(await statusOf(amir.token, family.jobId)).toBe('closed');
    expect(await statusOf(rosa.token, family.jobId)).toBe('hired');
    const counts = (await call('GET', `/my-jobs/${family.jobId}`, family.token)).body.applicants;
    expect(counts).toMatchObject({ new: 0, total: 2, byStatus: { hired: 1, closed: 1, new: 0, viewed: 0 } });
    expect((await call('GET', '/me/activity', family.token)).body.newApplicants).toBe(0);

    // Its page stays, saying it is no longer open; it cannot be closed twice.
    expect((await call('GET', `/jobs/${family.jobId}`)).body.status).toBe('closed');
    expect(
      (await call('POST', `/my-jobs/${family.jobId}/close`, family.token, { outcome: 'closed' })).status,
    ).toBe(409);
  });

  it('lets the nanny withdraw while open; a decline carries the kind default message', async () => {
    const family = await familyWithJob('decline');
    const ana = await nanny('ana');
    const ben = await nanny('ben');
    await apply(ana.token, family.jobId);
    await apply(ben.token, family.jobId);
    const withdrawn = await call('POST', `/my-applications/${family.jobId}/withdraw`, ana.token, {});
    expect(withdrawn.body).toMatchObject({ jobId: family.jobId, status: 'withdrawn' });
    expect((await call('POST', `/my-applications/${family.jobId}/withdraw`, ana.token, {})).status).toBe(409);
    const shortlistWithdrawn = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${ana.nannyId}/status`,
      family.token,
      {
        status: 'shortlisted',
      },
    );
    expect(shortlistWithdrawn.status).toBe(409);
    expect((await call('GET', '/me/activity', family.token)).body.newApplicants).toBe(1);

    const declined = await call(
      'PUT',
      `/my-jobs/${family.jobId}/applicants/${ben.nannyId}/status`,
      family.token,
      {
        status: 'declined',
      },
    );
    expect(declined.body.message).toContain('We wish you the very best');
    const email = await waitForEmail(
      ben.email,
      (e) => e.subject.startsWith('Your application for') && e.body.text.includes('not to take'),
    );
    expect(email.body.text).toContain('We wish you the very best');
    const mine = (await call('GET', '/my-applications', ben.token)).body.items[0];
    expect(mine).toMatchObject({ status: 'declined', message: declined.body.message });
  });

  it('answers 404 for other people’s jobs and applications, and 403 to the wrong account type', async () => {
    const family = await familyWithJob('private');
    const other = await cloud.newUser('family', 'other');
    const cleo = await nanny('cleo');
    await apply(cleo.token, family.jobId);
    for (const [method, path, body] of [
      ['GET', `/my-jobs/${family.jobId}`, undefined],
      ['GET', `/my-jobs/${family.jobId}/applicants`, undefined],
      ['GET', `/my-jobs/${family.jobId}/applicants/${cleo.nannyId}`, undefined],
      ['PUT', `/my-jobs/${family.jobId}/applicants/${cleo.nannyId}/status`, { status: 'shortlisted' }],
      ['POST', `/my-jobs/${family.jobId}/applicants/${cleo.nannyId}/cv-link`, undefined],
      ['POST', `/my-jobs/${family.jobId}/close`, { outcome: 'closed' }],
      ['POST', `/my-jobs/${family.jobId}/extend`, {}],
      ['PUT', `/my-jobs/${family.jobId}`, jobDetails()],
    ] as const)
      expect((await call(method, path, other.token, body)).status, `${method} ${path}`).toBe(404);
    expect((await call('GET', `/my-jobs/${family.jobId}`, cleo.token)).status).toBe(403);
    expect((await call('GET', '/my-applications', family.token)).status).toBe(403);
    // Another nanny cannot withdraw Cleo's application.
    const dan = await nanny('dan');
    expect((await call('POST', `/my-applications/${family.jobId}/withdraw`, dan.token, {})).status).toBe(404);
    // Nothing changed.
    expect(await statusOf(cleo.token, family.jobId)).toBe('new');
  });

  it('keeps counts exact when many apply at once, and lets one of two racing decisions through', async () => {
    const family = await familyWithJob('race');
    const nannies = await Promise.all(Array.from({ length: 6 }, (_, i) => nanny(`race-${i}`)));
    const answers = await Promise.all(nannies.map((n) => apply(n.token, family.jobId)));
    expect(answers.map((a) => a.status)).toEqual(nannies.map(() => 201));
    const job = (await call('GET', `/my-jobs/${family.jobId}`, family.token)).body;
    expect(job.applicants).toMatchObject({ new: 6, total: 6 });

    // Three final moves of one application at once (declined twice, withdrawn): whatever order they
    // land in, one goes through. (A shortlist among them could rightly be followed by a decline.)
    const target = nannies[0]!;
    const decisions = await Promise.all([
      call('PUT', `/my-jobs/${family.jobId}/applicants/${target.nannyId}/status`, family.token, {
        status: 'declined',
      }),
      call('PUT', `/my-jobs/${family.jobId}/applicants/${target.nannyId}/status`, family.token, {
        status: 'declined',
      }),
      call('POST', `/my-applications/${family.jobId}/withdraw`, target.token, {}),
    ]);
    expect(decisions.filter((d) => d.status === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409)).toHaveLength(2);
    const after = (await call('GET', `/my-jobs/${family.jobId}`, family.token)).body.applicants;
    expect(after.total).toBe(6);
    expect(after.new).toBe(5);
    expect((await call('GET', '/me/activity', family.token)).body.newApplicants).toBe(5);
  });
});

describe('a job’s life on the board', () => {
  it('reminds its poster a week before the end, extends once by the signed link, then expires', async () => {
    const family = await familyWithJob('clock');
    const eve = await nanny('eve');
    await apply(eve.token, family.jobId);
    const job = (await call('GET', `/my-jobs/${family.jobId}`, family.token)).body;
    const end = Date.parse(job.liveUntil);
    expect(end - Date.parse(job.publishedAt)).toBe(60 * DAY);

    // Its reminder is not due 8 days before the end (other jobs' may be), and is 6 days before.
    await tick(new Date(end - 8 * DAY));
    expect((await inbox(family.email)).some((e) => e.subject.startsWith('Are you still hiring'))).toBe(false);
    await tick(new Date(end - 6 * DAY));
    const reminder = await waitForEmail(family.email, (e) => e.subject.startsWith('Are you still hiring'));
    const link = new URL(/https?:\/\/\S+\/still-hiring\?\S+/.exec(reminder.body.text)![0]);
    expect(link.searchParams.get('job')).toBe(family.jobId);
    // A second sweep at the same time sends nothing more.
    await tick(new Date(end - 6 * DAY));
    expect(
      (await inbox(family.email)).filter((e) => e.subject.startsWith('Are you still hiring')),
    ).toHaveLength(1);

    // A tampered link is refused; the real one extends by 30 days, once.
    const body = { until: link.searchParams.get('until'), signature: link.searchParams.get('sig') };
    expect(
      (
        await call('POST', `/jobs/${family.jobId}/still-hiring`, undefined, {
          ...body,
          until: new Date(end + DAY).toISOString(),
        })
      ).status,
    ).toBe(400);
    const extended = await call('POST', `/jobs/${family.jobId}/still-hiring`, undefined, body);
    expect(extended.body).toMatchObject({
      extended: true,
      liveUntil: new Date(end + 30 * DAY).toISOString(),
    });
    const twice = await call('POST', `/jobs/${family.jobId}/still-hiring`, undefined, body);
    expect(twice.body).toMatchObject({ extended: false, liveUntil: new Date(end + 30 * DAY).toISOString() });

    // The old end passes: nothing happens. The new one passes: expired, off the board, applicants told.
    await tick(new Date(end + DAY));
    expect(await onBoard(family.jobId)).toBe(true);
    await tick(new Date(end + 31 * DAY));
    expect((await call('GET', `/my-jobs/${family.jobId}`, family.token)).body.state).toBe('expired');
    expect(await onBoard(family.jobId)).toBe(false);
    await waitForEmail(
      eve.email,
      (e) => e.subject.includes('is no longer open') && e.body.text.includes('has ended'),
    );
    expect(await statusOf(eve.token, family.jobId)).toBe('closed');
  });

  it('edits a live job (sanitised, refused fields change nothing) and extends it by 30 days at most 60 ahead', async () => {
    const family = await familyWithJob('edit');
    const bad = await call('PUT', `/my-jobs/${family.jobId}`, family.token, {
      ...jobDetails(),
      jobTitle: '   ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.jobTitle).toBe('Job title is required');
    const edited = await call('PUT', `/my-jobs/${family.jobId}`, family.token, {
      ...jobDetails(),
      jobTitle: 'Updated <b>title</b>',
      location: 'Leeds',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.fields).toMatchObject({ jobTitle: 'Updated title', location: 'Leeds' });
    const card = (await call('GET', `/jobs/${family.jobId}`)).body;
    expect(card).toMatchObject({ title: 'Updated title', location: 'Leeds' });

    // Live for 60 days from now already: Extend adds nothing.
    const extend = await call('POST', `/my-jobs/${family.jobId}/extend`, family.token, {});
    expect(extend.status).toBe(409);
    expect((await call('GET', `/my-jobs/${family.jobId}`, family.token)).body.canExtend).toBe(false);

    const closed = await call('POST', `/my-jobs/${family.jobId}/close`, family.token, { outcome: 'closed' });
    expect(closed.body.state).toBe('closed');
    expect((await call('PUT', `/my-jobs/${family.jobId}`, family.token, jobDetails())).status).toBe(409);
  });

  it('resumes an unpaid draft’s payment: its open checkout, or a new one once that expired', async () => {
    const family = await cloud.newUser('family', 'resume');
    const created = await call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      contactEmail: family.email,
      discountCode: '',
    });
    const jobId = String(created.body.jobId);
    const listed = (await call('GET', '/my-jobs', family.token)).body.items[0];
    expect(listed).toMatchObject({ id: jobId, state: 'unpaid', liveUntil: null });
    const open = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {});
    expect(open.body.checkoutUrl).toBe(created.body.checkoutUrl);

    // The checkout ends unpaid; a new one opens, at the draft's price, and paying it publishes the job.
    const first = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    const expired = await fetch(`${cloud.stripe}/v1/checkout/sessions/${first}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
    });
    expect(expired.status).toBe(200);
    const resumed = await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {});
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.checkoutUrl).not.toBe(created.body.checkoutUrl);
    expect(await (await fetch(resumed.body.checkoutUrl)).text()).toContain('£50.00');
    await fetch(
      `${cloud.stripe}/checkout/${new URL(resumed.body.checkoutUrl).pathname.split('/').pop()}/pay`,
      {
        method: 'POST',
        redirect: 'manual',
      },
    );
    expect((await call('GET', `/my-jobs/${jobId}`, family.token)).body.state).toBe('live');
    expect((await call('POST', `/my-jobs/${jobId}/checkout`, family.token, {})).status).toBe(409);
  });

  it('lists saved jobs newest first, with those no longer open marked', async () => {
    const first = await familyWithJob('saved-1');
    const second = await familyWithJob('saved-2');
    const fay = await nanny('fay');
    expect((await call('PUT', `/jobs/${first.jobId}/save`, fay.token)).status).toBe(204);
    expect((await call('PUT', `/jobs/${second.jobId}/save`, fay.token)).status).toBe(204);
    await call('POST', `/my-jobs/${first.jobId}/close`, first.token, { outcome: 'closed' });
    const saved = await call('GET', '/saved-jobs/details', fay.token);
    expect(saved.body.items.map((s: { jobId: string; open: boolean }) => [s.jobId, s.open])).toEqual([
      [second.jobId, true],
      [first.jobId, false],
    ]);
  });
});
