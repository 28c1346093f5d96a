import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES as M } from '../../lambdas/contract/verification-constants.ts';
import { nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A nanny's verification through the local cloud: she asks for checks and names referees, each referee
 * answers once through the emailed link, a moderator records what was seen, and her card's level and
 * "What we checked" follow the records still current, with lapses decided by the clock.
 */
let cloud: LocalCloud;
let admin: string;
let nanny: { token: string; email: string; nannyId: string };
let family: { token: string; email: string };

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  const [n, f] = await Promise.all([cloud.newUser('nanny', 'verify'), cloud.newUser('family', 'verify')]);
  family = f;
  const cv = await cloud.upload(n.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await cloud.call(
    'PUT',
    '/nanny-profile',
    n.token,
    nannyProfile(n.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  nanny = { ...n, nannyId: String(saved.body.id) };
}, 120_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
async function emailTo(address: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails;
    const found = mails.find((m) => m.destination.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${address} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const tokenIn = (mail: Mail) => /\/reference#(\S+)/.exec(mail.body.text)![1]!;
const today = () => new Date().toISOString().slice(0, 10);
const card = async () =>
  (await call('GET', '/candidates?limit=50')).body.items.find((c: { id: string }) => c.id === nanny.nannyId);

async function ask(body: Record<string, unknown>) {
  return call('POST', '/me/verification/requests', nanny.token, { evidence: null, note: '', ...body });
}
async function record(requestId: string, details: Record<string, unknown>) {
  return call('PUT', `/admin/verifications/${nanny.nannyId}/requests/${requestId}`, admin, {
    outcome: 'record',
    details,
  });
}

describe('verification', () => {
  it('refuses what a check cannot be asked with, and stores nothing', async () => {
    expect((await ask({ kind: 'identity' })).body.fields).toEqual({ evidence: M.evidenceNeeded });
    expect((await ask({ kind: 'dbs_certificate' })).body.fields).toEqual({ evidence: M.dbsEvidenceNeeded });
    const noConsent = await ask({ kind: 'dbs_update_service', certificateNumber: '000000004321' });
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.message).toBe(M.consentNeeded);
    expect(
      (
        await call('POST', '/me/verification/requests', family.token, {
          kind: 'ofsted',
          evidence: null,
          note: '',
          registrationNumber: 'EY123456',
        })
      ).status,
    ).toBe(403);
    const mine = await call('GET', '/me/verification', nanny.token);
    expect(mine.body).toMatchObject({ level: 'none', checks: [], requests: [], referees: [] });
  });

  it('takes two referees’ answers once each, then a moderator confirms them', async () => {
    for (const [name, email] of [
      ['Ruth Employer', `ruth.${nanny.nannyId}@example.com`],
      ['Sam Manager', `sam.${nanny.nannyId}@example.com`],
    ]) {
      const named = await call('POST', '/me/verification/referees', nanny.token, {
        name,
        email,
        relationship: 'Employed her as a nanny',
      });
      expect(named.status, JSON.stringify(named.body)).toBe(201);
      // Named twice at once or again while the link works: one referee, one email.
      expect(
        (await call('POST', '/me/verification/referees', nanny.token, { name, email, relationship: 'Again' }))
          .status,
      ).toBe(409);
    }
    expect(
      (
        await call('POST', '/me/verification/referees', nanny.token, {
          name: 'Me',
          email: nanny.email,
          relationship: 'Myself',
        })
      ).body.fields,
    ).toEqual({ email: M.refereeOwnEmail });

    for (const who of ['ruth', 'sam']) {
      const mail = await emailTo(`${who}.${nanny.nannyId}@example.com`, /asked you for a reference/);
      const token = tokenIn(mail);
      const form = await call('POST', '/references/view', undefined, { token });
      expect(form.status, JSON.stringify(form.body)).toBe(200);
      expect(form.body.nannyFirstName).toBe('Rosa');
      const answer = {
        token,
        howKnown: 'She looked after our children for two years.',
        knownFor: '1_to_2_years',
        wouldEmployAgain: 'yes',
        comments: '',
      };
      const [first, second] = await Promise.all([
        call('POST', '/references/answer', undefined, answer),
        call('POST', '/references/answer', undefined, answer),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const again = await call('POST', '/references/view', undefined, { token });
      expect([again.status, again.body.message]).toEqual([409, M.alreadyAnswered]);
    }
    // A forged or altered token opens nothing.
    const forged = await call('POST', '/references/view', undefined, {
      token: `${nanny.nannyId}.abc123def456.1.AAAA`,
    });
    expect(forged.status).toBe(404);

    const file = await call('GET', `/admin/verifications/${nanny.nannyId}`, admin);
    expect(file.body.referees.map((r: { status: string }) => r.status)).toEqual(['answered', 'answered']);
    const queue = await call('GET', '/admin/verifications?limit=50', admin);
    const waiting = queue.body.items.filter((i: { nannyId: string }) => i.nannyId === nanny.nannyId);
    expect(waiting.map((i: { kind: string }) => i.kind)).toEqual(['reference', 'reference']);
    for (const referee of file.body.referees) {
      const confirmed = await call(
        'PUT',
        `/admin/verifications/${nanny.nannyId}/referees/${referee.id}`,
        admin,
        { outcome: 'confirm', answeredAt: referee.answeredAt },
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    }
    await emailTo(nanny.email, /We recorded the reference from/);
    // References alone are not a level: identity comes first.
    expect((await card()).verification.level).toBe('none');
  });

  it('records identity and a DBS certificate: the card shows Verified, with dates', async () => {
    const evidence = await cloud.upload(nanny.token, 'nanny-evidence', 'passport.png', 'image/png', PNG);
    const identity = await ask({ kind: 'identity', evidence: { key: evidence.key, name: 'passport.png' } });
    expect(identity.status, JSON.stringify(identity.body)).toBe(201);
    expect((await ask({ kind: 'identity', evidence: null })).status).toBe(400);
    const dbsFile = await cloud.upload(nanny.token, 'nanny-evidence', 'dbs.png', 'image/png', PNG);
    const dbs = await ask({ kind: 'dbs_certificate', evidence: { key: dbsFile.key, name: 'dbs.png' } });
    expect(dbs.status).toBe(201);
    const twice = await ask({ kind: 'dbs_certificate', evidence: null });
    expect(twice.status === 400 || twice.status === 409).toBe(true);

    const file = await call('GET', `/admin/verifications/${nanny.nannyId}`, admin);
    expect(
      file.body.requests.find((r: { id: string }) => r.id === identity.body.id).evidenceLink,
    ).not.toBeNull();
    // A date in the future, or details of another kind, are refused.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await record(identity.body.id, {
          kind: 'identity',
          documentType: 'passport',
          nameMatches: true,
          checkedOn: tomorrow,
        })
      ).status,
    ).toBe(400);
    expect(
      (await record(identity.body.id, { kind: 'first_aid', courseOn: today(), checkedOn: today() })).status,
    ).toBe(400);

    expect(
      (
        await record(identity.body.id, {
          kind: 'identity',
          documentType: 'passport',
          nameMatches: true,
          checkedOn: today(),
        })
      ).status,
    ).toBe(200);
    const recorded = await record(dbs.body.id, {
      kind: 'dbs_certificate',
      issuedOn: '2026-03-03',
      certificateLast4: '4321',
      barredListChildren: true,
      checkedOn: today(),
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(
      (
        await record(dbs.body.id, {
          kind: 'dbs_certificate',
          issuedOn: '2026-03-03',
          certificateLast4: '4321',
          barredListChildren: true,
          checkedOn: today(),
        })
      ).status,
    ).toBe(409);

    const shown = (await card()).verification;
    expect(shown.level).toBe('verified');
    expect(shown.checks).toEqual(
      expect.arrayContaining([
        { kind: 'identity', on: today(), lapsesOn: expect.any(String) },
        { kind: 'dbs_certificate', on: today(), lapsesOn: '2029-03-03' },
        expect.objectContaining({ kind: 'references', count: 2 }),
      ]),
    );
    // Only the last four digits and the dates are kept; the documents are gone.
    const after = await call('GET', `/admin/verifications/${nanny.nannyId}`, admin);
    expect(after.body.requests.every((r: { evidenceLink: unknown }) => r.evidenceLink === null)).toBe(true);
    expect(JSON.stringify(after.body)).toContain('4321');
  });

  it('lapses checks by the clock, and records Update Service checks only with consent', async () => {
    // The summary her card is computed from, read as the product reads it, at moved clocks.
    const { lambdaEnvironment } = await import('../../local/config.ts');
    Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
    const { getNanny } = await import('../../lambdas/data/nannies.ts');
    const { publicVerification } = await import('../../lambdas/domain/verification.ts');
    const levelAt = async (at: string) =>
      publicVerification((await getNanny(nanny.nannyId, true))!.trust, new Date(at)).level;
    expect(await levelAt(new Date().toISOString())).toBe('verified');
    // Three years from the certificate's issue date it stops counting: back to Basic.
    expect(await levelAt('2029-03-02T12:00:00Z')).toBe('verified');
    expect(await levelAt('2029-03-03T12:00:00Z')).toBe('basic');

    // Consent given: the Update Service check is asked for and recorded, with first aid: Premium.
    expect((await call('PUT', '/me/verification/consent', nanny.token, { given: true })).body.given).toBe(
      true,
    );
    const us = await ask({ kind: 'dbs_update_service', certificateNumber: '000000004321' });
    expect(us.status, JSON.stringify(us.body)).toBe(201);
    const aidFile = await cloud.upload(nanny.token, 'nanny-evidence', 'aid.pdf', 'application/pdf', PDF);
    const aid = await ask({ kind: 'first_aid', evidence: { key: aidFile.key, name: 'aid.pdf' } });
    expect(
      (await record(aid.body.id, { kind: 'first_aid', courseOn: '2025-05-01', checkedOn: today() })).status,
    ).toBe(200);

    // Consent withdrawn before the moderator records it: the request is withdrawn, nothing recorded.
    await call('PUT', '/me/verification/consent', nanny.token, { given: false });
    expect(
      (await record(us.body.id, { kind: 'dbs_update_service', result: 'current', checkedOn: today() }))
        .status,
    ).toBe(409);
    await call('PUT', '/me/verification/consent', nanny.token, { given: true });
    const again = await ask({ kind: 'dbs_update_service', certificateNumber: '000000004321' });
    expect(
      (await record(again.body.id, { kind: 'dbs_update_service', result: 'current', checkedOn: today() }))
        .status,
    ).toBe(200);
    expect((await card()).verification.level).toBe('premium');
    // The whole number is gone once checked; its last four digits stay.
    const file = await call('GET', `/admin/verifications/${nanny.nannyId}`, admin);
    expect(JSON.stringify(file.body)).not.toContain('000000004321');

    // The Update Service check lapses after twelve months, first aid three years after the course.
    const checks: Array<{ kind: string; lapsesOn: string }> = (await card()).verification.checks;
    const usLapses = checks.find((c) => c.kind === 'dbs_update_service')!.lapsesOn;
    const dayBefore = new Date(Date.parse(`${usLapses}T12:00:00Z`) - 86_400_000).toISOString();
    expect(await levelAt(dayBefore)).toBe('premium');
    expect(await levelAt(`${usLapses}T12:00:00Z`)).toBe('verified');
    expect(checks.find((c) => c.kind === 'first_aid')!.lapsesOn).toBe('2028-05-01');
  });

  it('drops a withdrawn referee from the count, and the link stops working', async () => {
    const mine = await call('GET', '/me/verification', nanny.token);
    const referee = mine.body.referees[0];
    expect((await call('DELETE', `/me/verification/referees/${referee.id}`, family.token)).status).toBe(403);
    const withdrawn = await call('DELETE', `/me/verification/referees/${referee.id}`, nanny.token);
    expect(withdrawn.body.status).toBe('withdrawn');
    expect((await card()).verification.level).toBe('basic');
    const mail = await emailTo(referee.email, /asked you for a reference/);
    const view = await call('POST', '/references/view', undefined, { token: tokenIn(mail) });
    expect([view.status, view.body.message]).toEqual([410, M.refereeWithdrawn]);
  });
});

describe('the DBS flag from before verification records', () => {
  it('becomes a DBS certificate record once, which an edit made before the migration keeps', async () => {
    const { lambdaEnvironment } = await import('../../local/config.ts');
    Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
    const { ddb, tableName } = await import('../../lambdas/platform/clients.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { getNanny } = await import('../../lambdas/data/nannies.ts');
    const { migrateDbsFlags } = await import('../../lambdas/data/migrations/dbs-migration.ts');
    const legacy = async (token: string, email: string) => {
      const cv = await cloud.upload(token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
      const saved = await call(
        'PUT',
        '/nanny-profile',
        token,
        nannyProfile(email, { key: cv.key, name: 'cv.pdf' }),
      );
      const nannyId = String(saved.body.id);
      // As an earlier version stored a moderator's tick: the flag and its time, no checks.
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: `NANNY#${nannyId}`, sk: 'PROFILE' },
          UpdateExpression: 'SET dbsVerified = :yes, dbsVerifiedAt = :at REMOVE trust, trustVersion',
          ExpressionAttributeValues: { ':yes': true, ':at': '2026-09-15T10:00:00.000Z' },
        }),
      );
      return { nannyId, token, email };
    };
    const first = await cloud.newUser('nanny', 'legacy-a');
    const second = await cloud.newUser('nanny', 'legacy-b');
    const [untouched, edited] = await Promise.all([
      legacy(first.token, first.email),
      legacy(second.token, second.email),
    ]);
    const certificate = { seenOn: '2026-09-15', issuedOn: null, lapsesOn: '2027-09-15', last4: null };

    // Before the migration runs, the flag reads as the record, and an edit saved meanwhile keeps it.
    expect((await getNanny(untouched.nannyId, true))!.trust.dbsCertificate).toEqual(certificate);
    const own = (await call('GET', '/nanny-profile', edited.token)).body;
    const edit = await call('PUT', '/nanny-profile', edited.token, nannyProfile(edited.email, own.cv));
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await getNanny(edited.nannyId, true))!.trust.dbsCertificate).toEqual(certificate);

    const summary = await migrateDbsFlags();
    expect(summary.migrated).toBeGreaterThanOrEqual(1);
    const migrated = (await call('GET', `/admin/verifications/${untouched.nannyId}`, admin)).body;
    expect(migrated.requests).toEqual([
      expect.objectContaining({
        kind: 'dbs_certificate',
        status: 'recorded',
        on: '2026-09-15',
        lapsesOn: '2027-09-15',
      }),
    ]);
    expect((await getNanny(untouched.nannyId, true))!.trust.dbsCertificate).toEqual(certificate);
    // Run again: nothing left to migrate for her, and no second record.
    await migrateDbsFlags();
    expect(
      (await call('GET', `/admin/verifications/${untouched.nannyId}`, admin)).body.requests,
    ).toHaveLength(1);
  });
});
