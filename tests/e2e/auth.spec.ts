import { expect, test, type Page } from './test.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import {
  API,
  codeFromMailbox,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  fillSignUp,
  uniqueEmail,
  openAccountMenu,
  settledAfterSignIn,
} from './support.ts';

const PASSWORD = 'Sunny#Days2024';

test.beforeEach(async ({ page }) => {
  await dismissConsent(page);
});

/** The API's view of the signed-in user, called with the session's ID token as the SPA does. */
async function meFromApi(page: Page) {
  return page.evaluate(async (api) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const res = await fetch(`${api}/me`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  }, API);
}

for (const [type, label, name] of [
  ['family', /^Family/, 'Olivia Family'],
  ['nanny', /^Nanny/, 'Amelia Nanny'],
  ['agency', /^Agency/, 'Oscar Agency'],
] as const) {
  test(`a ${type} signs up, confirms the emailed code, signs out and back in`, async ({ page }) => {
    const email = uniqueEmail(type);
    await fillSignUp(page, { type: label, name, email, password: PASSWORD });
    await expectToast(page, 'Check Your Email', email);

    const code = await codeFromMailbox(email, /verification code/i);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm Email' }).click();

    await expectToast(page, 'Welcome!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-user')).toHaveText(name);

    // The API sees the same user, with the type chosen at sign-up.
    const me = await meFromApi(page);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, name, userType: type, groups: [] });

    await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign In' }).click();
    // The home page (and its newsletter 'Email address' field) stays until the sign-in page is ready.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome Back!');
    await expect(page.getByTestId('header-user')).toHaveText(name);

    // Signed in, /auth sends the user home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('sign-up explains every missing or mismatched field with the spec’s toasts, and on the field', async ({
  page,
}) => {
  /** The toast, and the same words under the field, which is marked invalid and has the focus. */
  const refused = async (label: string | RegExp, title: string, message: string) => {
    await expectToast(page, title, message);
    const field =
      typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
  };
  await page.goto('/auth?mode=signup');
  // Without a type in the link nothing is chosen for the visitor: they say who they are.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const choose = 'Please choose whether you are a family, a nanny or an agency.';
  await expectToast(page, 'Missing Information', choose);
  await expect(page.getByRole('radio', { name: /^Family/ })).toBeFocused();
  await expect(page.getByRole('group', { name: 'I am a…' })).toHaveAccessibleDescription(choose);
  await page.getByRole('radio', { name: /^Nanny/ }).check();
  await expect(page.getByText(choose)).toHaveCount(0);

  // In the order the form shows its fields: the first problem named is the first on screen.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused('Full name', 'Missing Information', 'Please enter your full name.');

  // A name is plain text: markup is refused in place, as the user pool refuses it.
  await page.getByLabel('Full name').fill('<b>Ann</b> Example');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused(
    'Full name',
    'Check Your Name',
    'Please enter your name as plain text, without < or > characters.',
  );
  await page.getByLabel('Full name').fill('A'.repeat(101));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused('Full name', 'Check Your Name', 'Your name must be at most 100 characters.');
  await page.getByLabel('Full name').fill('Pat Example');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused('Email', 'Missing Information', 'Please enter your email address.');

  await page.getByLabel('Email').fill(uniqueEmail('invalid'));
  // Typing a correction clears the field's error.
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused('Password', 'Missing Information', 'Please enter your password.');

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused('Confirm password', 'Password Mismatch', 'Passwords do not match.');

  // The pool's rule, stated whole: the toast says what the hint and the checklist say.
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await refused(
    'Password',
    'Password Too Short',
    'Password must be at least 8 characters long, with upper- and lower-case letters, a number and a symbol.',
  );

  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm password').fill('abcdefgh');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Sign Up Failed', 'Password must have uppercase characters');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  // Nothing was sent: the form is still there to correct.
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  // Nowhere does the page speak of a 6-character password.
  await expect(page.getByText(/\b6 characters/)).toHaveCount(0);
});

