import { expect, test } from './test.ts';
import { DEMO_PORT } from './playwright.config.ts';
import { dismissConsent, expectNoAxeViolations, expectToast } from './support.ts';

/** The demo build: no API configured, sample data, forms that save nothing (spec §7). */
const DEMO = `http://localhost:${DEMO_PORT}`;

test.beforeEach(async ({ page }) => dismissConsent(page));

test('the demo shows sample jobs and candidates, and says what it cannot do', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(DEMO)) apiCalls.push(r.url());
  });
  await page.goto(`${DEMO}/jobs`);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Save/ }).click();
  await expectToast(page, 'Feature unavailable');
  await expectNoAxeViolations(page);

  await page.goto(`${DEMO}/candidates`);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto(`${DEMO}/`);
  const newsletter = page.getByRole('group', { name: 'Join Our Newsletter' });
  await newsletter.getByLabel('Email address').fill('demo.reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(page, 'Welcome to Our Newsletter! 🎉');

  await page.goto(`${DEMO}/auth`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accounts are not available in the demo' }),
  ).toBeVisible();
  // Nothing left the demo site: no API, no user pool.
  expect(apiCalls).toEqual([]);
});

test('the demo shows a family’s jobs and works through a job’s applicants @phone', async ({ page }) => {
  await page.goto(`${DEMO}/my-jobs`);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  const live = page.getByTestId('my-job').filter({ hasText: 'Live' });
  await expect(live).toContainText('2 new · 6 total');
  await expect(page.getByTestId('my-job').filter({ hasText: 'Awaiting payment' })).toContainText(
    'Resume payment',
  );
  await live.getByRole('link').click();

  // Opening a new applicant marks her viewed, and the counts follow.
  await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible();
  const amara = page.getByRole('article', { name: 'Application from Amara' });
  await expect(amara.getByTestId('application-status')).toHaveText('Status: New');
  await amara.getByRole('button', { name: /^Amara\b/ }).click();
  await expect(amara.getByRole('heading', { name: 'Cover letter' })).toBeVisible();
  await expect(amara.getByTestId('application-status')).toHaveText('Status: Viewed');
  await expect(page.getByText('1 new · 6 total')).toBeVisible();
  await expect(page).toHaveURL(/applicant=demo-nanny-02/);

  // Shortlisted, then found under the Shortlisted filter, kept in the address.
  await amara.getByRole('button', { name: 'Shortlist' }).click();
  await expectToast(page, 'Applicant updated');
  await expect(amara.getByTestId('application-status')).toHaveText('Status: Shortlisted');
  await page.getByRole('button', { name: /^Shortlisted/ }).click();
  await expect(page).toHaveURL(/status=shortlisted/);
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByTestId('applicant') })
      .getByTestId('applicant'),
  ).toHaveCount(2);

  // Declined with the kind default message, which she may edit.
  await amara.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline Amara' });
  await expect(dialog.getByLabel('Message to the applicant')).toHaveValue(/^Thank you for applying for "/);
  await dialog.getByRole('button', { name: 'Send and decline' }).click();
  await expectToast(page, 'Applicant updated');
  await expect(amara.getByTestId('application-status')).toHaveText('Status: Declined');
  // She leaves the Shortlisted list; still open, she shows on her own above it.
  const listed = page.getByRole('list').filter({ has: page.getByTestId('applicant') });
  await expect(listed.getByTestId('applicant')).toHaveCount(1);
  await expect(listed).toContainText('Priya');

  // Edited: the page shows the new title, and focus goes back to Edit job.
  await page.getByRole('button', { name: 'Edit job' }).click();
  await expect(page.getByRole('heading', { name: 'Edit job' })).toBeFocused();
  await page.getByLabel('Job title').fill('Warm live-out nanny for two little ones');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Job updated');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Warm live-out nanny for two little ones' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit job' })).toBeFocused();

  // Marked filled: only someone who accepted an offer can be named as hired, so Priya, shortlisted
  // with no offer, is not offered as a choice. The job leaves the board and its actions go.
  await page.getByRole('button', { name: 'Close or mark filled' }).click();
  const close = page.getByRole('dialog', { name: 'Close this job' });
  await expect(close).toContainText('Applicants still open will be told the job has closed.');
  const hired = close.getByLabel('Who did you hire?');
  await expect(hired).toHaveAccessibleDescription(
    'Optional. Only someone who accepted your offer can be named.',
  );
  await expect(hired.getByRole('option')).toHaveText([
    'Someone who did not apply here, or I’d rather not say',
  ]);
  await close.getByRole('button', { name: 'Mark filled' }).click();
  await expectToast(page, 'Job marked as filled');
  await expect(page.getByTestId('job-state')).toHaveText('Filled');
  await expect(page.getByText('You hired Priya.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit job' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the demo answers the reminder email’s "Still hiring" link', async ({ page }) => {
  await page.goto(`${DEMO}/still-hiring?job=demo-job-01&until=2026-01-01T00%3A00%3A00.000Z&sig=demo`);
  await expect(page.getByRole('status')).toContainText(
    /^Your job “Loving live-out nanny for two little ones” stays on the board until \d{1,2} \w+ \d{4}\./,
  );
  await expect(page.getByRole('link', { name: 'Manage this job' })).toHaveAttribute(
    'href',
    '/my-jobs/demo-job-01',
  );
  await expectNoAxeViolations(page);

  // A job no longer open says so.
  await page.goto(`${DEMO}/still-hiring?job=demo-filled-01&until=2026-01-01T00%3A00%3A00.000Z&sig=demo`);
  await expect(page.getByRole('alert')).toHaveText(/This job is no longer open, so it cannot be extended\./);
});
