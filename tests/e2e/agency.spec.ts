import { expect, test, type Locator, type Page } from './test.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import {
  apiCall,
  codeFromMailbox,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  fillPay,
  fillSignUp,
  uniqueEmail,
} from './support.ts';

/** A 1×1 PNG, as an agency logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => dismissConsent(page));

async function signUpAgency(page: Page, name: string) {
  const email = uniqueEmail('agency');
  await fillSignUp(page, { type: /^Agency/, name, email, password: 'Sunny#Days2024' });
  await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  return email;
}

async function fillJob(form: Locator, title: string) {
  const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await form.getByLabel('Job title').fill(title);
  await form.getByRole('textbox', { name: /^Location/ }).fill('Headingley, Leeds');
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('LS6 3AA');
  await form.getByLabel('Start date').fill(inTwoWeeks);
  await form.getByLabel('Days/hours needed').fill('Mon–Fri, 8am–6pm');
  await fillPay(form, { period: 'yearly', from: '34000', to: '38000', hours: '50' });
  await form.getByLabel('Job type').selectOption('live-out');
  await form.getByLabel('Description').fill('An experienced nanny for a busy family, placed by our agency.');
  await form.getByLabel('Contact email').fill('placements@acorn.example');
}

test('an agency signs up, creates its profile, starts the free trial and posts a branded job', async ({
  page,
  context,
}) => {
  // The whole agency journey in one test (sign-up by email code, two Stripe tabs, three axe scans):
  // 40-55 s on a busy two-core host, so it gets twice the default timeout.
  test.setTimeout(120_000);
  const agencyName = `Acorn Agency ${Date.now().toString(36)}`;
  const title = `Agency live-out nanny ${Date.now().toString(36)}`;
  await signUpAgency(page, 'Priya Agency');

  await page.goto('/post-job-agency');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Nanny Job - Agencies' })).toBeVisible();
  const create = page.getByRole('region', { name: 'Create Agency Profile First' });
  await expect(create).toBeVisible();
  // The agency's details are asked for once, in the profile card; the job form waits for them.
  await expect(page.getByLabel(/^Agency name/)).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Agency job posting' })).toContainText(
    'Your agency’s name, website and logo come from your agency profile.',
  );
  // Agencies subscribe monthly, first month free: nothing offers to charge per post.
  await expect(page.getByText('Payment Required')).toHaveCount(0);
  await expect(page.getByText(/per job post/i)).toHaveCount(0);
  await expect(page.getByText(/monthly subscription/).first()).toBeVisible();
  await create.getByRole('button', { name: 'Create Agency Profile' }).click();
  await expect(create.getByText('Agency name is required')).toBeVisible();
  await create.getByLabel(/^Agency name/).fill(agencyName);
  await create.getByLabel(/^Website/).fill('not a website');
  await create.getByRole('button', { name: 'Create Agency Profile' }).click();
  await expect(create.getByText('Valid website URL is required')).toBeVisible();
  await create.getByLabel(/^Website/).fill('www.acorn.example');
  await create.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(create.getByText('logo.png')).toBeVisible();
  await create.getByRole('button', { name: 'Create Agency Profile' }).click();
  await expectToast(page, 'Agency profile saved');

  const card = page.getByRole('region', { name: 'Agency Premium' });
  await expect(card.getByText('No active subscription')).toBeVisible();
  await expect(card.getByText('£100/month', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Without a subscription the server refuses the post; the page says why and keeps the form. The form
  // shows the profile's name, which the post carries, and does not ask for one.
  const form = page.getByRole('form', { name: 'Agency job posting' });
  await expect(form.getByTestId('agency-job-name')).toHaveText(agencyName);
  await expect(form.getByRole('textbox', { name: /Agency name/ })).toHaveCount(0);
  await fillJob(form, title);
  await form.getByRole('button', { name: 'Submit Job Posting' }).click();
  await expectToast(page, 'Subscription Required', 'You need an active subscription to post jobs.');
  await expect(form.getByRole('alert')).toContainText('Please subscribe first.');
  await expect(form.getByLabel('Job title')).toHaveValue(title);

  // The free trial opens Stripe Checkout in a new tab; the card updates without a reload once it closes.
  const checkoutTab = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Start FREE Trial' }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByText('30-day free trial').first()).toBeVisible();
  await checkout.getByRole('button', { name: 'Start your free trial' }).click();
  await expect(checkout.getByRole('heading', { level: 1, name: 'Welcome to Premium!' })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(checkout);
  await checkout.close();
  await expect(card.getByText('Free Trial', { exact: true })).toBeVisible({ timeout: 10_000 });
  // The plan by its name, not its stored id.
  const plan = card.locator('dt:text-is("Plan") + dd');
  await expect(plan).toHaveText('Agency Premium');
  await expect(card).not.toContainText(/AGENCY MONTHLY|agency_monthly/);
  await expect(card.getByText('Trial ends')).toBeVisible();
  await expectNoAxeViolations(page);

  // Now the same form publishes at once.
  await form.getByRole('button', { name: 'Submit Job Posting' }).click();
  await expectToast(page, 'Job Posted Successfully!');
  // The agency lands on its job's own page.
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const posted = page.getByRole('article', { name: title });
  await expect(posted).toBeVisible();
  await expect(posted.getByText('Your job')).toBeVisible();
  // Its logo is the public copy the site serves (named by its bytes), and it loads.
  const logo = posted.getByTestId('poster-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^\/logos\/[\w-]+\/[0-9a-f]{16}\.png$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(1);
  await expect(posted.getByRole('link', { name: new RegExp(`${agencyName} website`) })).toHaveAttribute(
    'href',
    /^https:\/\/www\.acorn\.example\/?$/,
  );
  await expect(posted).not.toContainText('placements@acorn.example');

  // Manage subscription opens the billing portal; cancelling takes two clicks there.
  await page.goto('/post-job-agency');
  const portalTab = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Manage subscription' }).click();
  const portal = await portalTab;
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await portal.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(portal.getByText(/Cancels on/).first()).toBeVisible();
  await portal.close();
  await expect(card.getByText(/Cancels on .+ You can post jobs until then\./)).toBeVisible({
    timeout: 10_000,
  });
});

test('the subscription pages: success needs a session, cancelled offers a way back', async ({ page }) => {
  await page.goto('/agency-subscription-success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscription could not be confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  await page.goto('/agency-subscription-cancelled');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Cancelled' })).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/post-job-agency$/);
  await expect(page.getByRole('link', { name: 'Sign in to post a job' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the job form shows the agency profile’s name and asks for none; the profile changes it, never to a staff name', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Orchard Nannies ${stamp}`;
  await signUpAgency(page, 'Nia Orchard');
  const created = await apiCall(page, '/agency', {
    method: 'PUT',
    body: { agencyName: name, websiteUrl: '', logo: null },
  });
  expect(created.status).toBe(200);

  await page.goto('/post-job-agency');
  const form = page.getByRole('form', { name: 'Agency job posting' });
  await expect(form.getByTestId('agency-job-name')).toHaveText(name);
  await form.getByTestId('agency-job-name').scrollIntoViewIfNeeded();
  await expect(form.getByTestId('agency-job-name')).toBeVisible();
  // No field anywhere on the page asks for the name until the profile's form is opened.
  await expect(page.getByRole('textbox', { name: /Agency name/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Website/ })).toBeVisible();

  // The form leads to the profile, whose form opens with the name in focus.
  await form.getByRole('link', { name: 'Change it in your agency profile' }).click();
  const profile = page.getByRole('region', { name: 'Agency profile' });
  const field = profile.getByRole('textbox', { name: /^Agency name/ });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(name);

  // A name that passes for the site's staff is refused under the field, and nothing changes.
  await field.fill(`Orchard Support Team ${stamp}`);
  await profile.getByRole('button', { name: 'Save Agency Profile' }).click();
  await expectToast(page, 'Failed to save agency profile. Please try again.');
  await expect(profile.getByText(NAME_MESSAGES.staff('Support'))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await expect(form.getByTestId('agency-job-name')).toHaveText(name);

  const renamed = `Orchard Family Nannies ${stamp}`;
  await field.fill(renamed);
  await profile.getByRole('button', { name: 'Save Agency Profile' }).click();
  await expectToast(page, 'Agency profile saved');
  await expect(profile.getByRole('button', { name: 'Edit agency profile' })).toBeFocused();
  await expect(profile).toContainText(renamed);
  await expect(form.getByTestId('agency-job-name')).toHaveText(renamed);
  await expect(page.getByRole('textbox', { name: /Agency name/ })).toHaveCount(0);
});
