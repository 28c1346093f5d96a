import { expect, test, type Page } from './test.ts';
import { DEMO_PORT } from './playwright.config.ts';
import {
  ADMIN,
  apiCall,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  openAccountMenu,
  payCheckout,
  signIn,
  signUp,
  uniqueEmail,
} from './support.ts';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA) on every route of the spec's route table, in the states
 * pages.spec.ts does not already check (it covers the public pages signed out), and with each dialog open.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('signed out', () => {
  test('/auth: the Sign Up tab and the forgot-password mode', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    // The sign-up form with its errors showing.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('button', { name: 'Send Reset Code' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/auth: the verification-code step, empty and refused', async ({ page }) => {
    await page.goto('/auth?mode=signup&type=family');
    await page.getByLabel('Full name').fill('Axe Verifier');
    await page.getByLabel('Email').fill(uniqueEmail('axe-verify'));
    await page.getByLabel('Password', { exact: true }).fill('Sunny#Days2024');
    await page.getByLabel('Confirm password').fill('Sunny#Days2024');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('/jobs with no match and failing to load; the newsletter card subscribed', async ({ page }) => {
    await page.goto('/jobs?place=HS9&type=rota');
    await expect(page.getByText(/^No jobs match these filters\./)).toBeVisible();
    await expectNoAxeViolations(page);

    // The API unreachable (the page's own code is served): the list's load error, with its retry. (The
    // board's unfiltered first page arrives drawn, from its HTML: a filtered one is read from the API.)
    await page.route(/\/jobs\?/, (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort('connectionrefused'),
    );
    await page.goto('/jobs?type=rota');
    await expect(page.getByText('We could not load the jobs.')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.unroute(/\/jobs\?/);

    await page.goto('/');
    await page.getByLabel('Email address').fill(uniqueEmail('axe-news'));
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Subscribe Different Email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/post-job-agency, /payment-success, /agency-subscription-success and /admin/reports', async ({
    page,
  }) => {
    await page.goto('/post-job-agency');
    await expect(h1(page, 'Post a Nanny Job - Agencies')).toBeVisible();
    await expectNoAxeViolations(page);

    // Without a session id, and with one that does not exist.
    await page.goto('/payment-success');
    await expect(h1(page, 'Payment Verification Failed')).toBeVisible();
    await expectNoAxeViolations(page);
    // With one, a visitor is first asked to sign in.
    await page.goto('/payment-success?session_id=cs_test_doesnotexist');
    await expect(page).toHaveURL(/\/auth\?redirect=/);

    await page.goto('/agency-subscription-success');
    await expect(h1(page, 'Subscription could not be confirmed')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/reports');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/newsletter/unsubscribe: an invalid link, a valid one, and after unsubscribing', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(h1(page, 'This unsubscribe link is not valid')).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('reader');
    await page.goto('/');
    const subscribed = await apiCall(page, '/newsletter', { body: { email } });
    expect(subscribed.status).toBeLessThan(300);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailbox()).find((m) => m.destination.to.includes(email));
        link = (mail?.body.html ?? mail?.body.text)?.match(/\/newsletter\/unsubscribe\?[^\s"'<>)]+/)?.[0];
        return link;
      })
      .toBeTruthy();
    await page.goto(link!.replace(/&amp;/g, '&'));
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('/email/stop: an invalid link, a newsletter welcome’s one-click address, and after stopping', async ({
    page,
  }) => {
    await page.goto('/email/stop#not-a-token');
    await expect(h1(page, 'This link is not valid')).toBeVisible();
    await expectNoAxeViolations(page);

    // The welcome email's List-Unsubscribe address, opened in a browser: the API sends it to the page.
    const email = uniqueEmail('one-click');
    await page.goto('/');
    expect((await apiCall(page, '/newsletter', { body: { email } })).status).toBeLessThan(300);
    let address: URL | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailbox()).find((m) => m.destination.to.includes(email)) as
          { headers?: Array<{ name: string; value: string }> } | undefined;
        const header = mail?.headers?.find((h) => h.name === 'List-Unsubscribe')?.value;
        address = header ? new URL(header.replace(/^<|>$/g, '')) : undefined;
        return address;
      })
      .toBeTruthy();
    await page.goto(`${address!.pathname}${address!.search}`);
    await expect(page).toHaveURL(/\/email\/stop#/);
    await expect(h1(page, 'Unsubscribe from our newsletter?')).toBeVisible();
    await expect(page.getByTestId('email-stop-address')).toHaveText(email);
    await expectNoAxeViolations(page);
    const button = page.getByRole('button', { name: 'Unsubscribe' });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Emails stopped')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a 404 under a deep path', async ({ page }) => {
    await page.goto('/jobs/not/a/page');
    await expect(h1(page, '404')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signed in as the demo family', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'family@demo.local'));

  test('home, the family form, job board and candidates', async ({ page }) => {
    await expectNoAxeViolations(page);

    await page.goto('/post-job-family');
    await expect(h1(page, 'Post a Nanny Job - Families')).toBeVisible();
    await expectNoAxeViolations(page);
    // The form with every error showing.
    await page.getByRole('button', { name: /Pay £50 & Publish Job/ }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/jobs');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/candidates');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/create-profile, the payment pages and /post-job-agency', async ({ page }) => {
    await page.goto('/create-profile');
    await expect(page.getByRole('heading', { name: 'Nanny profiles are for nanny accounts' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A paid job's success page, with its session id.
    const created = await apiCall<{ checkoutUrl: string }>(page, '/jobs/family', {
      body: familyJob({ jobTitle: `Axe job ${Date.now().toString(36)}` }),
    });
    expect(created.status).toBeLessThan(300);
    const paid = await payCheckout(created.body.checkoutUrl);
    await page.goto(`/payment-success?session_id=${paid}`);
    await expect(h1(page, 'Job Posted Successfully!')).toBeVisible();
    // Its toast too: axe then waits for it to be at rest.
    await expectToast(page, 'Job Posted Successfully!');
    await expectNoAxeViolations(page);
    // A session that does not exist, signed in.
    await page.goto('/payment-success?session_id=cs_test_doesnotexist');
    await expect(h1(page, 'Payment Verification Failed')).toBeVisible();
    await expectToast(page, 'Payment Verification Failed');
    await expectNoAxeViolations(page);

    await page.goto('/payment-cancelled');
    await expect(h1(page, 'Payment Cancelled')).toBeVisible();
    await expectNoAxeViolations(page);

    // Not an agency: the agency page and the subscription pages as a family sees them.
    await page.goto('/post-job-agency');
    await expect(h1(page, 'Post a Nanny Job - Agencies')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signed in as a nanny', () => {
  test('/create-profile to create (new nanny) and to edit (demo nanny)', async ({ page, browser }) => {
    await signUp(page, 'Nanny', 'Axel Nanny');
    await page.goto('/create-profile');
    await expect(h1(page, 'Create Your Nanny Profile')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText(/required|at least/i).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const other = await browser.newContext();
    const demo = await other.newPage();
    await dismissConsent(demo);
    await signIn(demo, 'nanny@demo.local');
    await demo.goto('/create-profile');
    await expect(h1(demo, 'My profile')).toBeVisible();
    await expectNoAxeViolations(demo);
    await other.close();
  });
});

test.describe('signed in as an agency', () => {
  test('/post-job-agency without a profile, with one, subscribed; the subscription pages', async ({
    page,
  }) => {
    await signUp(page, 'Agency', 'Ada Agency');
    await page.goto('/post-job-agency');
    await expect(page.getByRole('region', { name: 'Create Agency Profile First' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The profile card with its errors showing.
    await page.getByRole('button', { name: 'Create Agency Profile' }).click();
    await expect(page.getByText('Agency name is required')).toBeVisible();
    await expectNoAxeViolations(page);

    const saved = await apiCall(page, '/agency', {
      method: 'PUT',
      body: { agencyName: `Axe Agency ${Date.now().toString(36)}`, websiteUrl: '', logo: null },
    });
    expect(saved.status).toBeLessThan(300);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Agency Premium' })).toBeVisible();
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expectNoAxeViolations(page);

    const checkout = await apiCall<{ url: string }>(page, '/agency/subscription/checkout', {
      body: { discountCode: '' },
    });
    expect(checkout.status).toBeLessThan(300);
    const sessionId = await payCheckout(checkout.body.url);
    await page.goto(`/agency-subscription-success?session_id=${sessionId}`);
    await expect(h1(page, 'Welcome to Premium!')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);

    await page.goto('/agency-subscription-cancelled');
    await expect(h1(page, 'Subscription Cancelled')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/post-job-agency');
    await expect(page.getByText('Free Trial', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  });

  test('the demo agency’s /post-job-agency', async ({ page }) => {
    await signIn(page, 'agency@demo.local');
    await page.goto('/post-job-agency');
    await expect(page.getByRole('region', { name: 'Agency Premium' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Agency job posting' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('dialogs', () => {
  test('Apply, on /jobs as the demo nanny, empty and with its error @phone', async ({ page }) => {
    await signIn(page, 'nanny@demo.local');
    await page.goto('/jobs');
    // A job she has not applied to (other tests apply as the demo nanny meanwhile).
    const apply = page.getByRole('article').getByRole('button', { name: 'Apply Now' }).first();
    await apply.click();
    const dialog = page.getByRole('dialog', { name: /^Apply for / });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Phone (optional)').fill('not a phone!');
    await dialog.getByLabel(/^Cover letter/).fill('Hello');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Contact and Report on a candidate card, Report on a job card @phone', async ({ page }) => {
    await page.goto('/candidates');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /Contact/ }).click();
    const contact = page.getByRole('dialog', { name: /^Contact / });
    await expect(contact).toBeVisible();
    await expectNoAxeViolations(page);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(contact).toBeHidden();

    await card.getByRole('button', { name: 'Report this profile' }).click();
    const report = page.getByRole('dialog', { name: 'Report Content' });
    await expect(report).toBeVisible();
    await expectNoAxeViolations(page);
    // With its errors showing.
    await report.getByRole('button', { name: 'Submit Report' }).click();
    await expect(report.getByText('You must select a reason for reporting this content.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();

    await page.goto('/jobs');
    await page.getByRole('article').first().getByRole('button', { name: 'Report this job' }).click();
    await expect(report).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Review, on /admin/reports as the admin; and the page as a family', async ({ page, browser }) => {
    // A report to review, sent as a visitor would.
    await page.goto('/jobs');
    const jobs = await apiCall<{ items: Array<{ id: string; title: string }> }>(page, '/jobs');
    const job = jobs.body.items[0]!;
    const sent = await apiCall(page, '/reports', {
      body: {
        contentType: 'job_posting',
        contentId: job.id,
        reason: 'spam',
        details: 'Axe check: a report to review.',
        email: 'axe.reporter@example.com',
      },
    });
    expect(sent.status).toBeLessThan(300);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/reports?status=pending');
    await expect(h1(page, 'Content Reports')).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Axe check: a report to review.' }).first();
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review Report' });
    await expect(review).toBeVisible();
    await expectNoAxeViolations(page);

    for (const status of ['Resolved', 'Dismissed', 'Reviewing', 'All']) {
      const filter = page.getByRole('radio', { name: status, exact: true });
      if (!(await filter.count())) continue;
      await page.keyboard.press('Escape');
      await filter.click();
      await expect(filter).toBeChecked();
      await expect(page.getByText('Loading reports...')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    const other = await browser.newContext();
    const family = await other.newPage();
    await dismissConsent(family);
    await signIn(family, 'family@demo.local');
    await family.goto('/admin/reports');
    await expect(family.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expectNoAxeViolations(family);
    await other.close();
  });
});

test.describe('the account area', () => {
  const DEMO = `http://localhost:${DEMO_PORT}`;

  test('the demo’s /my-applications with the Withdraw dialog, /saved-jobs and /account @phone', async ({
    page,
  }) => {
    await page.goto(`${DEMO}/my-applications`);
    await expect(h1(page, 'My applications')).toBeVisible();
    const shortlisted = page.getByRole('article').filter({ hasText: 'Status: Shortlisted' }).first();
    await expect(shortlisted).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Status: Declined' }).first()).toContainText(
      'Message from',
    );
    await expectNoAxeViolations(page);
    await shortlisted.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw application' }).click();
    await expectToast(page, 'Application withdrawn');
    await expect(dialog).toBeHidden();

    await page.goto(`${DEMO}/saved-jobs`);
    await expect(h1(page, 'Saved jobs')).toBeVisible();
    await expect(page.getByText('No longer open', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const count = await page.getByRole('article').count();
    await page.getByRole('article').first().getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Job removed');
    await expect(page.getByRole('article')).toHaveCount(count - 1);

    await page.goto(`${DEMO}/account`);
    await expect(h1(page, 'Account')).toBeVisible();
    const updates = page.getByRole('switch', { name: 'Application updates' });
    await expect(updates).toBeChecked();
    await updates.click();
    await expectToast(page, 'Email settings saved');
    await expect(updates).not.toBeChecked();
    await expectNoAxeViolations(page);
    // The demo's exports and the deletion dialog.
    await expect(page.getByTestId('data-export').first()).toHaveAttribute('data-state', 'ready');
    await page.getByRole('region', { name: 'Delete my account' }).getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/account-deleted and /admin/deletions signed out; /admin/deletions as the admin @phone', async ({
    page,
  }) => {
    await page.goto('/account-deleted');
    await expect(h1(page, 'Your account is being deleted')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/deletions');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /redirect=\/admin\/deletions/,
    );
    await expectNoAxeViolations(page);

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/deletions');
    await expect(h1(page, 'Account deletions')).toBeVisible();
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page.getByLabel('Email address of the account')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email address of the account').fill('someone@example.com');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this account?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/account/moderation and /admin/appeals signed out, as the demo family and as the admin', async ({
    page,
  }) => {
    await page.goto('/account/moderation');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/appeals');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /redirect=\/admin\/appeals/,
    );
    await expectNoAxeViolations(page);

    await signIn(page, 'family@demo.local');
    await page.goto('/account/moderation');
    await expect(h1(page, 'Moderation')).toBeVisible();
    await expect(page.getByText('Nothing you posted has been hidden by a moderator.')).toBeVisible();
    await expectNoAxeViolations(page);
    await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/appeals?status=decided');
    await expect(h1(page, 'Appeals')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Decided' })).toBeChecked();
    await expect(page.getByText('Loading appeals...')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('/account/complaints and /admin/complaints signed out; the complaint forms with their errors @phone', async ({
    page,
  }) => {
    await page.goto('/account/complaints');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/complaints');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /redirect=\/admin\/complaints/,
    );
    await expectNoAxeViolations(page);

    // The visitor's form on /privacy, sent empty.
    await page.goto('/privacy');
    const visitorForm = page.getByRole('form', { name: 'Make a complaint about how we use your data' });
    await visitorForm.getByRole('button', { name: 'Send complaint' }).click();
    await expect(visitorForm.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // The account's form, sent empty.
    await signIn(page, 'family@demo.local');
    await page.goto('/account/complaints');
    const form = page.getByRole('form', { name: 'Make a complaint about how we use your data' });
    await form.getByRole('button', { name: 'Send complaint' }).click();
    await expect(form.getByLabel('What is your complaint about?')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('/admin/complaints as the admin, with the Respond dialog and its error', async ({ page }) => {
    await page.goto('/');
    const sent = await apiCall<{ reference: string }>(page, '/complaints', {
      body: {
        email: uniqueEmail('axe-complaint'),
        category: 'security',
        details: 'Axe check: a complaint to respond to.',
      },
    });
    expect(sent.status).toBe(201);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/complaints');
    const card = page.getByRole('article', { name: new RegExp(sent.body.reference) });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('button', { name: 'Respond' }).click();
    const dialog = page.getByRole('dialog', { name: `Respond to complaint ${sent.body.reference}` });
    await dialog.getByRole('button', { name: 'Send response' }).click();
    await expect(dialog.getByLabel('Your response to the complainant')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    for (const list of ['Resolved', 'All']) {
      const filter = page.getByRole('radio', { name: list, exact: true });
      await filter.click();
      await expect(filter).toBeChecked();
      await expect(page.getByText('Loading complaints...')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test('signed in: the account menu open, /account and the other pages as the demo family @phone', async ({
    page,
  }) => {
    await signIn(page, 'family@demo.local');
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: /^My jobs/ })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/account');
    await expect(h1(page, 'Account')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Email address' })).toContainText('family@demo.local');
    await expect(page.getByRole('region', { name: 'Emails' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The account's forms open, and each confirmation dialog.
    await page.getByRole('button', { name: 'Change name' }).click();
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out on every device' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign out on every device?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Delete my account' }).getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // A nanny's page, kindly, for a family.
    await page.goto('/my-applications');
    await expect(page.getByRole('link', { name: 'Go to My jobs' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/account/two-factor signed in, with an authenticator app being set up @phone', async ({ page }) => {
    await signUp(page, 'Nanny', 'Imogen Achterberg');
    await page.goto('/account/two-factor');
    await expect(h1(page, 'Two-factor authentication')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByText('Setup key', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 1024 px the signed-in header keeps its links and the account menu on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signUp(page, 'Family', 'Bartholomew Featherstonehaugh-Cholmondeley Featherstonehaugh-Cholmondeley');
    const header = page.getByRole('banner');
    const findJobs = (await header.getByRole('link', { name: 'Find Jobs' }).boundingBox())!;
    const postJob = (await header.getByRole('link', { name: 'Post a Job' }).boundingBox())!;
    const account = (await header.getByRole('button', { name: /^Account menu/ }).boundingBox())!;
    expect(Math.abs(postJob.y - findJobs.y)).toBeLessThanOrEqual(1);
    expect(postJob.x + postJob.width).toBeLessThanOrEqual(account.x);
    expect(account.x + account.width).toBeLessThanOrEqual(1024);
    expect(account.height).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    await openAccountMenu(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('the poster’s account area', () => {
  test('/my-jobs and /still-hiring signed out; /my-jobs as a nanny', async ({ page }) => {
    await page.goto('/my-jobs');
    await expect(h1(page, 'My jobs')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      /redirect=%2Fmy-jobs/,
    );
    await expectNoAxeViolations(page);

    // A link missing its signature says so without calling the server.
    await page.goto('/still-hiring?job=demo-job-01');
    await expect(page.getByRole('alert')).toContainText('This link is not valid.');
    await expectNoAxeViolations(page);

    await signIn(page, 'nanny@demo.local');
    await page.goto('/my-jobs');
    await expect(page.getByRole('heading', { name: 'This page is for families and agencies' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my applications' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The pages' content on the demo's sample data, which does not depend on the server's answers.
  const DEMO = `http://localhost:${DEMO_PORT}`;

  test('/my-jobs and /my-jobs/:jobId with an applicant open, on sample data @phone', async ({ page }) => {
    await page.goto(`${DEMO}/my-jobs`);
    await expect(page.getByTestId('my-job').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${DEMO}/my-jobs/demo-job-01?applicant=demo-nanny-01`);
    const opened = page.getByRole('article', { name: 'Application from Sophie' });
    await expect(opened.getByRole('heading', { name: 'Cover letter' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The Decline dialog with its message, and the Close dialog choosing Filled.
    await opened.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('dialog', { name: 'Decline Sophie' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close or mark filled' }).click();
    await expect(page.getByRole('dialog', { name: 'Close this job' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // The edit form with its errors showing.
    await page.getByRole('button', { name: 'Edit job' }).click();
    await page.getByLabel('Job title').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('form', { name: 'Edit job' }).getByText('Job title is required'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('messages, on sample data', () => {
  const DEMO = `http://localhost:${DEMO_PORT}`;

  test('/messages, a thread with its dialogs and refusals, and the visitor’s page @phone', async ({
    page,
  }) => {
    await page.goto(`${DEMO}/messages`);
    await expect(h1(page, 'Messages')).toBeVisible();
    await expect(page.getByTestId('conversation').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A thread: the safety notice, a link in a message, the composer refusing an empty message.
    await page.getByTestId('conversation').first().getByRole('link').click();
    await expect(page.getByTestId('safety-notice')).toBeVisible();
    await expect(page.getByRole('link', { name: /example\.com\/references/ })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please write a message.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Block's confirmation, and Report on the other side's message.
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^Block / })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Report this message' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Report Content' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // A blocked conversation: the composer's place says so.
    await page.goto(`${DEMO}/messages`);
    await page.getByTestId('conversation').filter({ hasText: 'Blocked' }).getByRole('link').click();
    await expect(page.getByTestId('composer-closed')).toBeVisible();
    await expectNoAxeViolations(page);

    // The visitor's page from a link, and from one that is not valid.
    await page.goto(`${DEMO}/messages/guest#${'d'.repeat(40)}`);
    await expect(h1(page, 'Your conversation')).toBeVisible();
    await expect(page.getByTestId('message').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${DEMO}/messages/guest`);
    await expect(page.getByText('This link is not valid.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
