import { expect, test, type Page } from './test.ts';
import { dismissConsent, expectNoAxeViolations, expectToast, fillPay, MAILBOX } from './support.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.beforeEach(async ({ page }) => dismissConsent(page));

async function signIn(page: Page, email: string, redirect = '') {
  await page.goto(`/auth${redirect}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo#Pass2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
}

async function fillJob(page: Page, title: string) {
  const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('textbox', { name: /^Location/ }).fill('Kemptown, Brighton');
  await page.getByRole('textbox', { name: /^Postcode/ }).fill('BN2 1AA');
  await page.getByLabel('Start date').fill(inTwoWeeks);
  await page.getByLabel('Days/hours needed').fill('Mon–Wed, 8am–4pm');
  // The pay is gross, and below the minimum wage is said as it is typed, as the server would refuse it.
  await expect(page.getByText('gross (before tax)')).toBeVisible();
  await fillPay(page, { from: '10', hours: '24' });
  await expect(page.getByRole('status').filter({ hasText: 'below the National Minimum Wage' })).toBeVisible();
  await fillPay(page, { from: '15', to: '17', hours: '24' });
  await expect(page.getByRole('status').filter({ hasText: 'below the National Minimum Wage' })).toHaveCount(
    0,
  );
  await page.getByLabel('Job type').selectOption('other');
  await page.getByLabel('Please specify').fill('Maternity nurse');
  await page.getByLabel('Job type').selectOption('part-time');
  await expect(page.getByLabel('Please specify')).toHaveCount(0);
  await page.getByLabel('Children ages').fill('3 and 5');
  await page.getByLabel('Description').fill('Playful, patient nanny wanted for two lively children.');
  await page.getByLabel('Contact email').fill('family@demo.local');
  const languages = page.getByRole('group', { name: 'Languages', exact: true });
  await languages.getByLabel('Add another language').fill('  Welsh ');
  await page.keyboard.press('Enter');
  await expect(languages.getByRole('checkbox', { name: 'Welsh' })).toBeChecked();
}

test('a family posts a job with a promo code, pays on checkout and finds it on the board', async ({
  page,
}) => {
  const title = `Part-time nanny ${Date.now().toString(36)}`;
  // A visitor starts the form, is sent to Sign Up (Family chosen), signs in instead, and comes back to the draft.
  await page.goto('/post-job-family');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Nanny Job - Families' })).toBeVisible();
  await page.getByRole('button', { name: /Pay £50 & Publish Job/ }).click();
  await expect(page.getByText('Job title is required')).toBeVisible();
  await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
  await fillJob(page, title);
  await page.getByRole('button', { name: /Pay £50 & Publish Job/ }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&type=family&redirect=%2Fpost-job-family$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('family@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('Demo#Pass2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/post-job-family$/);
  await expect(page.getByLabel('Job title')).toHaveValue(title);

  await page.getByLabel('Discount code').fill('nope');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(page, 'Invalid Code');
  await page.getByLabel('Discount code').fill('welcome10');
  await expect(page.getByLabel('Discount code')).toHaveValue('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Total: £40')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Pay £40 & Publish Job/ }).click();

  // The local Stripe checkout page.
  await expect(page.getByText('£40.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Posted Successfully!' })).toBeVisible();
  // A reference a person can read out, not the job's raw id (that is in the address of its page).
  const reference = await page.getByTestId('job-reference').textContent();
  expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  const jobId = (await page.getByRole('link', { name: 'View your job' }).getAttribute('href'))
    ?.split('/')
    .pop();
  await expect(page.getByText(jobId ?? '???')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View Job Board' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // The pay once, gross, with its period and hours.
  await expect(card).toContainText('£15–£17 an hour gross');
  await expect(card).toContainText('24 hours a week');
  await expect(card).toContainText('Today');
  await expect(card).not.toContainText('family@demo.local');
  // Her own job: nothing to save or apply to.
  await expect(card.getByText('Your job')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  // The receipt was emailed once.
  const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as {
    emails: Array<{ subject: string; body: { text: string } }>;
  };
  const receipts = emails.filter(
    (e) => e.subject.startsWith('Receipt') && e.body.text.includes(`/jobs/${jobId ?? '???'}`),
  );
  expect(receipts).toHaveLength(1);
  // It links to the job's own page, and gives the same reference.
  expect(receipts[0]!.body.text).toContain(`/jobs/${jobId}`);
  expect(receipts[0]!.body.text).toContain(
    `Reference: ${reference} (quote it if you contact us about this job)`,
  );
});

test('cancelling the checkout leads to Payment Cancelled and publishes nothing', async ({ page }) => {
  const title = `Cancelled job ${Date.now().toString(36)}`;
  await signIn(page, 'family@demo.local');
  await page.goto('/post-job-family');
  await fillJob(page, title);
  await page.getByRole('button', { name: /Pay £50 & Publish Job/ }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('payment-success without a session shows the verification error', async ({ page }) => {
  await signIn(page, 'family@demo.local');
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Verification Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
});

test('a nanny saves a job, sees it saved after a reload, unsaves it and applies with a CV', async ({
  page,
}) => {
  await signIn(page, 'nanny@demo.local', '?redirect=/jobs');
  await expect(page).toHaveURL(/\/jobs$/);
  // A seeded job found by its place and title, not by its position: other tests publish jobs
  // meanwhile, and the keyboard test applies to a Clifton job.
  await page.goto('/jobs?place=M20');
  const title = 'Part-time nanny for after-school care';
  const job = page.getByRole('article', { name: title });
  await job.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Job saved');
  await page.reload();
  await expect(job.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await job.getByRole('button', { name: 'Saved' }).click();
  await expectToast(page, 'Job removed');
  await expect(job.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');

  await job.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await dialog
    .getByLabel(/^CV/)
    .setInputFiles({ name: 'Amelia-CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('Amelia-CV.pdf')).toBeVisible();
  await dialog.getByLabel(/^Cover letter/).fill('I would love to look after your children.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expectToast(page, 'Application submitted!');
  await expect(dialog).toBeHidden();
  // The card says so, and still does after a reload: there is no second application to start.
  await expect(job.getByTestId('applied')).toHaveText(/^Applied on \d{1,2} [A-Z][a-z]{2}$/);
  await page.reload();
  await expect(job.getByTestId('applied')).toHaveText(/^Applied on \d{1,2} [A-Z][a-z]{2}$/);
  await expect(job.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
});

/** Holds back the answers to the addresses matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a Save or Apply pressed while the app still reads the session is acted on once it has', async ({
  page,
}) => {
  // A visitor: who is asking is known once the site's settings (/config.json) are read.
  const settings = await holdBack(page, /\/config\.json$/);
  await page.goto('/jobs');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  settings();
  await expectToast(page, 'Authentication required', 'Please log in to save jobs.');

  // The demo nanny: her session is read by the sign-in library, fetched once the app runs.
  await page.unroute(/\/config\.json$/);
  await signIn(page, 'nanny@demo.local');
  const library = await holdBack(page, /\/assets\/amplify-[\w-]+\.js$/);
  await page.goto('/jobs');
  const job = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Apply Now' }) })
    .first();
  await job.getByRole('button', { name: 'Apply Now' }).click();
  await expect(job.getByRole('button', { name: 'Apply Now' })).toHaveAttribute('aria-busy', 'true');
  library();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a visitor is asked to log in to save or apply', async ({ page }) => {
  await page.goto('/jobs');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Authentication required', 'Please log in to save jobs.');
  await first.getByRole('button', { name: 'Apply Now' }).click();
  await expectToast(page, 'Authentication required', 'Please log in to apply for jobs.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
