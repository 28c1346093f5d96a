import { expect, test, type Browser, type Page } from './test.ts';
import { DEMO_PORT } from './playwright.config.ts';
import {
  API,
  apiCall,
  DEMO_PASSWORD,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  hourlyPay,
  mailbox,
  payCheckout,
  signIn,
  signUp,
} from './support.ts';

/**
 * The job board tells each visitor the truth about themselves: which jobs they posted, which they applied
 * to and when; one empty state at a time; a page of its own for each job; and a Save that survives the
 * sign-in detour.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A 1×1 PNG, as a job's photo. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Posts a family job as the signed-in family and pays for it; returns its id and checkout session. */
async function postPaidJob(page: Page, fields: Record<string, unknown>) {
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
    body: familyJob(fields),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = await payCheckout(created.body.checkoutUrl);
  return { jobId: created.body.jobId, sessionId };
}

/** Uploads a job photo as the signed-in user, as the job form does (presigned POST, then the check). */
async function uploadPhoto(page: Page): Promise<{ key: string; name: string }> {
  return page.evaluate(
    async ({ api, png }) => {
      const tokenKey = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem(tokenKey)}`,
      };
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const target = (await (
        await fetch(`${api}/uploads`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            purpose: 'job-photo',
            fileName: 'garden.png',
            contentType: 'image/png',
            size: bytes.length,
          }),
        })
      ).json()) as { url: string; key: string; fields: Record<string, string> };
      const form = new FormData();
      for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'garden.png');
      if (!(await fetch(target.url, { method: 'POST', body: form })).ok) throw new Error('upload refused');
      const check = await fetch(`${api}/uploads/check`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ key: target.key, purpose: 'job-photo' }),
      });
      if (!check.ok) throw new Error(`the upload check answered ${check.status}`);
      return { key: target.key, name: 'garden.png' };
    },
    { api: API, png: PNG_BASE64 },
  );
}

/** A page of its own for another account (the poster and the nanny side by side). */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissConsent(page);
  return page;
}

test('a nanny sees when she applied, on each card, after a reload; the poster sees “Your job”', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A district of its own (only this test posts there), so its jobs are the newest the filter finds.
  const titles = [`After-school nanny ${run()}`, `Weekend nanny ${run()}`];
  await signUp(page, 'Family', 'Fiona Poster');
  for (const title of titles) await postPaidJob(page, { jobTitle: title, postcode: 'ZE1 0AA' });

  // The poster: her own jobs offer nothing to save or apply to.
  await page.goto('/jobs?place=ZE1');
  for (const title of titles) {
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Your job')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  const nanny = await newPage(browser);
  await signIn(nanny, 'nanny@demo.local');
  await nanny.goto('/jobs?place=ZE1');
  for (const title of titles) {
    const card = nanny.getByRole('article', { name: title });
    await expect(card.getByText('Your job')).toHaveCount(0);
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = nanny.getByRole('dialog', { name: `Apply for ${title}` });
    // A family's job: the family reads her cover letter.
    await expect(dialog).toContainText('The family receives your cover letter');
    await dialog
      .getByLabel(/^Cover letter/)
      .fill('Ten years with school-age children, and free at weekends.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(nanny, 'Application submitted!');
    await expect(dialog).toBeHidden();
    // At once, without reading the board again.
    await expect(card.getByTestId('applied')).toHaveText(/^Applied on \d{1,2} [A-Z][a-z]{2}$/);
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  }

  await nanny.reload();
  for (const title of titles) {
    const card = nanny.getByRole('article', { name: title });
    await expect(card.getByTestId('applied')).toHaveText(/^Applied on \d{1,2} [A-Z][a-z]{2}$/);
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    // She may still save it.
    await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
  }
  await expectNoAxeViolations(nanny);
  // The poster still sees only her own state: nothing of the nanny's.
  await page.reload();
  await expect(page.getByRole('article', { name: titles[0] }).getByText('Your job')).toBeVisible();
  await expect(page.getByTestId('applied')).toHaveCount(0);
  await nanny.context().close();
});

test('a job’s page shows the whole posting with its photo; a job that is not there gets a friendly page', async ({
  page,
  browser,
}) => {
  const title = `Nanny for a garden-loving family ${run()}`;
  await signIn(page, 'family@demo.local');
  const photo = await uploadPhoto(page);
  const { jobId } = await postPaidJob(page, {
    jobTitle: title,
    postcode: 'HS1 2AA',
    photo,
    description: 'We live by the river.\n\nOur two boys love the garden, bikes and books.',
    pay: hourlyPay(14, 16, 24),
  });

  const visitor = await newPage(browser);
  await visitor.goto('/jobs?place=HS1');
  const card = visitor.getByRole('article', { name: title });
  // The photo, at a fixed size, with a text that says what it is.
  const thumbnail = card.getByTestId('job-photo');
  await expect(thumbnail).toHaveAttribute('alt', `Photo shared by the family for the job “${title}”`);
  await expect(thumbnail).toHaveAttribute('width', '96');
  await expect(thumbnail).toHaveAttribute('height', '96');
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The pay once, gross, with its period and its hours.
  await expect(card).toContainText('£14–£16 an hour gross');
  await expect(card).toContainText('24 hours a week');

  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  const posting = visitor.getByRole('article', { name: title });
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} – Nanny Marketplace`);
  await expect(posting.getByTestId('job-photo')).toBeVisible();
  // Its paragraphs kept.
  const description = posting.getByText('We live by the river.');
  await expect(description).toHaveCSS('white-space', 'pre-line');
  expect(await description.evaluate((p) => p.textContent)).toContain('river.\n\nOur two boys');
  await expect(posting.getByRole('button', { name: 'Report this job' })).toBeVisible();
  await expect(posting.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Its poster's view of the same page.
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('article', { name: title }).getByText('Your job')).toBeVisible();

  // Unknown, garbled and unpublished jobs: the same friendly page, never an error.
  for (const path of [
    '/jobs/not-a-real-job-id',
    '/jobs/%F0%9F%91%B6%20%D8%B3%D9%84%D8%A7%D9%85',
    '/jobs/seed-job-31',
  ]) {
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This job is not available' })).toBeVisible();
    await expect(visitor).toHaveTitle('Job not available – Nanny Marketplace');
  }
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('link', { name: 'Browse all jobs' }).click();
  await expect(visitor).toHaveURL(/\/jobs$/);
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await visitor.context().close();
});

