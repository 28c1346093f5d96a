import { expect } from 'vitest';
import { WORKED_SPLIT } from './worked-split.ts';
import { jobDetails } from '../security/requests.ts';
import type { LocalCloud } from '../integration/cloud.ts';

/**
 * Nanny shares through the API, for the integration tests: two families paired in a postcode, with the
 * split proposed by the first and agreed by the other (the worked example of the split's unit test:
 * £404 and £216 of £620 a week), and the share's job posted by the first family and paid through the
 * Stripe stand-in.
 */
export const week = (days: string[], parts = ['morning', 'afternoon']) =>
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, days.includes(d) ? parts : []]),
  );

export const sharePart = (postcode: string, days = ['mon', 'tue', 'wed'], children = 1) => ({
  postcode,
  schedule: week(days),
  children,
  childrenAges: '2',
});

export const workedSplit = (over: Record<string, unknown> = {}) => ({ ...WORKED_SPLIT, ...over });

export function shareJourneys(cloud: () => LocalCloud) {
  const call: LocalCloud['call'] = (...args) => cloud().call(...args);
  const idOf = async (token: string) => String((await call('GET', '/me', token)).body.id);

  async function startShare(token: string, postcode: string, days?: string[]) {
    const made = await call('POST', '/nanny-shares', token, {
      part: sharePart(postcode, days),
      about: 'Two girls who love the park.',
      listed: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return String(made.body.id);
  }

  const propose = (token: string, shareId: string, postcode: string, days?: string[]) =>
    call('POST', `/nanny-shares/${shareId}/proposals`, token, {
      part: sharePart(postcode, days),
      text: 'We live round the corner: shall we share?',
    });

  /** Two families paired in a share; with `agreed`, the worked split proposed and agreed too. */
  async function paired(label: string, postcode: string, agreed = false) {
    const first = await cloud().newUser('family', `${label}-a`);
    const shareId = await startShare(first.token, postcode);
    const second = await cloud().newUser('family', `${label}-b`);
    expect((await propose(second.token, shareId, postcode)).status).toBe(201);
    const secondId = await idOf(second.token);
    const accepted = await call(
      'POST',
      `/nanny-shares/${shareId}/proposals/${secondId}/accept`,
      first.token,
      {},
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    if (agreed) {
      const split = await call('PUT', `/nanny-shares/${shareId}/split`, first.token, workedSplit());
      expect(split.status, JSON.stringify(split.body)).toBe(200);
      const agree = await call('POST', `/nanny-shares/${shareId}/split/agree`, second.token, {
        version: split.body.split.version,
      });
      expect(agree.status, JSON.stringify(agree.body)).toBe(200);
    }
    return { first: { ...first, id: await idOf(first.token) }, second: { ...second, id: secondId }, shareId };
  }

  /** The share's job, posted by `token`'s family and paid; its id. */
  async function postShareJob(token: string, email: string, shareId: string, title: string) {
    const created = await call('POST', '/jobs/family', token, {
      ...jobDetails(),
      jobTitle: title,
      contactEmail: email,
      discountCode: '',
      shareId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud().stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const jobId = String(created.body.jobId);
    expect((await call('GET', `/my-jobs/${jobId}`, token)).body.state).toBe('live');
    return jobId;
  }

  return { idOf, startShare, propose, paired, postShareJob };
}
