import { expect, test, type Page } from './test.ts';
import { dismissConsent, expectToast, signIn, uniqueEmail } from './support.ts';

/**
 * Toasts and focus: one toast at a time, each gone once its problem is fixed, and keyboard focus that
 * starts at the top of every new page.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => dismissConsent(page));

/** The toasts a person can see: on screen and not fading out. */
const shownToasts = (page: Page) =>
  page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

test('shows one toast at a time: a new one takes the place of the last @phone', async ({ page }) => {
  await page.goto('/online-classes');
  const notifyMe = page.getByRole('button', { name: 'Notify Me' });
  await notifyMe.click();
  await expectToast(page, 'Email Required', 'Please enter your email to get notified.');

  await page.getByLabel('Email address', { exact: true }).fill(uniqueEmail('toasts'));
  await notifyMe.click();
  await expectToast(page, "You're on the list!");
  await expect(shownToasts(page)).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Email Required' })).toHaveCount(0);
});

test('takes a file toast away once a good file is accepted', async ({ page }) => {
  await signIn(page, 'family@demo.local');
  await page.goto('/post-job-family');
  const photo = page.getByLabel(/^Photo/);
  await photo.setInputFiles({
    name: 'children.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expectToast(page, 'File Upload Error', 'Please upload a JPEG or PNG image.');
  // The message also stays under the field until it is fixed.
  await expect(page.getByText('Please upload a JPEG or PNG image.').last()).toBeVisible();

  await photo.setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('job-photo-file')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'File Upload Error' })).toHaveCount(0);
  await expect(page.getByText('Please upload a JPEG or PNG image.')).toHaveCount(0);
});

test('starts each new page with focus at its top: the skip link, then the header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // Focus names the new page, for screen readers, and is before everything else on it.
  const top = page.locator('#page-top');
  await expect(top).toBeFocused();
  await expect(top).toHaveText(await page.title());

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  // The next stop is the header's home link, not something deep in the page.
  await expect(page.locator('header a').first()).toBeFocused();

  // The skip link leads past the header into the page.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test("takes a keyboard user to a toast's button", async ({ page }) => {
  await page.goto('/jobs');
  const save = page.getByRole('button', { name: /^Save\b/ }).first();
  // Reached by the keyboard: from the control before it, one Tab.
  await save.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Authentication required', 'Please log in to save jobs.');
  // The toast's button has focus, so the keyboard user can act on it at once.
  const signIn = page.locator('[data-sonner-toast] [data-action]');
  await expect(signIn).toBeFocused();
  await expect(signIn).toHaveText('Sign in');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\?/);
});

test('leaves focus where it was when a pointer sets off a toast', async ({ page }) => {
  await page.goto('/jobs');
  const save = page.getByRole('button', { name: /^Save\b/ }).first();
  await save.click();
  await expectToast(page, 'Authentication required');
  await expect(page.locator('[data-sonner-toast] [data-action]')).not.toBeFocused();
});

test('says under a field, before saving, that tags are removed from its text', async ({ page }) => {
  await page.goto('/candidates');
  await page
    .getByRole('button', { name: /^Contact/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const message = dialog.getByLabel('Message');
  const notice = dialog.getByText('Tags such as <b> are removed when you save: this field is plain text.');

  // An angle bracket in a sentence is ordinary text.
  await message.fill('Our children are < 5 & > 1 years old.');
  await expect(notice).toHaveCount(0);
  await message.fill('Our children are <b>lovely</b>.');
  await expect(notice).toBeVisible();
  await expect(message).toHaveAttribute('aria-describedby', /-tags\b/);
  await message.fill('Our children are lovely.');
  await expect(notice).toHaveCount(0);
});
