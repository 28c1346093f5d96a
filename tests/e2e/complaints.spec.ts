import { expect, test, type Page } from './test.ts';
import {
  ADMIN,
  apiCall,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  mailbox,
  openAccountMenu,
  signIn,
  signUp,
  uniqueEmail,
} from './support.ts';

/**
 * Complaints about how we use personal data, in the browser: a visitor complains from the privacy page
 * on a phone, a signed-in user from the account area, and an admin answers from the queue, each checked
 * with axe on the way; and the admin menu leads to Appeals and Complaints.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const FORM = 'Make a complaint about how we use your data';

/** Waits (up to 15 s) for an email to `to` whose subject matches; returns its text. */
async function emailText(to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailbox()).find((m) => m.destination.to.includes(to) && subject.test(m.subject));
        text = mail?.body.text ?? '';
        return text;
      },
      { timeout: 15_000, message: `no email "${subject}" reached ${to}` },
    )
    .toBeTruthy();
  return text;
}

/** Sends a visitor's complaint through the API, as the form does; answers its reference. */
async function visitorComplaint(page: Page, email: string, details: string): Promise<string> {
  const sent = await apiCall<{ reference: string }>(page, '/complaints', {
    body: { email, category: 'sharing', details },
  });
  expect(sent.status).toBe(201);
  return sent.body.reference;
}

test('a visitor complains from the privacy page on a phone @phone-only', async ({ page }) => {
  await page.goto('/privacy#complaints');
  const form = page.getByRole('form', { name: FORM });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent empty: each problem under its field, the focus on the first (the name is optional).
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const email = form.getByLabel('Your email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter your email address, so we can reply.')).toBeVisible();
  await expect(form.getByText('Please choose what your complaint is about.')).toBeVisible();
  await expect(form.getByText('Please tell us a little more: at least 20 characters.')).toBeVisible();
  await expectNoAxeViolations(page);

  const address = uniqueEmail('privacy-visitor');
  await form.getByLabel('Your name (optional)').fill('Pat Visitor');
  await email.fill(address);
  await form
    .getByLabel('What is your complaint about?')
    .selectOption({ label: 'Emails or marketing I did not want' });
  await form
    .getByRole('textbox', { name: 'Your complaint' })
    .fill('I keep getting your newsletter after unsubscribing twice.');
  await form.getByRole('button', { name: 'Send complaint' }).click();

  const received = page.getByRole('heading', { name: 'Complaint received' });
  await expect(received).toBeFocused();
  const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
  expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
  await expect(page.getByTestId('complaint-received')).toContainText(address);
  await expectToast(page, 'Complaint received');
  // Nothing is wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  const text = await emailText(address, new RegExp(`received your complaint \\(reference ${reference}\\)`));
  expect(text).toContain('ico.org.uk');

  // Another, from the same page.
  await page.getByRole('button', { name: 'Send another complaint' }).click();
  await expect(page.getByLabel('Your name (optional)')).toBeFocused();
});

test('a signed-in user complains from the account area', async ({ page }) => {
  const address = await signUp(page, 'Family', 'Connie Plaint');
  await page.goto('/account');
  await page.getByRole('link', { name: 'Make a complaint' }).click();
  await expect(page).toHaveURL(/\/account\/complaints$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data protection complaints' })).toBeVisible();
  const form = page.getByRole('form', { name: FORM });
  // Sent from the account: no email asked for.
  await expect(form.getByTestId('complaint-account')).toContainText(address);
  await expect(form.getByLabel('Your email')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await form.getByLabel('What is your complaint about?').selectOption('access');
  await form
    .getByRole('textbox', { name: 'Your complaint' })
    .fill('I asked for a copy of my data by email and have heard nothing.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Complaint received' })).toBeFocused();
  const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
  await expectNoAxeViolations(page);
  const text = await emailText(address, new RegExp(`reference ${reference}`));
  expect(text).toContain('/account#your-data');
});

test('an admin answers from the queue, reached from the admin menu', async ({ page, browser }) => {
  const complainant = uniqueEmail('queue-visitor');
  await page.goto('/');
  const reference = await visitorComplaint(page, complainant, 'You shared my phone number with a family.');

  await signIn(page, ADMIN.email, ADMIN.password);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Appeals' })).toHaveAttribute('href', '/admin/appeals');
  await menu.getByRole('link', { name: 'Complaints' }).click();
  await expect(page).toHaveURL(/\/admin\/complaints$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data protection complaints' })).toBeVisible();

  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('complaint-status')).toHaveText('Received');
  await expect(card.getByTestId('complaint-age')).toHaveText('(Received today)');
  await expect(card).toContainText(complainant);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Respond' }).click();
  const dialog = page.getByRole('dialog', { name: `Respond to complaint ${reference}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send response' }).click();
  await expect(dialog.getByText('Please write your response to the complainant.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog
    .getByLabel('Your response to the complainant')
    .fill('We shared it by mistake; it is removed and the family has been told to delete it.');
  await dialog.getByLabel('This is our final response: resolve the complaint').check();
  await dialog.getByRole('button', { name: 'Send and resolve' }).click();
  await expectToast(page, 'Complaint resolved');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  const resolvedFilter = page.getByRole('radio', { name: 'Resolved', exact: true });
  await resolvedFilter.click();
  await expect(resolvedFilter).toBeChecked();
  const resolved = page.getByRole('article', { name: new RegExp(reference) });
  await expect(resolved.getByTestId('complaint-status')).toHaveText('Resolved');
  await expect(resolved.getByTestId('complaint-response')).toContainText('(by you)');
  await expect(resolved.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const outcome = await emailText(
    complainant,
    new RegExp(`Our response to your complaint \\(reference ${reference}\\)`),
  );
  expect(outcome).toContain('the family has been told to delete it');

  // Anyone else is told the page is not theirs; the server refuses them too.
  const other = await browser.newContext();
  const family = await other.newPage();
  await dismissConsent(family);
  await signIn(family, 'family@demo.local');
  await family.goto('/admin/complaints');
  await expect(family.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  expect((await apiCall(family, '/admin/complaints')).status).toBe(403);
  await expectNoAxeViolations(family);
  await other.close();
});
