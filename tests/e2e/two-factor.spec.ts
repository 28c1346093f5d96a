import { expect, test, type Page } from './test.ts';
import { generate } from 'cognito-local/lib/services/totp.js';
import { TWO_FACTOR_MESSAGES } from '../../lambdas/contract/two-factor.ts';
import { dismissConsent, expectNoAxeViolations, expectToast, openAccountMenu, signUp } from './support.ts';

/**
 * An account turns on an authenticator app at /account/two-factor, is then asked for its code at
 * sign-in (a wrong code is refused under the field), and may turn it off again.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const PASSWORD = 'Sunny#Days2024';
const codeField = (page: Page) => page.getByLabel(TWO_FACTOR_MESSAGES.codeLabel);
/** A 6-digit code that is not the one the app shows now. */
const wrongCode = (secret: string) => (generate(secret) === '123456' ? '654321' : '123456');

test('a family sets up an authenticator app, signs in with its code, then turns it off', async ({ page }) => {
  const email = await signUp(page, 'Family', 'Harriet Okafor');
  await page.goto('/account/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = page.getByText('Setup key', { exact: true }).locator('xpath=following-sibling::p[1]');
  await expect(key).toBeVisible();
  const secret = (await key.textContent())!.replace(/\s/g, '');
  await expect(
    page.getByRole('link', { name: 'open the authenticator app with this account' }),
  ).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  await expectNoAxeViolations(page);

  await codeField(page).fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_MESSAGES.wrongCode));
  await expect(codeField(page)).toBeFocused();
  await codeField(page).fill(generate(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expectToast(page, TWO_FACTOR_MESSAGES.enabled);
  await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();

  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(codeField(page)).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_MESSAGES.codeRequired));
  await codeField(page).fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_MESSAGES.wrongCode));
  await codeField(page).fill(generate(secret));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Harriet Okafor');

  await page.goto('/account/two-factor');
  await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expectToast(page, TWO_FACTOR_MESSAGES.disabled);
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});
