import { expect, test, type Page } from './test.ts';
import { offerTerms } from '../security/requests.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { PORT_OFFSET } from './playwright.config.ts';
import {
  ADMIN,
  apiCall,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  payCheckout,
  signIn,
  signUp,
  uploadPdf,
  nannyProfile,
} from './support.ts';

/**
 * Trust you can check, as people live it, in Chromium against the local cloud: a new nanny asks for an
 * identity and a DBS check and names two referees; each referee answers through the link in their email,
 * without an account; a moderator records identity and the DBS certificate and confirms both
 * references; the family she applied to sees "Verified" on her card, with the dates of each check.
 * The family hires her; once her start date has passed it reviews her, she replies, and her card shows
 * the rating.
 */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The link in the newest reference request sent to an address. */
async function referenceLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailbox())
          .filter((m) => m.destination.to.includes(to) && /asked you for a reference/.test(m.subject))
          .pop();
        link = /(https?:\/\/\S+\/reference#\S+)/.exec(mail?.body.text ?? '')?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Moves a job's start date to last week. A job cannot be posted to start in the past, and a review
 * opens only after the start date: this stands for the days passing between the hire and the review.
 */
async function startedLastWeek(jobId: string) {
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${8000 + PORT_OFFSET}`,
      region: REGION,
      credentials: CREDENTIALS,
    }),
  );
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await table.send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: { pk: `JOB#${jobId}`, sk: 'JOB' },
      UpdateExpression: 'SET startDate = :d',
      ExpressionAttributeValues: { ':d': lastWeek },
    }),
  );
}

/** A check's card on her Verification page. */
const checkCard = (page: Page, kind: string) => page.getByTestId(`check-${kind}`);

