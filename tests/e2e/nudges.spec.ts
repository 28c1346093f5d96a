import { READS_WAITING_TEXT } from '../../lambdas/contract/nudges-constants.ts';
import { expect, test, type Page } from './test.ts';
import {
  API,
  apiCall,
  dismissConsent,
  familyJob,
  nannyProfile,
  payCheckout,
  signUp,
  uploadPdf,
} from './support.ts';

/**
 * Nudges before silence as people see them: a job whose application has waited a week unread tells
 * nannies so on its card and its page, until its poster opens it; and each side finds its reminder's
 * switch among its email settings.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** The nudges' sweep at a time, for one account's nudges only. */
async function sweep(at: number, accountId: string) {
  const res = await fetch(`${API}/_local/scheduled/nudges`, {
    method: 'POST',
    body: JSON.stringify({ time: new Date(at).toISOString(), ids: [accountId] }),
  });
  expect(res.status).toBe(200);
}

const accountIdOf = async (page: Page) => (await apiCall<{ id: string }>(page, '/me')).body.id;

test('a job’s applications waiting a week unread are shown to nannies until its poster opens one', async ({
  browser,
}) => {
  test.slow();
  const family = await (await browser.newContext()).newPage();
  const nanny = await (await browser.newContext()).newPage();
  for (const page of [family, nanny]) await dismissConsent(page);
  const title = `Nanny for a busy week ${Date.now().toString(36)}`;

  const familyEmail = await signUp(family, 'Family', 'Dana Whitfield');
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({ jobTitle: title, contactEmail: familyEmail }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  const jobId = created.body.jobId;

  const nannyEmail = await signUp(nanny, 'Nanny', 'Lena Brooks');
  const cv = await uploadPdf(nanny, PDF);
  const profile = await apiCall<{ id: string }>(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({ fullName: 'Lena Brooks', email: nannyEmail, cv: { key: cv, name: 'cv.pdf' } }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const applied = await apiCall(nanny, `/jobs/${jobId}/applications`, {
    body: { coverLetter: 'I would love to look after your children.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  await nanny.goto(`/jobs/${jobId}`);
  await expect(nanny.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(nanny.getByText(READS_WAITING_TEXT)).toHaveCount(0);

  // A week later, still unread.
  await sweep(Date.now() + 7 * 24 * 3600 * 1000 + 60_000, await accountIdOf(family));
  await nanny.reload();
  await expect(nanny.getByRole('note')).toHaveText(READS_WAITING_TEXT);
  await nanny.goto('/jobs');
  const card = nanny.getByRole('article', { name: title });
  await expect(card.getByRole('note')).toHaveText(READS_WAITING_TEXT);

  // Its poster opens the application: the words go.
  const opened = await apiCall(family, `/my-jobs/${jobId}/applicants/${profile.body.id}`);
  expect(opened.status).toBe(200);
  await nanny.reload();
  await expect(nanny.getByRole('article', { name: title })).toBeVisible();
  await expect(nanny.getByRole('article', { name: title }).getByText(READS_WAITING_TEXT)).toHaveCount(0);

  // Each side's reminder can be turned off in the account area, and only its own.
  await family.goto('/account');
  await expect(family.getByRole('switch', { name: 'Unread applications reminder' })).toBeVisible();
  await expect(family.getByRole('switch', { name: 'Unanswered messages reminder' })).toHaveCount(0);
  await nanny.goto('/account');
  await expect(nanny.getByRole('switch', { name: 'Unanswered messages reminder' })).toBeVisible();
  await expect(nanny.getByRole('switch', { name: 'Unread applications reminder' })).toHaveCount(0);
});
