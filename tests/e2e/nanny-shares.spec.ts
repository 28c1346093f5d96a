import { expect, test, type Page } from './test.ts';
import {
  apiCall,
  downloadFile,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  nannyProfile,
  payCheckout,
  signUp,
  TINY_PDF,
  uploadPdf,
} from './support.ts';
import { pdfText } from './pdf-text.ts';

/**
 * A nanny share from both ends, in three browsers against the local cloud: two families in SW4 find
 * each other (one starts a share, the other looks in the postcode and proposes), agree the split of the
 * nanny's pay, post the job once for both, and hire one nanny, who gets two written statements: one from
 * each family, each with its own part of the pay.
 */

/** A downloaded statement's words: a long line wraps in the PDF, so they are read joined. */
const download = async (page: Page, name: string | RegExp) =>
  (await pdfText(await downloadFile(page, name))).replace(/\s+/g, ' ');

async function tick(page: Page, slots: string[]) {
  for (const slot of slots) await page.getByRole('checkbox', { name: slot, exact: true }).check();
}

test('two families in SW4 find each other, agree, post once and hire one nanny with two statements', async ({
  browser,
}) => {
  test.slow();
  const page = async () => (await browser.newContext()).newPage();
  const [hana, sam, priya] = [await page(), await page(), await page()];

  // Hana starts a share in SW4.
  const hanaEmail = await signUp(hana, 'Family', 'Hana Okafor');
  await hana.goto('/nanny-shares');
  await expect(hana.getByRole('heading', { name: 'Start a nanny share' })).toBeVisible();
  await hana.getByRole('textbox', { name: 'Postcode', exact: true }).fill('SW4 0AA');
  await tick(hana, ['Monday morning', 'Tuesday morning', 'Wednesday morning', 'Thursday morning']);
  await hana.getByLabel('Number of children').selectOption('2');
  await hana.getByLabel('Their ages (optional)').fill('2 and 4');
  await hana.getByLabel('About your family (optional)').fill('Two girls who love Clapham Common.');
  await hana.getByRole('button', { name: 'Start the nanny share' }).click();
  await expect(hana.getByRole('heading', { name: 'Your nanny share', level: 1 })).toBeVisible();
  const shareAddress = new URL(hana.url()).pathname;

  // Sam, with no share yet, looks in SW4, finds Hana's, and proposes.
  await signUp(sam, 'Family', 'Sam Doe');
  await sam.goto('/nanny-shares');
  await sam.getByLabel('Look in a postcode').fill('SW4 9AA');
  await sam.getByRole('button', { name: 'Look for families' }).click();
  const card = sam.getByTestId('share-card').filter({ hasText: 'Two girls who love Clapham Common.' });
  await expect(card).toContainText('Same district: SW4');
  await expectNoAxeViolations(sam);
  await card.getByRole('link', { name: 'Share with Hana’s family' }).click();
  await expect(sam).toHaveURL(shareAddress);
  await sam.getByRole('textbox', { name: 'Postcode', exact: true }).fill('SW4 9AA');
  await tick(sam, ['Tuesday morning', 'Wednesday morning']);
  await sam.getByLabel('Your message to Hana').fill('We live by the common: shall we share?');
  await sam.getByRole('button', { name: 'Propose to share' }).click();
  await expect(sam.getByRole('heading', { name: 'Your proposal' })).toBeVisible();
  await expect(sam.getByText('Waiting for an answer')).toBeVisible();

  // Hana accepts; the two families are a share.
  await hana.reload();
  await hana.getByRole('button', { name: 'Accept Sam’s proposal' }).click();
  await hana
    .getByRole('dialog', { name: 'Share with Sam?' })
    .getByRole('button', { name: 'Share with Sam' })
    .click();
  await expect(hana.getByRole('heading', { name: 'The two families' })).toBeVisible();

  // The calculator starts from the two families' parts: the Tuesday and Wednesday mornings both need are
  // shared, Hana's Monday and Thursday mornings are hers alone.
  await expect(hana.getByLabel('Shared hours a week')).toHaveValue('10');
  await expect(hana.getByLabel('Hana’s family’s solo hours a week')).toHaveValue('10');

  // Hana proposes the split: 30 shared hours at £18 (2 children to 1), 5 hours of her own at £16, at her
  // home, 10% less for hosting: £404 and £216 of £620 a week.
  await hana.getByLabel('Shared hourly pay (£)').fill('18');
  await hana.getByLabel('Shared hours a week').fill('30');
  await hana.getByLabel('Solo hourly pay (£)').fill('16');
  await hana.getByLabel('Hana’s family’s children').selectOption('2');
  await hana.getByLabel('Hana’s family’s solo hours a week').fill('5');
  await hana.getByLabel('Sam’s family’s children').selectOption('1');
  await hana.getByLabel('Sam’s family’s solo hours a week').fill('0');
  await hana.getByRole('radio', { name: 'By the number of children' }).check();
  await hana.getByRole('radio', { name: 'Hana’s family’s home' }).check();
  await hana.getByLabel('Host allowance (%)').fill('10');
  await hana.getByRole('button', { name: 'Propose this split' }).click();
  await expect(hana.getByRole('heading', { name: 'The split proposed' })).toBeVisible();

  // Sam agrees it, and gives the family's details as an employer.
  await sam.reload();
  await expect(sam.getByText('£216.00').first()).toBeVisible();
  await sam.getByRole('button', { name: 'Agree this split' }).click();
  await expect(sam.getByRole('heading', { name: 'The agreed split' })).toBeVisible();
  await sam.getByLabel('Your names as her employer').fill('Sam and Alex Doe');
  await sam.getByLabel('Your address').fill('2 Mill Lane\nLondon\nSW4 9AA');
  await sam.getByRole('button', { name: 'Save your details' }).click();
  await expect(sam.getByText('Sam and Alex Doe').first()).toBeVisible();
  await expectNoAxeViolations(sam);

  // Hana posts the job once for both: the form says so; it is paid once.
  await hana.reload();
  await hana.getByRole('link', { name: 'Post the job for both families' }).click();
  await expect(hana.getByTestId('share-posting')).toContainText(
    'Posting for your nanny share with Sam’s family: one £50 fee, paid by you',
  );
  const shareId = shareAddress.split('/').pop()!;
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(hana, '/jobs/family', {
    body: familyJob({
      jobTitle: `Nanny share in Clapham ${Date.now().toString(36)}`,
      location: 'Clapham, London',
      postcode: 'SW4 0AA',
      pay: { period: 'weekly', min: 620, max: null, hoursPerWeek: 35, liveIn: false, rota: false },
      contactEmail: hanaEmail,
      shareId,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  const jobId = created.body.jobId;

  // Priya reads both families' parts on the job, and applies.
  const priyaEmail = await signUp(priya, 'Nanny', 'Priya Shah');
  const cv = await uploadPdf(priya, TINY_PDF);
  const profile = await apiCall(priya, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({ fullName: 'Priya Shah', email: priyaEmail, cv: { key: cv, name: 'cv.pdf' } }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  await priya.goto(`/jobs/${jobId}`);
  const parts = priya.getByTestId('job-share');
  await expect(parts.getByRole('heading', { name: 'A nanny share' })).toBeVisible();
  await expect(parts).toContainText('£404.00 a week gross');
  await expect(parts).toContainText('£216.00 a week gross');
  await expect(parts).toContainText('Mornings, Monday to Thursday');
  await expect(parts).toContainText('Mornings, Tuesday and Wednesday');
  await expectNoAxeViolations(priya);
  const applied = await apiCall(priya, `/jobs/${jobId}/applications`, {
    body: { coverLetter: 'I looked after two families’ children together last year.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  // Sam reads the applicants, but Hana, who posted the job, answers them.
  await sam.goto(`/my-jobs/${jobId}`);
  await expect(sam.getByText('You share this job with Hana’s family, who posted it.')).toBeVisible();
  await expect(sam.getByRole('article', { name: 'Application from Priya' })).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Hire', exact: true })).toHaveCount(0);

  // Hana makes the offer, in the two agreed parts.
  await hana.goto(`/my-jobs/${jobId}`);
  const applicant = hana.getByRole('article', { name: 'Application from Priya' });
  await applicant.getByRole('button', { name: /^Priya\b/ }).click();
  await applicant.getByRole('link', { name: 'Hire', exact: true }).click();
  await expect(hana.getByRole('heading', { name: 'Each family’s part' })).toBeVisible();
  await expect(hana.getByTestId('offer-split')).toContainText('You: £404.00 a week');
  await expect(hana.getByTestId('offer-split')).toContainText('Sam’s family: £216.00 a week');
  await hana.getByLabel('Employer’s name').fill('Hana and Tom Okafor');
  await hana.getByLabel('Employer’s address').fill('3 Clapham Road\nLondon\nSW4 0AA');
  await hana.getByRole('textbox', { name: 'Hours', exact: true }).fill('8am to 3pm');
  await hana.getByRole('button', { name: 'Send the offer' }).click();
  await expectToast(hana, 'Offer sent');

  // Priya accepts: two families employ her, and she gets a statement from each.
  await priya.goto(`/offers/${jobId}/${String((profile.body as { id: string }).id)}`);
  await expect(priya.getByTestId('offer-employers')).toHaveText(
    'Two families employ you: Hana pays £404.00 a week and Sam £216.00 a week, £620.00 in all.',
  );
  await priya.getByLabel('Your full name, as your statement should give it').fill('Priya Shah');
  await priya.getByRole('button', { name: 'Accept the offer' }).click();
  await expectToast(priya, 'Offer accepted');
  const fromHana = await download(priya, 'Download statement version 1');
  expect(fromHana).toContain('Employer: Hana and Tom Okafor');
  expect(fromHana).toContain('£404 a week gross');
  const fromSam = await download(priya, 'Download Sam and Alex Doe’s statement version 1');
  expect(fromSam).toContain('Employer: Sam and Alex Doe');
  expect(fromSam).toContain('£216 a week gross');
  expect(fromSam).toContain('Hana and Tom Okafor employs her separately, for 35 hours a week');

  // Sam's family downloads its own statement, as her employer for its part.
  await sam.goto(`/offers/${jobId}/${String((profile.body as { id: string }).id)}`);
  await expect(sam.getByTestId('offer-partner-part')).toContainText(
    'You employ her for your part: £216.00 a week. Hana’s family employs her for its part.',
  );
  expect(await download(sam, 'Download statement version 1')).toBe(fromSam);
  await expectNoAxeViolations(sam);
});

test('the nanny shares page at phone size @phone-only', async ({ page }) => {
  await signUp(page, 'Family', 'Nia Evans');
  await page.goto('/nanny-shares');
  await expect(page.getByRole('heading', { name: 'Nanny shares', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start a nanny share' })).toBeVisible();
  await expectNoAxeViolations(page);
});
