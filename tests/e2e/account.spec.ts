import { expect, test, type Page } from './test.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import {
  DATA_RIGHTS_MESSAGES,
  type DataExports,
  type ExportDownload,
} from '../../lambdas/contract/data-rights.ts';
import {
  apiCall,
  codeFromMailbox,
  dismissConsent,
  expectToast,
  mailbox,
  openAccountMenu,
  signIn,
  signUp,
  uniqueEmail,
} from './support.ts';

/**
 * The account page against the local cloud, as a member uses it: each change is made through the page
 * and then proven where it matters (the header, a reload, signing in again).
 */

/** The password `signUp` gives every new account. */
const PASSWORD = 'Sunny#Days2024';

test.beforeEach(async ({ page }) => dismissConsent(page));

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
}

test('a member changes their name, and the header and a reload show it', async ({ page }) => {
  await signUp(page, 'Family', 'Harriet Vane');
  await page.goto('/account');
  const details = section(page, 'Your details');
  await expect(details).toContainText('Harriet Vane');
  await expect(details).toContainText('Family');

  await details.getByRole('button', { name: 'Change name' }).click();
  const name = details.getByLabel('Full name');
  await expect(name).toBeFocused();
  await name.fill('  ');
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(details).toContainText('Please enter your full name.');

  // The server checks the name: one that passes for the site's staff is refused under the field.
  await name.fill('Harriet Support');
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(details).toContainText(NAME_MESSAGES.staff('Support'));
  await expect(page.getByTestId('header-user')).toHaveText('Harriet Vane');

  await name.fill('Harriet Wimsey');
  await details.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, 'Name updated');
  await expect(details.getByRole('button', { name: 'Change name' })).toBeFocused();
  await expect(page.getByTestId('header-user')).toHaveText('Harriet Wimsey');
  await page.reload();
  await expect(section(page, 'Your details')).toContainText('Harriet Wimsey');
});

test('a member changes their password, refused while the current one is wrong, then signs in with it', async ({
  page,
}) => {
  const email = await signUp(page, 'Nanny', 'Mary Poppins');
  await page.goto('/account');
  const password = section(page, 'Password');
  const next = 'Spoonful#Sugar1964';

  await password.getByLabel('Current password').fill('Not#MyPassword1');
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
  await expect(password.getByTestId('password-checklist')).toContainText('All password rules met.');
  await password.getByLabel('Confirm new password').fill(next);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toBeFocused();
  await expect(password).toContainText('Your current password is not right.');

  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed');
  await expect(password.getByLabel('Current password')).toHaveValue('');

  await signOut(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Invalid Credentials');
  await signIn(page, email, next);
});

test('a member changes their email with a code sent to the new address, then signs in with it', async ({
  page,
}) => {
  const email = await signUp(page, 'Nanny', 'Jo March');
  await page.goto('/account');
  const address = section(page, 'Email address');
  await expect(address.getByTestId('account-email')).toHaveText(email);

  const fresh = uniqueEmail('moved');
  await address.getByRole('button', { name: 'Change email' }).click();
  await expect(address.getByLabel('New email address')).toBeFocused();
  await address.getByLabel('New email address').fill(email.toUpperCase());
  await address.getByRole('button', { name: 'Send code' }).click();
  await expect(address).toContainText('That is already your email address.');

  await address.getByLabel('New email address').fill(fresh);
  await address.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFromMailbox(fresh, /verification code/i);
  const codeField = address.getByLabel('Code from the email');
  await expect(codeField).toBeFocused();
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await address.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toContainText('That code is not right.');

  await codeField.fill(code);
  await address.getByRole('button', { name: 'Confirm new email' }).click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.emailSynced, fresh);
  await expect(address.getByTestId('account-email')).toHaveText(fresh);

  await signOut(page);
  await signIn(page, fresh, PASSWORD);
  await page.goto('/account');
  await expect(section(page, 'Email address').getByTestId('account-email')).toHaveText(fresh);
});