test('after paying, the family goes from the success page to its job’s page; the receipt links there too', async ({
  page,
}) => {
  const title = `Paid job with a page ${run()}`;
  await signIn(page, 'family@demo.local');
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
    body: familyJob({ jobTitle: title }),
  });
  const sessionId = await payCheckout(created.body.checkoutUrl);
  const { jobId } = created.body;

  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Posted Successfully!' })).toBeVisible();
  const view = page.getByRole('link', { name: 'View your job' });
  await expect(view).toHaveAttribute('href', `/jobs/${jobId}`);
  await expectNoAxeViolations(page);
  await view.click();
  const posting = page.getByRole('article', { name: title });
  await expect(posting).toBeVisible();
  await expect(posting.getByText('Your job')).toBeVisible();

  const receipt = (await mailbox()).find(
    (mail) => mail.subject.startsWith('Receipt') && mail.body.text?.includes(jobId),
  );
  expect(receipt?.body.text).toMatch(new RegExp(`https?://[^\\s]+/jobs/${jobId}(\\s|$)`));
});

test('a visitor who saves a job signs in and comes back to the same filters, with the job saved', async ({
  page,
  browser,
}) => {
  const title = `Temporary summer nanny ${run()}`;
  const family = await newPage(browser);
  await signIn(family, 'family@demo.local');
  await postPaidJob(family, { jobTitle: title, postcode: 'KW1 4AA', jobType: 'temporary' });
  await family.context().close();

  await page.goto('/jobs?type=temporary&place=KW1');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Authentication required', 'Please log in to save jobs.');
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('Email').fill('nanny@demo.local');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Back where she was, filters and all; the job saved, and nothing left in the address to save again.
  await expectToast(page, 'Job saved');
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const address = new URL(page.url());
  expect(address.pathname).toBe('/jobs');
  expect(Object.fromEntries(address.searchParams)).toEqual({ type: 'temporary', place: 'KW1' });
  await expect(page.getByLabel('Job type')).toHaveValue('temporary');
  await expect(page.getByRole('searchbox', { name: 'Town or postcode' })).toHaveValue('KW1');
  await page.reload();
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'Saved' }).click();
  await expectToast(page, 'Job removed');
});

