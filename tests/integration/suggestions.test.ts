import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Matches and invitations through the local cloud: the candidates list's filters (place, nearby,
 * skills, languages, level, the work she wants, when she is free), a family's suggested nannies for its
 * job (its postcode area only, best fit first, each reason in words), and inviting one to apply, once.
 */
let cloud: LocalCloud;
const OFFSET = 7200;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

async function nanny(label: string, over: Record<string, unknown>) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call('PUT', '/nanny-profile', user.token, {
    ...nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
    fullName: `${label} Tester`,
    ...over,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, nannyId: String(saved.body.id) };
}

const ids = async (query: string) => {
  const res = await call('GET', `/candidates?limit=50&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Array<{ id: string }>).map((c) => c.id);
};

let sen: Awaited<ReturnType<typeof nanny>>;
let sw9: Awaited<ReturnType<typeof nanny>>;
let m1: Awaited<ReturnType<typeof nanny>>;

describe('matches and invitations', () => {
  beforeAll(async () => {
    sen = await nanny('Senna', {
      postcode: 'SW4 7AA',
      skills: ['SEN', 'First Aid'],
      languages: ['English', 'Japanese'],
      lookingFor: ['rota'],
      availableFrom: today,
      yearsExperience: 10,
      drivingLicense: false,
    });
    sw9 = await nanny('Stockwell', {
      postcode: 'SW9',
      skills: ['Newborns'],
      languages: ['English', 'Spanish'],
      lookingFor: ['live-in'],
      availableFrom: '2099-01-01',
      drivingLicense: true,
    });
    m1 = await nanny('Manchester', {
      postcode: 'M1 1AA',
      skills: ['SEN'],
      languages: ['English'],
      lookingFor: ['rota'],
      availableFrom: today,
      drivingLicense: true,
    });
    // A moderator's identity check: her level is Basic from today.
    const { lambdaEnvironment } = await import('../../local/config.ts');
    Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
    const { trustWrite } = await import('../../lambdas/data/verifications.ts');
    const { EMPTY_TRUST, withCheck } = await import('../../lambdas/domain/verification.ts');
    const { transact } = await import('../../lambdas/data/table/transact.ts');
    const checked = withCheck(EMPTY_TRUST, {
      kind: 'identity',
      documentType: 'passport',
      nameMatches: true,
      checkedOn: today,
    });
    expect((await transact({ trust: trustWrite(sw9.nannyId, checked, 0) })).done).toBe(true);
  }, 120_000);

  it('filters the candidates by place, nearby, skills, languages, level, work and start', async () => {
    const sw4 = await ids('place=SW4');
    expect(sw4).toContain(sen.nannyId);
    expect(sw4).not.toContain(sw9.nannyId);
    expect(await ids('place=SW4%207AA')).toContain(sen.nannyId);
    const nearby = await ids('place=SW4&nearby=1');
    expect(nearby).toEqual(expect.arrayContaining([sen.nannyId, sw9.nannyId]));
    expect(nearby).not.toContain(m1.nannyId);
    expect(await ids('place=SW')).toEqual(expect.arrayContaining([sen.nannyId, sw9.nannyId]));
    const senSkill = await ids('skills=SEN,First%20Aid');
    expect(senSkill).toContain(sen.nannyId);
    expect(senSkill).not.toContain(m1.nannyId);
    const japanese = await ids('languages=Japanese');
    expect(japanese).toEqual([sen.nannyId]);
    const basic = await ids('place=SW&level=basic');
    expect(basic).toContain(sw9.nannyId);
    expect(basic).not.toContain(sen.nannyId);
    const rota = await ids('place=M&lookingFor=rota&driving=1');
    expect(rota).toContain(m1.nannyId);
    const free = await ids(`place=SW&availableBy=${today}`);
    expect(free).toContain(sen.nannyId);
    expect(free).not.toContain(sw9.nannyId);
    const bad = await call('GET', '/candidates?place=ZZ99');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("We don't know ‘ZZ99’. Try a town, or a postcode like M20.");
  });

  it('suggests the nannies of the job’s area, best fit first, and invites one once', async () => {
    const family = await cloud.newUser('family', 'suggest');
    const created = await call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      jobTitle: 'Rota nanny in Clapham',
      postcode: 'SW4 0AA',
      jobType: 'rota',
      selectedLanguages: ['Japanese'],
      selectedRequirements: ['SEN experience'],
      contactEmail: family.email,
      discountCode: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const jobId = String(created.body.jobId);

    const res = await call('GET', `/my-jobs/${jobId}/suggestions`, family.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ basis: 'area', area: 'SW', canInvite: true });
    const items = res.body.items as Array<{
      card: { id: string };
      match: { reasons: string[] };
      invitation: unknown;
    }>;
    expect(items[0]!.card.id).toBe(sen.nannyId);
    expect(items[0]!.match.reasons).toEqual(
      expect.arrayContaining(['Same area: SW4', 'SEN experience, which you asked for']),
    );
    expect(items.map((i) => i.card.id)).toContain(sw9.nannyId);
    expect(items.map((i) => i.card.id)).not.toContain(m1.nannyId);

    // Only the poster sees them.
    const other = await cloud.newUser('family', 'other');
    expect((await call('GET', `/my-jobs/${jobId}/suggestions`, other.token)).status).toBe(404);

    const invited = await call('POST', `/my-jobs/${jobId}/invitations`, family.token, {
      nannyId: sen.nannyId,
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const again = await call('POST', `/my-jobs/${jobId}/invitations`, family.token, { nannyId: sen.nannyId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already invited Senna to apply.');
    const after = await call('GET', `/my-jobs/${jobId}/suggestions`, family.token);
    expect(after.body.items[0].invitation).toEqual({ conversationId: invited.body.conversationId });

    // She sees the conversation, about the job, with the link to it.
    const inbox = await call('GET', '/messages', sen.token);
    const conversation = (inbox.body.items as Array<{ id: string; job: { id: string } | null }>).find(
      (c) => c.id === invited.body.conversationId,
    );
    expect(conversation?.job?.id).toBe(jobId);
    const thread = await call('GET', `/messages/${invited.body.conversationId}`, sen.token);
    expect(thread.body.messages[0].text).toContain(
      `Hello Senna, we'd like to invite you to apply for our job “Rota nanny in Clapham”:`,
    );
    expect(thread.body.messages[0].text).toContain(`/jobs/${jobId}`);
  });
});
