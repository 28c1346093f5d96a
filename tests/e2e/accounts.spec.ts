import { expect, test, type Page } from './test.ts';
import {
  ADMIN,
  apiCall,
  codeFromMailbox,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  signIn,
  signUp,
  uniqueEmail,
  uploadPdf,
  openAccountMenu,
  nannyProfile,
} from './support.ts';

const PASSWORD = 'Sunny#Days2024';

test.beforeEach(async ({ page }) => dismissConsent(page));

const hero = (page: Page) => page.getByRole('region', { name: /Find a nanny your family can trust/ });
const pricing = (page: Page) => page.getByRole('region', { name: 'Simple, transparent pricing' });
const footerNav = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name });
const radioOf = (page: Page, type: string) =>
  page.getByRole('radio', { name: new RegExp(`^${type[0]!.toUpperCase()}${type.slice(1)}`) });

/** Sign Up is open, with this type (and only it) chosen, on its way to `target`. */
async function expectSignUpFor(page: Page, type: string, target: string) {
  await expect(page).toHaveURL(
    new RegExp(`/auth\\?mode=signup&type=${type}&redirect=${encodeURIComponent(target)}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(radioOf(page, type)).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
}

const CTAS = [
  [hero, 'Find Your Nanny', 'family', '/post-job-family'],
  [hero, 'Create Profile', 'nanny', '/create-profile'],
  [hero, 'Start FREE Trial', 'agency', '/post-job-agency'],
  [pricing, 'Post a Job', 'family', '/post-job-family'],
  [pricing, 'Create Free Profile', 'nanny', '/create-profile'],
  [pricing, 'Start FREE Trial', 'agency', '/post-job-agency'],
] as const;

test('every sign-up call to action opens Sign Up with its type chosen @phone', async ({ page }) => {
  for (const [section, name, type, target] of CTAS) {
    await page.goto('/');
    await section(page).getByRole('link', { name }).click();
    await expectSignUpFor(page, type, target);
  }
  await page.goto('/');
  await footerNav(page, 'For nannies').getByRole('link', { name: 'Create Profile' }).click();
  await expectSignUpFor(page, 'nanny', '/create-profile');
  await page.goto('/');
  await footerNav(page, 'For agencies').getByRole('link', { name: 'Start FREE Trial' }).click();
  await expectSignUpFor(page, 'agency', '/post-job-agency');

  await page.goto('/post-job-agency');
  await page.getByRole('link', { name: 'Create an agency account' }).click();
  await expectSignUpFor(page, 'agency', '/post-job-agency');
  // Turning to Sign In from there keeps where the visitor was going.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login&type=agency&redirect=%2Fpost-job-agency$/);
  await expectNoAxeViolations(page);
});

test('a new nanny goes from "Create Profile" through sign-up to her profile page, losing nothing on a reload', async ({
  page,
}) => {
  const email = uniqueEmail('cta-nanny');
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Create Profile' }).click();
  await expectSignUpFor(page, 'nanny', '/create-profile');
  await page.getByLabel('Full name').fill('Nia Okafor');
  await page.getByLabel('Email').fill(email);
  // A reload keeps what was typed (except passwords) and the type chosen.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Nia Okafor');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(radioOf(page, 'nanny')).toBeChecked();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
  await page.getByRole('button', { name: 'Confirm Email' }).click();

  await expect(page).toHaveURL(/\/create-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Nanny Profile' })).toBeVisible();
  expect((await apiCall<{ userType: string }>(page, '/me')).body.userType).toBe('nanny');
});

test('signed in, the calls to action go straight to their pages', async ({ page }) => {
  await signIn(page, 'family@demo.local');
  await page.goto('/');
  await hero(page).getByRole('link', { name: 'Find Your Nanny' }).click();
  await expect(page).toHaveURL(/\/post-job-family$/);
  await page.goto('/');
  await expect(pricing(page).getByRole('link', { name: 'Create Free Profile' })).toHaveAttribute(
    'href',
    '/create-profile',
  );
  await expect(hero(page).getByRole('link', { name: 'Start FREE Trial' })).toHaveAttribute(
    'href',
    '/post-job-agency',
  );
  // A sign-up link opened while signed in goes on to where it was leading, not home.
  await page.goto('/auth?mode=signup&type=nanny&redirect=%2Fcreate-profile');
  await expect(page).toHaveURL(/\/create-profile$/);
  await page.goto('/auth?mode=signup&type=agency');
  await expect(page).toHaveURL(/\/post-job-agency$/);
});

test('the header’s "Post a Job" opens the form for the account’s type', async ({ page }) => {
  const main = () => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await page.goto('/');
  await main().getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/post-job-family$/);

  await signIn(page, 'agency@demo.local');
  await main().getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/post-job-agency$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Nanny Job - Agencies' })).toBeVisible();
  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();

  // A nanny posts no jobs: her profile is in her account menu instead.
  await signIn(page, 'nanny@demo.local');
  await expect(main().getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await (await openAccountMenu(page)).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
});

test('an account that picked the wrong type switches to nanny and can create her profile', async ({
  page,
}) => {
  await signUp(page, 'Family', 'Nadia Mistake');
  await page.goto('/create-profile');
  const notice = page.getByRole('region', { name: 'Nanny profiles are for nanny accounts' });
  await expect(notice).toContainText('You are signed in with a family account.');
  const switchButton = notice.getByRole('button', { name: 'Switch to a nanny account' });
  await expect(switchButton).toBeVisible();
  await expectNoAxeViolations(page);

  await switchButton.click();
  await expectToast(page, 'Account type changed', 'You now have a nanny account.');
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Nanny Profile' })).toBeFocused();
  expect((await apiCall<{ userType: string }>(page, '/me')).body.userType).toBe('nanny');
  // The session itself carries the new type: a reload keeps her in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Nanny Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nanny profiles are for nanny accounts' })).toHaveCount(0);
});

test('once an account has created something its type stays, and the page says why', async ({ page }) => {
  await signUp(page, 'Family', 'Farah Poster');
  expect((await apiCall(page, '/jobs/family', { body: familyJob() })).status).toBe(201);

  await page.goto('/create-profile');
  const notice = page.getByRole('region', { name: 'Nanny profiles are for nanny accounts' });
  await expect(notice).toContainText(
    'Your account has a job posting, so it stays a family account. To use the site as another kind of member, create a new account with a different email address.',
  );
  await expect(notice.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Post a job as a family' })).toHaveAttribute(
    'href',
    '/post-job-family',
  );
  await page.goto('/post-job-agency');
  await expect(
    page.getByRole('region', { name: 'Job posting on this page is for agency accounts' }),
  ).toContainText('so it stays a family account');
  await expectNoAxeViolations(page);
});

test('a switch is refused when something was created since the page opened', async ({ page }) => {
  const email = await signUp(page, 'Nanny', 'Sam Twotabs');
  await page.goto('/post-job-family');
  const notice = page.getByRole('region', { name: 'Job posting on this page is for family accounts' });
  const switchButton = notice.getByRole('button', { name: 'Switch to a family account' });
  await expect(switchButton).toBeVisible();
  // Meanwhile, in another tab, she uploads her CV and saves her nanny profile.
  const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const cv = await uploadPdf(page, pdf);
  const saved = await apiCall(page, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: 'Sam Twotabs',
      location: 'Leith, Edinburgh',
      postcode: 'EH6 1AA',
      yearsExperience: 3,
      email,
      bio: 'Patient, playful and organised nanny with three years of experience.',
      drivingLicense: false,
      hourlyRateMax: 18,
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  await switchButton.click();
  await expect(notice.getByRole('alert')).toHaveText(
    'Your account has a nanny profile, so it stays a nanny account. To use the site as another kind of member, create a new account with a different email address.',
  );
  await expect(notice.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  expect((await apiCall<{ userType: string }>(page, '/me')).body.userType).toBe('nanny');
});

/** Uploads a PDF as the signed-in user (presigned POST, then the server's check); returns its key. */
// A full name of the longest length the pool accepts.
const LONG_NAME = `${`Ottoline Wilhelmina ${'Featherstonehaugh-Cholmondeley '.repeat(3)}`.slice(0, 99)}s`;

test('the header holds a 100-character name at desktop and phone widths', async ({ page }) => {
  expect(LONG_NAME).toHaveLength(100);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(page, 'Family', LONG_NAME);
  const header = page.getByRole('banner');
  const name = header.getByTestId('header-user');

  // The whole name is the element's text (what a screen reader reads) and its title; the screen shows it cut.
  await expect(name).toHaveText(LONG_NAME);
  await expect(name).toHaveAttribute('title', LONG_NAME);
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const findJobs = (await header.getByRole('link', { name: 'Find Jobs' }).boundingBox())!;
  const postJob = (await header.getByRole('link', { name: 'Post a Job' }).boundingBox())!;
  // 'Post a Job' stays on one line, beside the other links.
  expect(postJob.height).toBeLessThanOrEqual(findJobs.height + 1);
  expect(Math.abs(postJob.y - findJobs.y)).toBeLessThanOrEqual(1);
  const signOut = (await (
    await openAccountMenu(page)
  )
    .getByRole('button', { name: 'Sign Out' })
    .boundingBox())!;
  expect(signOut.x + signOut.width).toBeLessThanOrEqual(1366);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

  await page.setViewportSize({ width: 390, height: 844 });
  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  const phoneName = menu.getByTestId('header-user');
  await expect(phoneName).toHaveText(LONG_NAME);
  const phoneBox = (await phoneName.boundingBox())!;
  expect(phoneBox.x + phoneBox.width).toBeLessThanOrEqual(390);
  const phoneSignOut = (await menu.getByRole('button', { name: 'Sign Out' }).boundingBox())!;
  expect(phoneSignOut.x + phoneSignOut.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The open menu is opaque: the page does not show through it.
  expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expectNoAxeViolations(page);
});

test('the header links to the moderation queue for administrators only', async ({ page }) => {
  const adminLink = () => page.getByRole('banner').getByRole('link', { name: 'Admin' });
  await page.goto('/');
  await expect(adminLink()).toHaveCount(0);
  await signIn(page, 'family@demo.local');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find Jobs' })).toBeVisible();
  await expect((await openAccountMenu(page)).getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(adminLink()).toHaveCount(0);
  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();

  await signIn(page, ADMIN.email, ADMIN.password);
  await (await openAccountMenu(page)).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
});