test('signing out on every device asks first, then ends on the sign-in page', async ({ page }) => {
  await signUp(page, 'Agency', 'Everywhere Agency');
  await page.goto('/account');
  const everywhere = section(page, 'Sign out on every device');
  await everywhere.getByRole('button', { name: 'Sign out on every device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out on every device?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(everywhere.getByRole('button', { name: 'Sign out on every device' })).toBeFocused();
  await expect(page.getByTestId('header-user')).toBeAttached();

  await everywhere.getByRole('button', { name: 'Sign out on every device' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Signed out on every device');
  await expect(page.getByTestId('header-user')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the newsletter switch keeps its place across a reload', async ({ page }) => {
  await signUp(page, 'Family', 'Newsletter Reader');
  await page.goto('/account');
  const newsletter = section(page, 'Newsletter').getByRole('switch', { name: 'Newsletter' });
  await expect(newsletter).toBeVisible();
  const was = (await newsletter.getAttribute('aria-checked')) === 'true';
  await newsletter.click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.newsletterSaved);
  await page.reload();
  const after = section(page, 'Newsletter').getByRole('switch', { name: 'Newsletter' });
  await expect(after).toHaveAttribute('aria-checked', String(!was));
  await after.click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.newsletterSaved);
  await page.reload();
  await expect(section(page, 'Newsletter').getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
    'aria-checked',
    String(was),
  );
});

test('the export email’s link, /account#your-data, lands on that section, also from within the app', async ({
  page,
}) => {
  await signIn(page, 'nanny@demo.local');
  await page.goto('/account#your-data');
  const heading = page.getByRole('heading', { level: 2, name: 'Your data' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  // From within the app: once the board has shown, the address changes as a link in the app would.
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Nanny Jobs' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/account#your-data');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a member downloads their data: preparing, then ready, a zip behind a short-lived link', async ({
  page,
}) => {
  test.slow();
  const email = await signUp(page, 'Nanny', 'Export Nanny');
  await page.goto('/account');
  const yourData = section(page, 'Your data');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  await expectToast(page, DATA_RIGHTS_MESSAGES.exportRequested);
  const row = yourData.getByTestId('data-export').first();
  await expect(row).toBeVisible();
  // The worker may be quicker than the page: the export is preparing, or already ready.
  expect(['preparing', 'ready']).toContain(await row.getAttribute('data-state'));

  // The page reads the list again by itself until the export is ready.
  await expect(row).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(row).toContainText('Link works until');
  await expect(row.getByRole('button', { name: 'Download' })).toBeVisible();

  // The email says so, with a link back to this section, which takes the focus there.
  await expect
    .poll(async () =>
      (await mailbox()).some(
        (mail) =>
          mail.destination.to.includes(email) &&
          /\/account#your-data/.test(mail.body.html ?? mail.body.text ?? ''),
      ),
    )
    .toBe(true);

  const exports = await apiCall<DataExports>(page, '/me/exports');
  const id = exports.body.items[0]!.id;
  const link = await apiCall<ExportDownload>(page, `/me/exports/${id}/download`);
  expect(link.status).toBe(200);
  const file = await page.request.get(link.body.url);
  expect(file.status()).toBe(200);
  const bytes = await file.body();
  // A zip starts with its local file header's signature, "PK\x03\x04".
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');

  await page.goto('/account#your-data');
  await expect(page.getByRole('heading', { level: 2, name: 'Your data' })).toBeFocused();
});

test('deleting an account needs its own email typed; then it is gone and cannot sign in', async ({
  page,
}) => {
  const email = await signUp(page, 'Nanny', 'Leaving Nanny');
  await page.goto('/account');
  const remove = section(page, 'Delete my account');
  await expect(remove).toContainText('for 6 years after the end of the financial year');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your email address').fill('someone.else@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your email address').fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is being deleted' })).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Refused either way: as closed while the deletion runs (its sign-in disabled), or as unknown once
  // the deletion has removed the sign-in; which one depends on how far the deletion has got.
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: /Account Closed|Invalid Credentials/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});
