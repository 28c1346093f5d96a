import { expect, test, type Page } from './test.ts';
import {
  ADMIN,
  API,
  apiCall,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  payCheckout,
  signIn,
  signUp,
  openAccountMenu,
  nannyProfile,
} from './support.ts';

test.beforeEach(async ({ page }) => dismissConsent(page));

async function signOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
  // The header's link: an admin page signed out shows a Sign in button of its own.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

/** Posts and pays for a job of its own as the demo family (through the API, as the page would). */
async function publishJob(page: Page, title: string): Promise<string> {
  await signIn(page, 'family@demo.local');
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
    body: familyJob({ jobTitle: title }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  await signOut(page);
  return created.body.jobId;
}

/** An anonymous report, sent as the report dialog sends it. */
async function reportAnonymously(contentType: string, contentId: string, reason: string, email: string) {
  const res = await fetch(`${API}/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentType, contentId, reason, details: '', email }),
  });
  expect(res.status).toBe(201);
}

/** The admin's queue entry about one item, looked for in the pending list. */
async function queueEntry(page: Page, name: string | RegExp) {
  await page.goto('/admin/reports?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Reports' })).toBeVisible();
  const entry = page.getByRole('article', { name });
  await expect(entry).toBeVisible();
  return entry;
}

test('two reports about one job are one entry; the admin sees the job itself, then decides each report', async ({
  page,
}) => {
  const title = `Reported job ${Date.now().toString(36)}`;
  const jobId = await publishJob(page, title);

  // A visitor, signed out, reports it.
  await page.goto('/jobs');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Report this job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Content' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Please select a reason', 'You must select a reason for reporting this content.');
  await dialog.getByRole('radio', { name: 'Fake Profile/Posting' }).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Email required', 'Please provide your email address.');
  await dialog
    .getByLabel('Additional details (optional)')
    .fill('Asks nannies to pay a <b>registration fee</b>.');
  await dialog.getByLabel('Your email').fill('concerned.nanny@example.com');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Report submitted');
  await expect(dialog).toHaveCount(0);
  // Someone else reports the same job.
  await reportAnonymously('job_posting', jobId, 'spam', 'second.look@example.com');

  // The admin sees one entry for the job, with both reports.
  await signIn(page, ADMIN.email, ADMIN.password);
  const entry = await queueEntry(page, `Job posting: ${title}`);
  await expect(page.getByTestId('pending-count')).toContainText('pending');
  await expect(entry.getByTestId('report-count')).toHaveText('2 reports');
  await expect(entry).toContainText('2 pending');
  await expect(entry).toContainText('On the job board');
  const reports = entry.getByTestId('report');
  await expect(reports).toHaveCount(2);
  const fake = reports.filter({ hasText: 'concerned.nanny@example.com' });
  await expect(fake).toContainText('Fake Profile/Posting');
  await expect(fake).toContainText('Asks nannies to pay a registration fee.');
  await expect(fake).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  const spam = reports.filter({ hasText: 'second.look@example.com' });
  await expect(spam).toContainText('Spam');
  await expectNoAxeViolations(page);

  // View content opens the job itself, not the board.
  const viewContent = entry.getByRole('button', { name: 'View content' });
  await viewContent.click();
  const content = page.getByRole('dialog', { name: 'Reported job posting' });
  await expect(content.getByTestId('reported-content')).toBeVisible();
  await expect(content).toContainText(title);
  await expect(content).toContainText('On the job board');
  await expect(content).toContainText("Poster's first name");
  await expect(content).toContainText('Olivia');
  await expect(content).toContainText('Frome, Somerset');
  await expect(content).not.toContainText('Bennett');
  await expect(page).toHaveURL(/\/admin\/reports/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(content).toHaveCount(0);
  await expect(viewContent).toBeFocused();

  // The first report: resolved, with the job hidden.
  await fake.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Report' });
  await expect(review.getByRole('button', { name: 'Update Report' })).toBeDisabled();
  await expect(review.getByLabel('Resolution notes')).toHaveAttribute('rows', '3');
  await review.getByRole('radio', { name: 'Resolved' }).check();
  await review.getByLabel('Resolution notes').fill('Scam: asked for money up front.');
  await review.getByRole('checkbox', { name: 'Hide this content from public lists' }).check();
  // Hiding tells the owner why: the explanation is required before anything is hidden.
  await review.getByRole('button', { name: 'Update Report' }).click();
  const explanation = review.getByRole('textbox', { name: 'What the owner is told' });
  await expect(explanation).toBeFocused();
  await expect(review).toContainText('Tell the owner why their content is hidden.');
  await explanation.fill('Asking nannies for a registration fee is not allowed.');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Update Report' }).click();
  await expectToast(page, 'Report updated', 'Report status changed to resolved.');
  await expect(review).toHaveCount(0);
  // Still one entry, still pending for the other report, now hidden.
  await expect(entry.getByTestId('report-count')).toHaveText('2 reports');
  await expect(entry).toContainText('1 pending, 1 resolved');
  await expect(entry).toContainText('Hidden from public lists');
  await expect(fake.getByRole('button', { name: 'Review' })).toHaveCount(0);
  await expect(fake).toContainText('Scam: asked for money up front.');

  // The second: dismissed. Nothing is pending about the job any more: it leaves the pending list.
  await spam.getByRole('button', { name: 'Review' }).click();
  await review.getByRole('radio', { name: 'Dismissed' }).check();
  await review.getByRole('button', { name: 'Update Report' }).click();
  await expectToast(page, 'Report updated', 'Report status changed to dismissed.');
  await expect(page.getByRole('article', { name: `Job posting: ${title}` })).toHaveCount(0);

  // The filter's own radio: the Review dialog, still closing, holds one of the same name.
  const resolvedFilter = page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('radio', { name: 'Resolved' });
  await resolvedFilter.click();
  await expect(resolvedFilter).toBeChecked();
  await expect(page).toHaveURL(/status=resolved/);
  const resolved = page.getByRole('article', { name: `Job posting: ${title}` });
  await expect(resolved).toContainText('Hidden from public lists');
  await expect(resolved.getByRole('button', { name: 'Review' })).toHaveCount(0);

  // Hidden from the public, the job is still there for the admin to see.
  await resolved.getByRole('button', { name: 'View content' }).click();
  await expect(content).toContainText('Hidden from public lists');
  await expect(content).toContainText(title);
  await content.getByRole('button', { name: 'Close' }).first().click();

  // The job is gone from the board.
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('a reported message reaches the queue in context; its sender appeals and a moderator decides', async ({
  page,
}) => {
  // A nanny with a listed profile, and a family who writes to her; she answers with a scam.
  const firstName = `Nadia${Date.now().toString(36).replace(/\d/g, '')}`;
  const email = await signUp(page, 'Nanny', `${firstName} Okafor`);
  const cv = await upload(page, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const profile = await apiCall<{ id: string }>(page, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: `${firstName} Okafor`,
      location: 'Bath, Somerset',
      postcode: 'BA1 1AA',
      yearsExperience: 3,
      email,
      bio: 'Patient nanny who loves the outdoors.',
      skills: [],
      drivingLicense: false,
      hourlyRateMin: null,
      hourlyRateMax: null,
      cv,
    }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  await signOut(page);

  await signIn(page, 'family@demo.local');
  const started = await apiCall<{ conversationId: string }>(page, '/messages', {
    body: {
      nannyId: profile.body.id,
      text: 'Hello, are you free on Mondays?',
      clientId: `e2e-${Date.now()}-1`,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const conversationId = started.body.conversationId;
  await signOut(page);
  await signIn(page, email, 'Sunny#Days2024');
  const scam = 'Please pay £45 for my DBS check first, then we can talk.';
  expect(
    (
      await apiCall(page, `/messages/${conversationId}`, {
        body: { text: scam, clientId: `e2e-${Date.now()}-2` },
      })
    ).status,
  ).toBe(201);
  await signOut(page);

  // The family reports her message, as the thread's Report button sends it.
  await signIn(page, 'family@demo.local');
  const reported = await apiCall(page, '/reports', {
    body: {
      contentType: 'message',
      contentId: `${conversationId}_2`,
      reason: 'spam',
      details: 'Asked me for money.',
      email: 'family@demo.local',
    },
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  await signOut(page);

  // The admin sees it in context, and hides it with a word to its sender.
  await signIn(page, ADMIN.email, ADMIN.password);
  const entry = await queueEntry(page, /^Message: Please pay £45 for my DBS check/);
  await expect(entry).toContainText('Seen only by the two sides of the conversation');
  await entry.getByRole('button', { name: 'View content' }).click();
  const content = page.getByRole('dialog', { name: 'Reported message' });
  const context = content.getByTestId('message-context');
  await expect(context.getByRole('listitem')).toHaveCount(2);
  await expect(content.getByTestId('reported-message')).toContainText(scam);
  await expect(content.getByTestId('reported-message')).toContainText('Reported message');
  await expect(content).toContainText(`${firstName} (nanny)`);
  await expect(content).toContainText('Olivia (family)');
  await expect(content).not.toContainText('Okafor');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await entry.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Report' });
  await review.getByRole('radio', { name: 'Resolved' }).check();
  await review.getByRole('checkbox', { name: 'Hide this message from its conversation' }).check();
  await review
    .getByRole('textbox', { name: 'What the owner is told' })
    .fill('Asking a family for money for a DBS check is not allowed.');
  await review.getByRole('button', { name: 'Update Report' }).click();
  await expectToast(page, 'Report updated', 'Report status changed to resolved.');
  await signOut(page);

  // The nanny reads the decision under Account → Moderation and appeals it, once.
  await signIn(page, email, 'Sunny#Days2024');
  await page.goto('/account');
  await page.getByRole('link', { name: 'See moderation decisions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const decision = page.getByRole('article', { name: /^Message: Please pay £45/ });
  await expect(decision).toContainText('Asking a family for money for a DBS check is not allowed.');
  await expect(decision).toContainText('Spam');
  await expect(decision.getByTestId('decision-status')).toHaveText('Hidden');
  const appeal = decision.getByRole('textbox', { name: 'Why should this be shown again?' });
  await appeal.fill('Too short');
  await decision.getByRole('button', { name: 'Appeal' }).click();
  await expect(appeal).toBeFocused();
  await expect(decision).toContainText('Please explain in at least 10 characters.');
  await appeal.fill('I meant the family should check the DBS certificate I already have.');
  await expectNoAxeViolations(page);
  await decision.getByRole('button', { name: 'Appeal' }).click();
  await expectToast(page, 'Appeal sent', 'A moderator will review it and we will email you the outcome.');
  await expect(decision.getByTestId('decision-status')).toHaveText('Appeal under review');
  await expect(decision.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await signOut(page);

  // A moderator decides it from the appeals queue, reached from the reports page.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/reports');
  await page.getByRole('link', { name: 'Appeals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
  const waiting = page.getByRole('article', { name: /^Message: Please pay £45/ });
  await expect(waiting).toContainText('I meant the family should check the DBS certificate I already have.');
  await expect(waiting).toContainText('(by you)');
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Decide' }).click();
  const decide = page.getByRole('dialog', { name: 'Decide appeal' });
  await expect(decide).toContainText('You hid this content.');
  await decide.getByRole('radio', { name: 'Reverse: show it again' }).check();
  await decide
    .getByRole('textbox', { name: 'Notes for the owner' })
    .fill('Read again, it was a misunderstanding.');
  await expectNoAxeViolations(page);
  await decide.getByRole('button', { name: 'Decide appeal' }).click();
  await expectToast(page, 'Appeal decided');
  await expect(page.getByRole('article', { name: /^Message: Please pay £45/ })).toHaveCount(0);
  await signOut(page);

  await signIn(page, email, 'Sunny#Days2024');
  await page.goto('/account/moderation');
  await expect(decision.getByTestId('decision-status')).toHaveText(
    'Appeal upheld: your content is shown again',
  );
  await expect(decision).toContainText('Read again, it was a misunderstanding.');
});

/** One pixel of PNG: a DBS certificate as far as the upload check is concerned; and a minimal PDF CV. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads a file as the signed-in user, as the SPA does (presigned POST, then the server's check). */
async function upload(page: Page, purpose: string, name: string, type: string, bytes: Buffer) {
  const target = await apiCall<{ key: string; url: string; fields: Record<string, string> }>(
    page,
    '/uploads',
    {
      body: { purpose, fileName: name, contentType: type, size: bytes.length },
    },
  );
  expect(target.status).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(target.body.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  expect((await fetch(target.body.url, { method: 'POST', body: form })).ok).toBe(true);
  expect((await apiCall(page, '/uploads/check', { body: { key: target.body.key, purpose } })).status).toBe(
    200,
  );
  return { key: target.body.key, name };
}

/** A new nanny with a profile and an uploaded DBS certificate, through the API as the profile page does. */
async function nannyWithDbsCertificate(page: Page, name: string): Promise<string> {
  const email = await signUp(page, 'Nanny', name);
  const cv = await upload(page, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const dbs = await upload(page, 'nanny-dbs', 'dbs.png', 'image/png', PNG);
  const saved = await apiCall<{ id: string }>(page, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: name,
      location: 'Bath, Somerset',
      postcode: 'BA1 1AA',
      yearsExperience: 4,
      email,
      bio: 'Warm, patient nanny who loves reading and baking with children.',
      skills: [],
      drivingLicense: false,
      hourlyRateMin: null,
      hourlyRateMax: null,
      cv,
      dbs,
    }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await signOut(page);
  return saved.body.id;
}

test("a reported nanny's entry leads to her verification file, not a DBS switch", async ({ page }) => {
  const firstName = `Greta${Date.now().toString(36).replace(/\d/g, '')}`;
  const nannyId = await nannyWithDbsCertificate(page, `${firstName} Lindqvist`);
  await reportAnonymously('nanny_profile', nannyId, 'fake', 'dbs.watcher@example.com');

  await signIn(page, ADMIN.email, ADMIN.password);
  const entry = await queueEntry(page, `Nanny profile: ${firstName}`);
  await expect(entry.getByTestId('report-count')).toHaveText('1 report');
  await expect(entry).not.toContainText('Lindqvist');
  // Checks are records made in her verification file; the queue no longer switches a badge.
  await expect(entry.getByRole('group', { name: 'DBS check' })).toHaveCount(0);
  await expect(entry.getByRole('link', { name: 'Verification file' })).toHaveAttribute(
    'href',
    `/admin/verifications/${nannyId}`,
  );
  await expectNoAxeViolations(page);
});

test('the admin page is closed to anyone outside the admin group', async ({ page }) => {
  await page.goto('/admin/reports');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await signIn(page, 'nanny@demo.local', 'Demo#Pass2024');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the newsletter card subscribes once, and the promo card fills the family form', async ({ page }) => {
  const email = `reader.${Date.now().toString(36)}@example.com`;
  await page.goto('/');
  const newsletter = page.getByRole('group', { name: 'Join Our Newsletter' });
  await newsletter.getByLabel('Email address').fill(email);
  await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(page, 'Welcome to Our Newsletter! 🎉');
  const section = page.getByRole('region', { name: 'Stay connected' });
  await expect(section).toContainText("You're Subscribed! ✅");
  await expect(section).toContainText(email);
  await section.getByRole('button', { name: 'Subscribe Different Email' }).click();
  await newsletter.getByLabel('Email address').fill(email.toUpperCase());
  await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(page, 'Already Subscribed! ✅');

  const promo = page.getByRole('group', { name: 'Have a Promo Code?' });
  const code = promo.getByLabel('Promo code');
  await code.fill('welcome10');
  await expect(code).toHaveValue('WELCOME10');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Promo Code Applied! 🎉', "You'll get £10 off your next job posting!");
  await page.goto('/post-job-family');
  await expect(page.getByLabel('Discount code')).toHaveValue('WELCOME10');
  await expect(page.getByText('Total: £40')).toBeVisible();
});