test('sign-up shows the pool’s refusal of a name that passes for the site under the name @phone', async ({
  page,
}) => {
  await fillSignUp(page, {
    type: /^Agency/,
    name: 'Nanny Marketplace Support',
    email: uniqueEmail('impostor'),
    password: 'Sunny#Days2024',
  });
  await expectToast(page, 'Check Your Name', NAME_MESSAGES.platform);
  const field = page.getByLabel('Full name', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(NAME_MESSAGES.platform.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  // No account was made: the form is still there to correct.
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});

test('the password checklist ticks off each of the pool’s rules as it is met', async ({ page }) => {
  await page.goto('/auth?mode=signup&type=family');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription(
    'At least 8 characters, with upper- and lower-case letters, a number and a symbol.',
  );
  const checklist = page.getByTestId('password-checklist');
  const rule = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });
  const rules = [
    'At least 8 characters',
    'An upper-case letter',
    'A lower-case letter',
    'A number',
    'A symbol, such as ! ? # or @',
  ];
  const announced = checklist.locator('[aria-live="polite"]');
  for (const name of rules) await expect(rule(name)).toHaveAttribute('data-met', 'false');

  await password.fill('abc');
  await expect(rule('A lower-case letter')).toHaveAttribute('data-met', 'true');
  await expect(rule('A lower-case letter')).toContainText('A lower-case letter: met');
  await expect(rule('At least 8 characters')).toContainText('At least 8 characters: not yet');
  await expect(announced).toHaveText('1 of 5 password rules met.');

  await password.fill('Abcdefg1');
  await expect(announced).toHaveText('4 of 5 password rules met.');
  await expect(rule('A symbol, such as ! ? # or @')).toHaveAttribute('data-met', 'false');

  await password.fill('Abcdefg1!');
  for (const name of rules) await expect(rule(name)).toHaveAttribute('data-met', 'true');
  await expect(announced).toHaveText('All password rules met.');
  await expectNoAxeViolations(page);
});

test('signing up again with a registered email switches to sign-in', async ({ page }) => {
  await fillSignUp(page, {
    type: /^Family/,
    name: 'Seed Family',
    email: 'family@demo.local',
    password: PASSWORD,
  });
  await expectToast(page, 'Account Already Exists');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('a wrong password is refused with Invalid Credentials', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('family@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Invalid Credentials', 'The email or password you entered is incorrect.');
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});

test('forgot password: the emailed code resets the password end to end', async ({ page }) => {
  const email = uniqueEmail('reset');
  await fillSignUp(page, { type: /^Nanny/, name: 'Riley Reset', email, password: PASSWORD });
  await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Riley Reset');
  await settledAfterSignIn(page);
  await (await openAccountMenu(page)).getByRole('button', { name: 'Sign Out' }).click();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expectToast(page, 'Reset Email Sent');

  const newPassword = 'Brand#New2025';
  await page.getByLabel('Reset code').fill(await codeFromMailbox(email, /reset/i));
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Invalid Credentials');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Riley Reset');
});

test('the seeded admin is in the admin group', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('admin@nannymarketplace.local');
  await page.getByLabel('Password', { exact: true }).fill('Admin#Local2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toHaveText('Site Admin');
  const me = await meFromApi(page);
  expect(me.body.groups).toEqual(['admin']);
});

test('the auth page has no accessibility violations in either tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectNoAxeViolations(page);
});

/** Presses Tab (or Shift+Tab) until the element has focus: proves it is reachable by keyboard. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, key = 'Tab', maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`element not reachable with ${key}`);
}

test('signing up works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await page.goto('/auth?mode=signup');
  await tabTo(page, page.getByRole('radio', { name: /^Family/ }));
  // Arrow keys move through the user-type radio group.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Nanny/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Kit Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Check Your Email');
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await page.keyboard.type(await codeFromMailbox(email, /verification code/i));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-user')).toHaveText('Kit Keyboard');
  // After navigating, focus starts at the top of the new page: the skip link, then the header.
  await expect(page.locator('#page-top')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Account menu/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Sign Out' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-user')).toHaveCount(0);
});
