import { expect, test } from './test.ts';
import { dismissConsent, expectNoAxeViolations, expectToast } from './support.ts';

/** Every page of the spec's route table that this release opens, with the heading it shows. */
const PAGES = [
  { path: '/', heading: /Find a nanny your family can trust/i },
  { path: '/auth', heading: /Welcome back/ },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/accessibility', heading: 'Accessibility Statement' },
  { path: '/cookies', heading: /Cookie/ },
  { path: '/how-it-works', heading: 'How It Works' },
  { path: '/safety', heading: 'Safety' },
  { path: '/pay-calculator', heading: /Pay calculator/ },
  { path: '/online-classes', heading: /Online childcare classes/i },
  { path: '/payment-cancelled', heading: 'Payment Cancelled' },
  { path: '/agency-subscription-cancelled', heading: 'Subscription Cancelled' },
  { path: '/jobs', heading: 'Find Nanny Jobs' },
  { path: '/candidates', heading: 'Find a Nanny' },
  { path: '/create-profile', heading: /Welcome back/ },
  { path: '/post-job-family', heading: 'Post a Nanny Job - Families' },
  { path: '/this-page-does-not-exist', heading: '404' },
] as const;

test.describe('with consent given', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  for (const { path, heading } of PAGES) {
    test(`${path} renders its page with no accessibility violations @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      // Nothing is wider than the screen, down to a 360 px phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }

  test('terms have 13 numbered sections and a last-updated date of today', async ({ page }) => {
    await page.goto('/terms');
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(13);
    await expect(sections.first()).toContainText('1');
    await expect(sections.last()).toContainText('13');
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await expect(page.getByText(/Last updated/)).toContainText(today);
  });

  test('privacy has 12 sections', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);
  });

  test('the footer carries every link, the offices and the contact address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/candidates',
      '/post-job-family',
      '/safety',
      '/how-it-works',
      '/pay-calculator',
      '/jobs',
      // A visitor's 'Create Profile' opens Sign Up as a nanny, then comes back to the profile form.
      '/auth?mode=signup&type=nanny&redirect=%2Fcreate-profile',
      '/privacy',
      '/terms',
      '/cookies',
      '/accessibility',
    ])
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const office of ['London', 'Copenhagen', 'Monaco', 'Dublin'])
      await expect(footer).toContainText(office);
  });

  test('the landing page’s old job-post links lead to the real routes', async ({ page }) => {
    await page.goto('/job-post-family');
    await expect(page).toHaveURL(/\/post-job-family$/);
    await page.goto('/job-post-agency');
    await expect(page).toHaveURL(/\/post-job-agency$/);
  });

  test('the 404 page logs the missing path and leads home', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    // The page shows from its HTML; the app logs once it runs it.
    await expect.poll(() => errors.some((e) => e.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('payment cancelled: Try Again leads to the job form when no draft is named', async ({ page }) => {
    // Opened fresh (no history to go back to), as from a bookmark or an old link.
    await page.goto('/payment-cancelled');
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/post-job-family$/);
  });

  test('cookie preferences are saved and survive a reload', async ({ page }) => {
    await page.goto('/cookies');
    const essential = page.getByRole('switch', { name: /Essential/i });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const analytics = page.getByRole('switch', { name: /Analytics/i });
    await expect(analytics).not.toBeChecked();
    await analytics.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Cookie Preferences Saved', 'Your preferences have been updated.');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'));
    expect(stored).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: false,
    });
    expect(typeof stored.timestamp).toBe('number');

    await page.reload();
    await expect(page.getByRole('switch', { name: /Analytics/i })).toBeChecked();
    await expect(page.getByRole('switch', { name: /Marketing/i })).not.toBeChecked();

    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await expectToast(page, 'Cookie Preferences Saved', 'All cookies have been accepted.');
    await page.reload();
    await expect(page.getByRole('switch', { name: /Personali[sz]ation/i })).toBeChecked();
  });

  test('the online classes waitlist asks for an email and confirms', async ({ page }) => {
    await page.goto('/online-classes');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expectToast(page, 'Email Required', 'Please enter your email to get notified.');
    const field = page.getByRole('textbox').first();
    await field.fill('parent@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expectToast(page, "You're on the list!");
    await expect(field).toHaveValue('');
  });
});

test.describe('a page whose code cannot be downloaded', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('on a link, shows an error with a reload inside the layout, and the next page works', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Find a nanny your family can trust/i }),
    ).toBeVisible();
    await page.route('**/assets/Safety-*.js', (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Safety' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // the header stays
    await expectNoAxeViolations(page);
    await page.getByRole('banner').getByRole('link', { name: 'Find Jobs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Nanny Jobs' })).toBeVisible();
  });

  test('on the first visit, shows an error with a reload instead of a blank screen', async ({ page }) => {
    await page.route('**/assets/Terms-*.js', (route) => route.abort());
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.unroute('**/assets/Terms-*.js');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});

test.describe('consent banner', () => {
  test('appears after a second, records Accept Essential Only, and stays away after reload @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page
      .getByRole('region', { name: /privacy/i })
      .or(page.getByRole('dialog', { name: /privacy/i }));
    await expect(banner).toBeVisible({ timeout: 5_000 });
    await expect(banner).toContainText('18');
    for (const href of ['/terms', '/privacy', '/cookies'])
      await expect(banner.locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Accept Essential Only' }).click();
    await expect(banner).toBeHidden();
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('userConsent') ?? 'null'));
    expect(consent).toMatchObject({ privacy: true, terms: true, cookies: 'essential-only', version: '1.0' });
    expect(typeof consent.timestamp).toBe('number');

    await page.reload();
    await page.waitForTimeout(1_500);
    await expect(banner).toBeHidden();
  });

  test('Accept All records full consent', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All' }).click();
    const consent = await page.evaluate(() => JSON.parse(localStorage.getItem('userConsent') ?? 'null'));
    expect(consent).toMatchObject({ privacy: true, terms: true, cookies: true, version: '1.0' });
    const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'));
    expect(prefs).toMatchObject({ essential: true, analytics: true, marketing: true, personalization: true });
  });
});

test('a press before the app runs a drawn page is kept and acted on once it does @phone-only', async ({
  page,
}) => {
  await dismissConsent(page);
  // The app's code arrives late, as on a slow phone: the page shows from its HTML meanwhile.
  let release = () => {};
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Held: nothing has opened yet.
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('the header menu works by keyboard on a phone @phone-only', async ({ page }) => {
  await dismissConsent(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/online-classes$/);
});
