import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/** Nanny profiles, uploads, candidates and contact, through the local cloud. */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const newUser: LocalCloud['newUser'] = (...args) => cloud.newUser(...args);
/** The local S3 itself, as an AWS caller with write access (not the browser's presigned POST). */
const uploads = () =>
  new S3Client({ endpoint: cloud.s3, region: REGION, credentials: CREDENTIALS, forcePathStyle: true });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads bytes as the browser does: presigned POST, then the server's check. */
/** Uploads as the SPA does; the upload itself must be accepted by the store. */
async function upload(token: string, purpose: string, name: string, type: string, bytes: Buffer) {
  return cloud.upload(token, purpose, name, type, bytes);
}

const profileBody = (
  email: string,
  files: { cv: { key: string; name: string }; photo?: { key: string; name: string } },
) => ({
  fullName: 'Rosa <b>Martínez</b> Lopez',
  location: 'Brixton, London<script>alert(1)</script>',
  postcode: 'sw2 1aa',
  yearsExperience: 6,
  email,
  bio: '<p>Calm and caring <strong>nanny</strong>.<img src=x onerror=alert(1)></p>',
  skills: ['Newborns', 'First Aid', 'Swimming', 'Music', 'Art & Crafts'],
  languages: ['English', 'Spanish', 'Catalan'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: 14,
  hourlyRateMax: 18,
  additionalComments: '',
  photo: files.photo ?? null,
  cv: files.cv,
  dbs: null,
  references: [],
});

describe('uploads', () => {
  it('refuses a file whose bytes are not of the declared type, and deletes it', async () => {
    const { token } = await newUser('nanny', 'spoof');
    const { key, check } = await upload(
      token,
      'nanny-cv',
      'cv.pdf',
      'application/pdf',
      Buffer.from('<script>alert(1)</script>'),
    );
    expect(check.status).toBe(400);
    expect(check.body.message).toBe('Please upload a PDF or Word document.');
    const again = await call('POST', '/uploads/check', token, { key, purpose: 'nanny-cv' });
    expect(again.body.message).toBe('The upload was not found. Please upload the file again.');
  });

  it('refuses a PNG where a DBS certificate must be an image but accepts it as a photo; refuses a PDF for DBS', async () => {
    const { token } = await newUser('nanny', 'dbs');
    expect((await upload(token, 'nanny-photo', 'me.png', 'image/png', PNG)).check.status).toBe(200);
    const pdfAsDbs = await call('POST', '/uploads', token, {
      purpose: 'nanny-dbs',
      fileName: 'dbs.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(pdfAsDbs.status).toBe(400);
    expect(pdfAsDbs.body.fields.contentType).toBe('Please upload a JPEG or PNG image.');
  });

  it('refuses an oversized object at storage, and again at the check if one got there', async () => {
    const { token } = await newUser('nanny', 'big');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    // The declared size passes the route; what is posted is larger, and the upload policy refuses it.
    const target = await call('POST', '/uploads', token, {
      purpose: 'nanny-cv',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(target.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([big], { type: 'application/pdf' }), 'cv.pdf');
    const posted = await fetch(target.body.url, { method: 'POST', body: form });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<Code>EntityTooLarge</Code>');
    // Were an oversized object stored there anyway (by a write that bypassed the policy), the server's
    // own check refuses it by its size.
    await uploads().send(
      new PutObjectCommand({
        Bucket: IDS.uploadsBucket,
        Key: target.body.key,
        Body: big,
        ContentType: 'application/pdf',
      }),
    );
    const check = await call('POST', '/uploads/check', token, { key: target.body.key, purpose: 'nanny-cv' });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe('File size must be less than 5MB');
  });

  it('only lets nannies upload profile documents, and only their own keys be checked', async () => {
    const family = await newUser('family');
    expect(
      (
        await call('POST', '/uploads', family.token, {
          purpose: 'nanny-cv',
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          size: 10,
        })
      ).status,
    ).toBe(403);
    const nanny = await newUser('nanny', 'other');
    const { key } = await upload(nanny.token, 'nanny-photo', 'me.png', 'image/png', PNG);
    const thief = await newUser('nanny', 'thief');
    expect((await call('POST', '/uploads/check', thief.token, { key, purpose: 'nanny-photo' })).status).toBe(
      400,
    );
  });
});

describe('nanny profiles and candidates', () => {
  it('creates a sanitised profile, lists it with the first name only, and edits it in place', async () => {
    const nanny = await newUser('nanny', 'rosa');
    const cv = await upload(nanny.token, 'nanny-cv', 'Rosa CV.pdf', 'application/pdf', PDF);
    const photo = await upload(nanny.token, 'nanny-photo', 'rosa.png', 'image/png', PNG);
    const created = await call(
      'PUT',
      '/nanny-profile',
      nanny.token,
      profileBody(nanny.email, {
        cv: { key: cv.key, name: 'Rosa CV.pdf' },
        photo: { key: photo.key, name: 'rosa.png' },
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      fullName: 'Rosa Martínez Lopez',
      location: 'Brixton, London',
      bio: 'Calm and caring nanny.',
      verification: { level: 'none', checks: [] },
      cv: { name: 'cv.pdf' },
    });
    expect(created.body.cv.key).toMatch(/^files\/nannies\//);

    // Her card is public, with nothing private in it.
    const all: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    let cursor: string | null = null;
    do {
      const page = await call('GET', `/candidates?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(5);
      all.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    const card = all.find((c) => c.id === created.body.id);
    expect(card).toMatchObject({ firstName: 'Rosa', initials: 'R', hourlyRateMin: 14, hasCv: true });
    // Her photo is shown by a link to it alone; no other card links to a file.
    expect(new URL(card.photoUrl).pathname).toContain(`/files/nannies/${created.body.id}/nanny-photo/`);
    const photoBytes = await fetch(card.photoUrl);
    expect(photoBytes.status).toBe(200);
    expect(Buffer.from(await photoBytes.arrayBuffer())).toEqual(PNG);
    const text = JSON.stringify(all.map(({ photoUrl: _photo, ...rest }) => rest));
    for (const secret of ['Lopez', 'Martínez', nanny.email, 'files/', 'nanny@demo.local'])
      expect(text).not.toContain(secret);
    // Best rated first, and nannies not looking are not listed.
    const ratings = all.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);

    // Coming back edits the same profile; the kept CV stays attached.
    const edited = await call('PUT', '/nanny-profile', nanny.token, {
      ...profileBody(nanny.email, { cv: created.body.cv }),
      activelyLooking: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.id).toBe(created.body.id);
    expect(edited.body.cv.key).toBe(created.body.cv.key);
    expect((await call('GET', '/nanny-profile', nanny.token)).body.activelyLooking).toBe(false);
    const after = await call('GET', '/candidates?limit=50');
    expect(after.body.items.some((c: { id: string }) => c.id === created.body.id)).toBe(false);
  });

  it('refuses families and bad input, and writes nothing for them', async () => {
    const family = await newUser('family', 'fam');
    const cv = { key: 'pending/x/nanny-cv/y', name: 'cv.pdf' };
    expect(
      (await call('PUT', '/nanny-profile', family.token, profileBody(family.email, { cv }))).status,
    ).toBe(403);
    const nanny = await newUser('nanny', 'bad');
    const bad = await call('PUT', '/nanny-profile', nanny.token, {
      ...profileBody(nanny.email, { cv }),
      bio: 'short',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      bio: 'Bio must be at least 10 characters',
      extra: 'Unknown field',
    });
    const foreign = await call('PUT', '/nanny-profile', nanny.token, profileBody(nanny.email, { cv }));
    expect(foreign.status).toBe(400);
    expect((await call('GET', '/nanny-profile', nanny.token)).status).toBe(404);
  });

  it('allows 3 submissions per email per minute, then answers 429', async () => {
    const nanny = await newUser('nanny', 'rate');
    const cv = { key: 'pending/not-mine/nanny-cv/x', name: 'cv.pdf' };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await call('PUT', '/nanny-profile', nanny.token, profileBody(nanny.email, { cv }))).status,
      );
    expect(statuses).toEqual([400, 400, 400, 429]);
    const last = await call('PUT', '/nanny-profile', nanny.token, profileBody(nanny.email, { cv }));
    expect(last.body.message).toBe('Too Many Attempts: Please wait a minute before submitting again.');
  });

  it("keeps a moderator's hide and DBS check against an edit that read the profile before them", async () => {
    const nanny = await newUser('nanny', 'race');
    const cv = await upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    const dbs = await upload(nanny.token, 'nanny-dbs', 'dbs.png', 'image/png', PNG);
    const created = await call('PUT', '/nanny-profile', nanny.token, {
      ...profileBody(nanny.email, { cv: { key: cv.key, name: 'cv.pdf' } }),
      dbs: { key: dbs.key, name: 'dbs.png' },
    });
    expect(created.status).toBe(200);

    // The data layer against the cloud's table, to put a moderator's write between an edit's read and
    // its save.
    const { lambdaEnvironment } = await import('../../local/config.ts');
    Object.assign(process.env, lambdaEnvironment(), { AWS_ENDPOINT_URL_DYNAMODB: cloud.dynamodb });
    const { getNanny, saveNanny } = await import('../../lambdas/data/nannies.ts');
    const { nannyVisibilityWrite } = await import('../../lambdas/data/nannies.ts');
    const { trustWrite } = await import('../../lambdas/data/verifications.ts');
    const { EMPTY_TRUST, withCheck } = await import('../../lambdas/domain/verification.ts');
    const { transact } = await import('../../lambdas/data/table/transact.ts');
    const id = String(created.body.id);
    const read = async () => (await getNanny(id, true))!;
    const edit = (seen: Awaited<ReturnType<typeof read>>) =>
      saveNanny({ ...seen, bio: 'Edited.', updatedAt: new Date().toISOString() }, seen);
    const setHidden = async (hidden: boolean) =>
      expect((await transact({ visibility: nannyVisibilityWrite(await read(), hidden) })).done).toBe(true);

    const beforeHide = await read();
    await setHidden(true);
    await expect(edit(beforeHide)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await read()).toMatchObject({ hidden: true, bio: beforeHide.bio });

    await setHidden(false);
    const beforeCheck = await read();
    // A moderator records a check meanwhile: the edit begun before it cannot undo it.
    const checked = withCheck(EMPTY_TRUST, {
      kind: 'identity',
      documentType: 'passport',
      nameMatches: true,
      checkedOn: '2026-11-20',
    });
    expect((await transact({ trust: trustWrite(id, checked, beforeCheck.trustVersion) })).done).toBe(true);
    await expect(edit(beforeCheck)).rejects.toMatchObject({ kind: 'conflict' });
    expect(await read()).toMatchObject({ trust: checked, bio: beforeCheck.bio });

    // An edit of the version read, with nothing done meanwhile, saves.
    await edit(await read());
    expect(await read()).toMatchObject({ bio: 'Edited.', hidden: false, trustVersion: 1 });
  });

  it('rejects a forged cursor with 400', async () => {
    const forged = Buffer.from(
      JSON.stringify({ pk: 'USER#x', sk: 'NANNY', gsi1pk: 'OTHER', gsi1sk: 'x' }),
    ).toString('base64url');
    expect((await call('GET', `/candidates?cursor=${forged}`)).status).toBe(400);
    expect((await call('GET', '/candidates?cursor=%%%')).status).toBe(400);
    expect((await call('GET', '/candidates?limit=500')).status).toBe(400);
  });
});

describe('CVs and contact', () => {
  it('gives signed-in families a short-lived CV link and refuses everyone else', async () => {
    const list = await call('GET', '/candidates?limit=20');
    const withCv = list.body.items.find((c: { hasCv: boolean }) => c.hasCv);
    expect((await call('POST', `/candidates/${withCv.id}/cv-link`)).status).toBe(401);
    const nanny = await newUser('nanny', 'peek');
    expect((await call('POST', `/candidates/${withCv.id}/cv-link`, nanny.token)).status).toBe(403);
    const family = await newUser('family', 'cv');
    const link = await call('POST', `/candidates/${withCv.id}/cv-link`, family.token);
    expect(link.status).toBe(200);
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF')).toBe(true);
  });

  it('starts a conversation in the product, and no email gives either side the other’s address', async () => {
    const list = await call('GET', '/candidates?limit=1');
    const top = list.body.items[0];
    const sent = await call('POST', `/candidates/${top.id}/contact`, undefined, {
      senderName: 'Oliver Parent',
      senderEmail: 'oliver.parent@example.com',
      subject: `Inquiry about childcare services from ${top.firstName}`,
      message: 'Hello! Are you available three days a week from January?',
    });
    expect(sent.status).toBe(202);
    expect(JSON.stringify(sent.body)).not.toMatch(/@/);
    type Stored = {
      replyTo?: string[];
      destination: { to: string[] };
      subject: string;
      body: { text: string };
    };
    let copy: Stored | undefined;
    for (let i = 0; i < 80 && !copy; i++) {
      const store = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Stored[] };
      copy = store.emails.find((e) => e.destination.to.includes('oliver.parent@example.com'));
      if (!copy) await new Promise((r) => setTimeout(r, 250));
    }
    // The visitor's copy, with her link into the conversation and not the nanny's address; nobody has
    // shown the address is theirs yet, so it carries none of the message's words.
    expect(copy?.subject).toBe(`Your message to ${top.firstName}`);
    expect(copy?.body.text).not.toContain('Are you available three days a week');
    expect(copy?.body.text).toMatch(/\/messages\/guest#\S+/);
    expect(copy?.body.text).not.toMatch(/@demo\.local/);
    const store = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Stored[] };
    for (const email of store.emails) expect(email.replyTo ?? []).toEqual([]);
  });

  it('validates contact messages with the spec’s texts', async () => {
    const list = await call('GET', '/candidates?limit=1');
    const res = await call('POST', `/candidates/${list.body.items[0].id}/contact`, undefined, {
      senderName: 'O',
      senderEmail: 'nope',
      subject: 'Hi',
      message: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      senderName: 'Name must be at least 2 characters',
      senderEmail: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
    expect(
      (
        await call('POST', '/candidates/no-such-nanny-000/contact', undefined, {
          senderName: 'Oliver',
          senderEmail: 'o@example.com',
          subject: 'Hello there',
          message: 'A message long enough.',
        })
      ).status,
    ).toBe(404);
  });
});