test('a nanny’s checks and references are recorded, and a family sees Verified with dates', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const nannyContext = await browser.newContext();
  const familyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  const family = await familyContext.newPage();

  // A family posts and pays a job; a new nanny makes her profile and applies to it.
  const familyEmail = await signUp(family, 'Family', 'Hana Okafor');
  const title = `Nanny for our toddler ${stamp}`;
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({ jobTitle: title, contactEmail: familyEmail }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  const jobId = created.body.jobId;

  const nannyEmail = await signUp(nanny, 'Nanny', 'Marta Silva');
  const cv = await uploadPdf(nanny, PDF);
  const profile = await apiCall(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: 'Marta Silva',
      yearsExperience: 7,
      email: nannyEmail,
      bio: 'Calm, playful nanny with seven years of experience with toddlers.',
      languages: ['English', 'Portuguese'],
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const applied = await apiCall(nanny, `/jobs/${jobId}/applications`, {
    body: { coverLetter: 'I would love to look after your toddler.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  // She asks for an identity check and a DBS check, each with a photo of the document.
  await nanny.goto('/account/verification');
  await expect(nanny.getByRole('heading', { level: 1 })).toHaveText(/Verification/);
  const identity = checkCard(nanny, 'identity');
  await identity
    .getByLabel('A photo or scan of the document')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  // Uploaded and checked: its name shows, with a way to remove it.
  await expect(identity.getByText('passport.png')).toBeVisible();
  await identity.getByRole('button', { name: 'Request this check' }).click();
  await expect(identity).toContainText(/waiting/i);
  const dbs = checkCard(nanny, 'dbs_certificate');
  await dbs
    .getByLabel('Your DBS certificate')
    .setInputFiles({ name: 'dbs.png', mimeType: 'image/png', buffer: PNG });
  await expect(dbs.getByText('dbs.png')).toBeVisible();
  await dbs.getByRole('button', { name: 'Request this check' }).click();
  await expect(dbs).toContainText(/waiting/i);

  // She names two referees; each is emailed a link.
  const referees = [
    { name: 'Ruth Ellis', email: `ruth.${stamp}@example.com`, how: 'I employed her as our nanny' },
    { name: 'Sam Patel', email: `sam.${stamp}@example.com`, how: 'Her manager at Little Oaks nursery' },
  ];
  for (const referee of referees) {
    await nanny.getByLabel('Their name').fill(referee.name);
    await nanny.getByLabel('Their email address').fill(referee.email);
    await nanny.getByLabel('How they know you').fill(referee.how);
    await nanny.getByRole('button', { name: 'Add referee' }).click();
    await expectToast(nanny, 'Referee added');
  }
  await expectNoAxeViolations(nanny);

  // Each referee answers through the link, without an account; the link works once.
  for (const referee of referees) {
    const link = await referenceLink(referee.email);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A reference for Marta');
    await page.getByLabel('How do you know Marta?').fill(`${referee.how}, for three years.`);
    await page
      .getByRole('group', { name: /How long have you known Marta/ })
      .getByLabel('2 to 5 years')
      .check();
    await page
      .getByRole('group', { name: /Would you employ Marta again/ })
      .getByLabel('Yes')
      .check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send reference' }).click();
    await expect(page.getByText(/thank you/i).first()).toBeVisible();
    await page.goto('about:blank');
    await page.goto(link);
    await expect(page.getByText('This reference has already been given. Thank you.')).toBeVisible();
    await context.close();
  }

  // A moderator records identity and the DBS certificate, and confirms both references.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/verifications');
  const waiting = admin.getByTestId('verification-entry').filter({ hasText: 'Marta Silva' });
  await expect(waiting.first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await waiting.first().getByRole('link', { name: 'Open her verification file' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toContainText('Marta Silva');
  await expectNoAxeViolations(admin);

  const request = (name: string) =>
    admin.getByTestId('verification-request').filter({ has: admin.getByRole('heading', { name }) });
  const identityRequest = request('Identity');
  await identityRequest.getByRole('button', { name: 'Record', exact: true }).click();
  await identityRequest.getByLabel('Document seen').selectOption({ label: 'Passport' });
  await identityRequest.getByLabel('The name on the document matches her profile').check();
  await identityRequest.getByRole('button', { name: 'Record check' }).click();
  await expectToast(admin, 'Identity recorded');

  const dbsRequest = request('Enhanced DBS certificate');
  await dbsRequest.getByRole('button', { name: 'Record', exact: true }).click();
  await dbsRequest.getByLabel('Certificate issued on').fill('2026-03-03');
  await dbsRequest.getByLabel('Last four digits of the certificate number').fill('4321');
  await dbsRequest.getByLabel('Enhanced, with the children’s barred list checked').check();
  await dbsRequest.getByRole('button', { name: 'Record check' }).click();
  await expectToast(admin, 'Enhanced DBS certificate recorded');

  for (const referee of referees) {
    const card = admin
      .getByTestId('verification-referee')
      .filter({ has: admin.getByRole('heading', { name: referee.name }) });
    await expect(card).toContainText(`${referee.how}, for three years.`);
    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectToast(admin, 'Reference confirmed');
  }

  // The family sees her card, on its applicant list, at Verified with the date of each check.
  await family.goto(`/my-jobs/${jobId}`);
  const applicant = family.getByRole('article', { name: 'Application from Marta' });
  const openApplicant = async () => {
    // The open applicant stays open across a reload (it is in the address): open it only if closed.
    const toggle = applicant.getByRole('button', { name: /Marta/ }).first();
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  };
  await openApplicant();
  const card = applicant.getByRole('article', { name: 'Marta', exact: true });
  await expect(card.getByTestId('verification-level')).toHaveText(
    'Verified · DBS copy and references checked',
  );
  await card.getByText('What we checked').click();
  const checked = card.getByTestId('what-we-checked');
  await expect(checked).toContainText(/Identity checked \d+ \w+ \d{4}/);
  // Checked from the copy she uploaded, never seen in the original: families are told to see it.
  await expect(checked).toContainText(/DBS certificate checked from a copy \d+ \w+ \d{4}/);
  await expect(checked).not.toContainText(/certificate seen/);
  await expect(card.getByTestId('dbs-copy-advice')).toHaveText(
    'We checked a copy of her DBS certificate, not the original: see the original certificate yourself before she starts.',
  );
  await expect(checked).toContainText(/2 references confirmed \(latest \d+ \w+ \d{4}\)/);

  // Her own page says the same, with when each check lapses.
  await nanny.reload();
  await expect(
    nanny.getByText('Your profile shows Verified · DBS copy and references checked.'),
  ).toBeVisible();
  await expect(checkCard(nanny, 'dbs_certificate').getByText(/lapses on 3 Mar 2029/)).toBeVisible();

  // The family hires her: an offer she accepts (tests/e2e/offers.spec.ts walks through both in the
  // browser). Reviewing opens only after her start date.
  const nannyId = new URL(
    (await applicant.getByRole('link', { name: 'Hire', exact: true }).getAttribute('href'))!,
    'http://x',
  ).pathname.split('/')[3]!;
  const offered = await apiCall(family, `/offers/${jobId}/${nannyId}`, { method: 'PUT', body: offerTerms() });
  expect(offered.status, JSON.stringify(offered.body)).toBe(200);
  const accepted = await apiCall(nanny, `/offers/${jobId}/${nannyId}/accept`, {
    body: { version: 1, employeeName: 'Marta Nowak' },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await family.reload();
  await openApplicant();
  await expect(applicant.getByTestId('application-status')).toHaveText('Status: Hired');
  const yourReview = applicant.getByRole('region', { name: 'Your review' });
  await expect(yourReview.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await startedLastWeek(jobId);
  await family.reload();
  await openApplicant();
  await yourReview.getByRole('button', { name: 'Write a review' }).click();
  const dialog = family.getByRole('dialog', { name: 'Review Marta', exact: true });
  // Five stars, chosen as a keyboard user does: the star's radio focused, Space.
  const five = dialog
    .getByRole('radiogroup', { name: /Your rating/ })
    .getByRole('radio', { name: '5 out of 5 stars' });
  await five.focus();
  await family.keyboard.press('Space');
  await expect(five).toBeChecked();
  const text = 'Marta was wonderful with our toddler: calm, patient and full of ideas.';
  await dialog.getByLabel(/^Your review/).fill(text);
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expectToast(family, 'Review published');

  // She replies, once, from her account.
  await nanny.goto('/account/reviews');
  const review = nanny.getByRole('article').filter({ hasText: text });
  await review.getByLabel(/^Your reply/).fill('Thank you! It was a joy to look after him.');
  await review.getByRole('button', { name: 'Publish reply' }).click();
  await expectToast(nanny, 'Reply published');

  // Her card shows the rating from that review, and the review with her reply.
  await family.reload();
  await openApplicant();
  await card.getByRole('button', { name: 'Rated 5.0 out of 5 from 1 review' }).click();
  const reviews = family.getByRole('dialog', { name: 'Reviews of Marta' });
  await expect(reviews.getByTestId('review')).toContainText(text);
  await expect(reviews.getByTestId('review')).toContainText('It was a joy to look after him.');

  await Promise.all([nannyContext.close(), familyContext.close(), adminContext.close()]);
});
