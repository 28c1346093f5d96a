import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The candidates page's "Ofsted registered (recorded)" filter through the local cloud: the server keeps
 * only nannies with a recorded Ofsted Childcare Register check that still counts, and says so on the card.
 */
let cloud: LocalCloud;
let admin: string;
const nannies: Record<'checked' | 'unchecked', { token: string; nannyId: string }> = {} as never;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const today = () => new Date().toISOString().slice(0, 10);

async function newNanny(label: string) {
  const n = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(n.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await cloud.call(
    'PUT',
    '/nanny-profile',
    n.token,
    nannyProfile(n.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { token: n.token, nannyId: String(saved.body.id) };
}

/** Every id the list gives for a query, page after page. */
async function listed(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const answer = await cloud.call(
      'GET',
      `/candidates?${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(...answer.body.items.map((c: { id: string }) => c.id));
    cursor = answer.body.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  const [checked, unchecked] = await Promise.all([newNanny('ofsted-yes'), newNanny('ofsted-no')]);
  nannies.checked = checked;
  nannies.unchecked = unchecked;
  const asked = await cloud.call('POST', '/me/verification/requests', checked.token, {
    kind: 'ofsted',
    evidence: null,
    note: '',
    registrationNumber: 'EY123456',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const recorded = await cloud.call(
    'PUT',
    `/admin/verifications/${checked.nannyId}/requests/${asked.body.id}`,
    admin,
    { outcome: 'record', details: { kind: 'ofsted', checkedOn: today() } },
  );
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
}, 120_000);
afterAll(async () => cloud?.stop());

describe('the Ofsted filter on /candidates', () => {
  it('lists only nannies with a recorded Ofsted check, and the card says when it was made', async () => {
    const all = await listed('place=SW2');
    expect(all).toEqual(expect.arrayContaining([nannies.checked.nannyId, nannies.unchecked.nannyId]));
    const ofsted = await listed('place=SW2&ofsted=1');
    expect(ofsted).toContain(nannies.checked.nannyId);
    expect(ofsted).not.toContain(nannies.unchecked.nannyId);
    const card = (await cloud.call('GET', '/candidates?place=SW2&ofsted=1&limit=50')).body.items.find(
      (c: { id: string }) => c.id === nannies.checked.nannyId,
    );
    expect(card.verification.checks).toEqual(
      expect.arrayContaining([{ kind: 'ofsted', on: today(), lapsesOn: expect.any(String) }]),
    );
  });

  it('refuses a malformed flag with a 400 that names it', async () => {
    const refused = await cloud.call('GET', '/candidates?ofsted=yes');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('ofsted');
  });
});