test('one empty state at a time, with a way back from filters that match nothing', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No jobs available at the moment')).toHaveCount(0);
  await expect(page.getByText('No jobs match these filters')).toHaveCount(0);

  await page.goto('/jobs?type=rota&place=TD9');
  await expect(
    page.getByText('No jobs match these filters. Try another place, or fewer filters.'),
  ).toBeVisible();
  await expect(page.getByText('No jobs available at the moment')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No jobs match these filters')).toHaveCount(0);
  await expect(page.getByLabel('Job type')).toHaveValue('');
});

test('a long title with emoji and right-to-left text keeps its card in shape @phone', async ({ page }) => {
  // 120 characters, the most a title may have: a long unbroken word, emoji and Arabic; this run's own
  // (the desktop and phone runs post one each, in the same district).
  const title =
    `Nanny👶🏽 مربية أطفال للعائلة ${run()} ${'Supercalifragilistic'.repeat(5)}`.slice(0, 118) + ' ✨';
  await signIn(page, 'family@demo.local');
  await postPaidJob(page, { jobTitle: title, postcode: 'IV1 1AA' });
  await page.goto('/jobs?place=IV1');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('an agency’s job names the agency as the reader, and leaves out what it did not give', async ({
  page,
}) => {
  await signIn(page, 'nanny@demo.local');
  // A seeded agency job in Didsbury, posted without children's ages.
  await page.goto('/jobs?place=M20');
  const card = page.getByRole('article', { name: 'After-school nanny, two children' });
  await expect(card).toContainText('Little Acorns Nanny Agency');
  await expect(card.getByText('Children ages')).toHaveCount(0);
  await expect(card.getByText('Days/hours')).toBeVisible();
  await card.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for After-school nanny, two children' });
  await expect(dialog).toContainText(
    'Little Acorns Nanny Agency receives your cover letter with your nanny profile, and answers you in Messages',
  );
  await expect(dialog).not.toContainText('The family');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the demo shows each sample job on a page of its own', async ({ page }) => {
  const demo = `http://localhost:${DEMO_PORT}`;
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(demo)) outside.push(r.url());
  });
  await page.goto(`${demo}/jobs`);
  const first = page.getByRole('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} – Nanny Marketplace`);
  await page.goto(`${demo}/jobs/not-a-demo-job`);
  await expect(page.getByRole('heading', { level: 1, name: 'This job is not available' })).toBeVisible();
  expect(outside).toEqual([]);
});

