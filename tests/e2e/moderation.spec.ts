import { expect, test, type Page } from '@playwright/test';
import { API, dismissConsent, expectNoAxeViolations, expectToast } from './support.ts';
import { PORT_OFFSET } from './playwright.config.ts';

const STRIPE = `http://127.0.0.1:${12111 + PORT_OFFSET}`;

test.beforeEach(async ({ page }) => dismissConsent(page));

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
}

/** Posts and pays for a job of its own as the demo family (through the API, as the page would). */
async function publishJob(page: Page, title: string): Promise<string> {
  await signIn(page, 'family@demo.local', 'Demo#Pass2024');
  const created = await page.evaluate(
    async ({ api, title }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
      const res = await fetch(`${api}/jobs/family`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem(key)}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          jobTitle: title,
          location: 'Frome, Somerset',
          startDate: new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10),
          daysHours: 'Tue–Thu, 9am–5pm',
          salary: '£15/hour',
          jobType: 'part-time',
          jobTypeOther: '',
          childrenAges: '4',
          description: 'A kind, creative nanny for our four-year-old, three days a week.',
          selectedLanguages: [],
          selectedRequirements: [],
          photo: null,
          contactEmail: 'family@demo.local',
          additionalComments: '',
          discountCode: '',
        }),
      });
      return (await res.json()) as { jobId: string; checkoutUrl: string };
    },
    { api: API, title },
  );
  const sessionId = new URL(created.checkoutUrl).pathname.split('/').pop();
  expect(
    (await fetch(`${STRIPE}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' })).status,
  ).toBe(303);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  return created.jobId;
}

test('an anonymous visitor reports a job; the admin resolves it with the job hidden, and it leaves the board', async ({
  page,
}) => {
  const title = `Reported job ${Date.now().toString(36)}`;
  await publishJob(page, title);

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

  // The admin reviews it.
  await signIn(page, 'admin@nannymarketplace.local', 'Admin#Local2024');
  await page.goto('/admin/reports?status=pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Reports' })).toBeVisible();
  await expect(page.getByTestId('pending-count')).toContainText('pending');
  const report = page.getByRole('article', { name: `Job posting: ${title}` });
  await expect(report).toContainText('Fake Profile/Posting');
  await expect(report).toContainText('Asks nannies to pay a <b>registration fee</b>.'.replace(/<\/?b>/g, ''));
  await expect(report).toContainText('concerned.nanny@example.com');
  await expectNoAxeViolations(page);

  await report.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review Report' });
  await expect(review.getByRole('button', { name: 'Update Report' })).toBeDisabled();
  await expect(review.getByLabel('Resolution notes')).toHaveAttribute('rows', '3');
  await review.getByRole('radio', { name: 'Resolved' }).check();
  await review.getByLabel('Resolution notes').fill('Scam: asked for money up front.');
  await review.getByRole('checkbox', { name: 'Hide this content from public lists' }).check();
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Update Report' }).click();
  await expectToast(page, 'Report updated', 'Report status changed to resolved.');
  await expect(review).toHaveCount(0);

  const resolvedFilter = page.getByRole('radio', { name: 'Resolved' });
  await resolvedFilter.click();
  await expect(resolvedFilter).toBeChecked();
  await expect(page).toHaveURL(/status=resolved/);
  const resolved = page.getByRole('article', { name: `Job posting: ${title}` });
  await expect(resolved).toContainText('Hidden from public lists');
  await expect(resolved.getByRole('button', { name: 'Review' })).toHaveCount(0);

  // The job is gone from the board.
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
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
