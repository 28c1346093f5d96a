import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';
import { candidateCard as findCandidateCard } from '../support/journeys.ts';

/**
 * What a nanny types is what she reads back: her bio and comments are stored as plain text with
 * paragraphs and shown the same on her card (text stored as HTML by earlier versions is cleaned once by a
 * migration: profile-text-migration.test.ts). Her files never carry her surname.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const BIO =
  'Patient nanny for ages < 5 & > 1 – I <3 messy play 🎨👩‍👧\n\nمرحبا، أتحدث العربية.\nA new line, kept.';

async function newNanny(label: string, surname = 'Lopez') {
  const nanny = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(nanny.token, 'nanny-cv', `Rosa-${surname}-CV.pdf`, 'application/pdf', PDF);
  const body = {
    fullName: `Rosa ${surname}`,
    location: 'Brixton, London',
    postcode: 'SW2 1AA',
    yearsExperience: 6,
    email: nanny.email,
    bio: BIO,
    skills: ['Newborns'],
    languages: ['English', 'Arabic'],
    drivingLicense: false,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: null,
    hourlyRateMax: null,
    additionalComments: 'Available from January.\r\n\r\n\r\nNo weekends, please.   ',
    photo: null,
    cv: { key: cv.key, name: `Rosa-${surname}-CV.pdf` },
    dbs: null,
    references: [],
  };
  return { ...nanny, body };
}

const candidateCard = (id: string) => findCandidateCard(cloud, id);

describe('a profile’s text', () => {
  it('reads back exactly as typed, in the edit form and on her card, and saving it again changes nothing', async () => {
    const nanny = await newNanny('typed');
    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, nanny.body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.bio).toBe(BIO);
    // Line ends made plain, trailing blanks and extra blank lines gone; the words as typed.
    expect(saved.body.additionalComments).toBe('Available from January.\n\nNo weekends, please.');

    const own = await cloud.call('GET', '/nanny-profile', nanny.token);
    expect(own.body).toMatchObject({ bio: BIO, fullName: 'Rosa Lopez' });
    expect((await candidateCard(own.body.id))?.bio).toBe(BIO);

    const { id: _id, verification: _v, createdAt: _c, updatedAt: _u, ...form } = own.body;
    const again = await cloud.call('PUT', '/nanny-profile', nanny.token, form);
    expect(again.status).toBe(200);
    expect(again.body.bio).toBe(BIO);
    expect(again.body.additionalComments).toBe(own.body.additionalComments);
  });

  it('keeps the text of markup and drops what could run; markup alone is refused and nothing is saved', async () => {
    const nanny = await newNanny('markup');
    const refused = await cloud.call('PUT', '/nanny-profile', nanny.token, {
      ...nanny.body,
      bio: '<script>alert("a long payload")</script><b> </b>',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ bio: 'Bio must be at least 10 characters' });
    expect((await cloud.call('GET', '/nanny-profile', nanny.token)).status).toBe(404);

    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, {
      ...nanny.body,
      bio: 'Loves <b>forest school</b>.<img src=x onerror=alert(1)>\n\nTom &amp; Jerry fan.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bio).toBe('Loves forest school.\n\nTom & Jerry fan.');
  });
});

describe('her files and photo', () => {
  it('names the CV a family downloads by its type, never with her surname', async () => {
    const nanny = await newNanny('cvname', 'Shah');
    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, nanny.body);
    expect(saved.body.cv.name).toBe('cv.pdf');
    const family = await cloud.newUser('family', 'cvname');
    const link = await cloud.call('POST', `/candidates/${saved.body.id}/cv-link`, family.token);
    expect(link.status).toBe(200);
    expect(link.body.fileName).toBe('cv.pdf');
    expect(link.body.url).not.toContain('Shah');
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="cv.pdf"');
    expect(file.headers.get('content-disposition')).not.toContain('Shah');
  });

  it('shows a listed nanny’s photo by a link that serves it, and signs no photo once she is not listed', async () => {
    const nanny = await newNanny('photo');
    const photo = await cloud.upload(nanny.token, 'nanny-photo', 'rosa-lopez.png', 'image/png', PNG);
    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, {
      ...nanny.body,
      photo: { key: photo.key, name: 'rosa-lopez.png' },
    });
    expect(saved.status).toBe(200);
    const card = await candidateCard(saved.body.id);
    expect(card.photoUrl).toEqual(expect.any(String));
    expect(card.photoUrl).not.toMatch(/lopez/i);
    const image = await fetch(card.photoUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Without a photo, the card shows her initial.
    const plain = await newNanny('nophoto');
    const other = await cloud.call('PUT', '/nanny-profile', plain.token, plain.body);
    expect(await candidateCard(other.body.id)).toMatchObject({ photoUrl: null, initials: 'R' });

    // Not available: off the list, so her photo is signed for nobody.
    const own = await cloud.call('GET', '/nanny-profile', nanny.token);
    const { id: _id, verification: _v, createdAt: _c, updatedAt: _u, ...form } = own.body;
    expect(
      (await cloud.call('PUT', '/nanny-profile', nanny.token, { ...form, activelyLooking: false })).status,
    ).toBe(200);
    expect(await candidateCard(saved.body.id)).toBeUndefined();
  });
});

describe('messages', () => {
  it('starts a conversation of text with its paragraphs, and refuses one of markup alone', async () => {
    const nanny = await newNanny('contact');
    const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, nanny.body);
    const marker = `PT-${Date.now().toString(36)}`;
    const sent = await cloud.call('POST', `/candidates/${saved.body.id}/contact`, undefined, {
      senderName: 'Oliver <b>Parent</b>',
      senderEmail: 'oliver.parent@example.com',
      subject: `${marker} Tuesdays <script>alert(1)</script>`,
      message: 'Hello Rosa,\r\n\r\nCould you help on <b>Tuesdays</b> & Thursdays? Ages < 5.\r\nThanks!',
    });
    expect(sent.status).toBe(202);
    // The nanny is told with the text quoted, stripped of markup, its paragraphs kept; the visitor is
    // named by her first name.
    const store = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
      emails: Array<{
        subject: string;
        destination: { to: string[] };
        body: { text: string; html?: string };
      }>;
    };
    const mail = store.emails.find(
      (e) => e.destination.to.includes(nanny.email) && e.body.text.includes(marker),
    );
    expect(mail?.subject).toBe('New message from Oliver');
    expect(mail?.body.text).toContain(
      `> ${marker} Tuesdays\n> \n> Hello Rosa,\n> \n> Could you help on Tuesdays & Thursdays? Ages < 5.\n> Thanks!`,
    );
    expect(mail?.body.text).toContain('Oliver sent you a message');
    expect(mail?.body.text).not.toContain('oliver.parent@example.com');
    expect(mail?.body.html ?? '').not.toMatch(/<script|<b>/i);
    // In the product, the thread holds the same text.
    const { body: list } = await cloud.call('GET', '/messages', nanny.token);
    const [conversation] = list.items as Array<{ id: string }>;
    const thread = await cloud.call('GET', `/messages/${conversation!.id}`, nanny.token);
    expect(thread.body.messages.map((m: { text: string }) => m.text)).toEqual([
      `${marker} Tuesdays\n\nHello Rosa,\n\nCould you help on Tuesdays & Thursdays? Ages < 5.\nThanks!`,
    ]);

    const empty = await cloud.call('POST', `/candidates/${saved.body.id}/contact`, undefined, {
      senderName: 'Oliver Parent',
      senderEmail: 'oliver.parent@example.com',
      subject: 'Hello there',
      message: '<script>alert("hello there")</script>',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: 'Message must be at least 10 characters' });
  });
});