test('a nanny filters the board by place, requirements and pay; the address keeps it and Back undoes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Twins nanny in Llandrindod ${run()}`;
  const family = await newPage(browser);
  await signIn(family, 'family@demo.local');
  await postPaidJob(family, {
    jobTitle: title,
    postcode: 'LD1 5AA',
    pay: { ...hourlyPay(550, null, 40), period: 'weekly' },
    selectedRequirements: ['Twins experience'],
  });
  await family.context().close();

  await page.goto('/jobs');
  const place = page.getByRole('searchbox', { name: 'Town or postcode' });
  // Not a place: the field says so in plain words, and no board is shown as if it were filtered (the
  // address keeps what was typed, so a shared link says the same).
  await place.fill('Narnia');
  await place.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "We don't know ‘Narnia’. Try a town, or a postcode like M20." }),
  ).toBeVisible();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/place=Narnia/);

  await place.fill('ld1 5aa');
  await place.press('Enter');
  await expect(page).toHaveURL(/place=LD1(\+|%20)5AA/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // A filter's control shows what the address holds: its whole area once the board's address has it.
  const reach = page.getByLabel('Distance');
  await reach.selectOption('area');
  await expect(page).toHaveURL(/nearby=1/);
  await expect(reach).toHaveValue('area');
  const twins = page.getByRole('checkbox', { name: 'Twins experience' });
  await twins.click();
  await expect(page).toHaveURL(/needs=Twins(\+|%20)experience/);
  await expect(twins).toBeChecked();
  await page.getByLabel('Salary type').selectOption('weekly');
  await expect(page).toHaveURL(/salaryPeriod=weekly/);
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);

  // A shared link opens the same board.
  const shared = page.url();
  const other = await newPage(browser);
  await other.goto(shared);
  await expect(other.getByRole('article', { name: title })).toBeVisible();
  await expect(other.getByLabel('Salary type')).toHaveValue('weekly');
  await expect(other.getByRole('checkbox', { name: 'Twins experience' })).toBeChecked();
  await other.context().close();

  // Back undoes one step at a time.
  await page.goBack();
  await expect(page).not.toHaveURL(/salaryPeriod/);
  await expect(page.getByLabel('Salary type')).toHaveValue('');
  await page.goBack();
  await expect(page).not.toHaveURL(/needs=/);
  await expect(page.getByRole('checkbox', { name: 'Twins experience' })).not.toBeChecked();

  // A pay period the job does not have: nothing matches.
  await page.getByLabel('Salary type').selectOption('yearly');
  await expect(card).toHaveCount(0);
  // An older address's period ('annually') reads as today's ('yearly'); one it never had, as none.
  await page.goto('/jobs?place=LD1&salaryPeriod=annually');
  await expect(page.getByLabel('Salary type')).toHaveValue('yearly');
  await page.goto('/jobs?place=LD1&salaryPeriod=fortnightly');
  await expect(page.getByLabel('Salary type')).toHaveValue('');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('Best match and “Recommended for you” are a nanny’s, with the reasons in plain words', async ({
  page,
  browser,
}) => {
  const visitor = await newPage(browser);
  await visitor.goto('/jobs');
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByLabel('Sort by')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0);
  await visitor.context().close();

  await signIn(page, 'nanny@demo.local');
  await page.goto('/jobs');
  const strip = page.getByRole('region', { name: 'Recommended for you' });
  await expect(strip).toBeVisible();
  await expect(
    strip.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(3);
  await expect(strip.getByText('Why it fits you').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption('best');
  await expect(page).toHaveURL(/sort=best/);
  await expect(
    page.getByText(
      'Ranked by how well each job fits your profile: area, requirements you meet, languages, the work you want and when you are free.',
    ),
  ).toBeVisible();
  const first = page.getByRole('region', { name: 'Jobs' }).getByRole('article').first();
  await expect(first.getByText('Why it fits you')).toBeVisible();
  await expectNoAxeViolations(page);
  // The strip's first job leads to its page.
  const top = strip.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await top.textContent())!;
  await top.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('on a phone the filters fold behind a button @phone-only', async ({ page }) => {
  await page.goto('/jobs?place=SW4');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('(1 on)');
  await expect(page.getByRole('searchbox', { name: 'Town or postcode' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('searchbox', { name: 'Town or postcode' })).toHaveValue('SW4');
  await expectNoAxeViolations(page);
});
