import { expect, test, type Page } from './test.ts';
import {
  apiCall,
  codeFromMailbox,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  MAILBOX,
  signIn,
  uniqueEmail,
  findArticle,
} from './support.ts';
import { minimumWageOn } from '../../lambdas/contract/legal/minimum-wage.ts';
import { formatPounds } from '../../lambdas/contract/money.ts';
import { longDate } from '../../lambdas/contract/long-date.ts';
import { londonDay } from '../../lambdas/contract/uk-day.ts';

const rates = minimumWageOn(londonDay(new Date()));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test.beforeEach(async ({ page }) => dismissConsent(page));

async function signUpNanny(page: Page, name: string) {
  const email = uniqueEmail('nanny');
  await page.goto('/auth?mode=signup');
  await page.getByRole('radio', { name: /^Nanny/ }).check();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunny#Days2024');
  await page.getByLabel('Confirm password').fill('Sunny#Days2024');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  return email;
}

test('a nanny creates a profile with a photo and a CV; a visitor finds and contacts her', async ({
  page,
  browser,
}) => {
  // Her own first name, so the visitor finds her card and no other run's (a retry's, say).
  const first = `Beatrix${Date.now().toString(36)}`;
  const email = await signUpNanny(page, `${first} Quill`);
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Nanny Profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(`${first} Quill`);

  // The spec's messages, before anything is sent.
  await page.getByRole('button', { name: 'Create Profile' }).click();
  // Under their fields; the toast names the first of them.
  const form = page.getByRole('main');
  await expect(form.getByText('Location is required')).toBeVisible();
  await expect(form.getByText('Bio must be at least 10 characters')).toBeVisible();
  await expect(form.getByText('Years of experience is required')).toBeVisible();
  await expectToast(page, 'Please check the highlighted fields', 'Location is required');

  // A wrong file type is refused at once with the spec's toast.
  await page.getByLabel(/^CV\b/).setInputFiles({ name: 'cv.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'File Upload Error', 'Please upload a PDF or Word document.');

  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'beatrix.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('nanny-photo-file')).toHaveText(/beatrix\.png/);
  await page.getByLabel('Location').fill('Hove, Brighton');
  await page.getByLabel('Postcode').fill('BN3 1AA');
  await page.getByLabel('Years of experience').fill('7');
  await page.getByLabel('Bio').fill('Gentle, playful nanny who loves <b>forest school</b> adventures.');
  await page.getByRole('checkbox', { name: 'Newborns' }).check();
  await page.getByRole('checkbox', { name: 'Swimming' }).check();
  await page.getByLabel('Add another language').fill('Welsh');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: 'Welsh' })).toBeChecked();
  // A rate below the National Living Wage is lawful under 21 or for an apprentice: a note, not a refusal.
  const rateNote = page.getByRole('status').filter({ hasText: 'an hour is below the National Living Wage' });
  await page.getByLabel('Hourly rate from (£, gross)').fill('9');
  await expect(rateNote).toContainText(
    `£9 an hour is below the National Living Wage: ${formatPounds(rates.age21AndOver)} an hour gross for workers aged 21 and over from ${longDate(rates.from)}.`,
  );
  await expect(rateNote).toContainText('Lower rates apply only to workers under 21 and to apprentices.');
  await page.getByLabel('Hourly rate from (£, gross)').fill('13');
  await expect(rateNote).toHaveCount(0);
  await page.getByLabel('Hourly rate to (£, gross)').fill('16');
  await page.getByRole('switch', { name: 'Driving licence' }).click();
  await page
    .getByLabel(/^CV\b/)
    .setInputFiles({ name: 'Beatrix-CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('nanny-cv-file')).toHaveText(/Beatrix-CV\.pdf/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expectToast(page, 'Profile Created!');
  await expect(page).toHaveURL(/\/jobs$/);

  // A visitor (another browser, signed out) sees her card with her first name only.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await dismissConsent(visitor);
  await visitor.goto('/candidates');
  const card = await findArticle(visitor, first, 'Load more nannies');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hove, Brighton');
  await expect(card).toContainText('£13–£16 an hour gross');
  await expect(card).toContainText('forest school');
  await expect(card).not.toContainText('Quill');
  // No checks yet: no level badge, and What we checked says so.
  await expect(card.getByTestId('verification-level')).toHaveCount(0);
  await card.getByText('What we checked').click();
  await expect(card.getByTestId('what-we-checked')).toContainText('No checks recorded yet');

  await card.getByRole('button', { name: /Contact/ }).click();
  const dialog = visitor.getByRole('dialog', { name: `Contact ${first}` });
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Inquiry about childcare services from ${first}`);
  await expectNoAxeViolations(visitor);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Harriet Parent');
  await dialog.getByLabel('Your email').fill('harriet.parent@example.com');
  await dialog.getByLabel('Message').fill('Hello Beatrix, could you help us on Tuesdays and Thursdays?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(visitor, 'Message Sent!');
  await expect(dialog).toBeHidden();
  await visitorContext.close();

  // The message reaches her inbox as a conversation's notice: a link into the thread, the visitor's
  // first name, and neither a reply-to nor the visitor's address.
  await expect
    .poll(async () => {
      const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as {
        emails: Array<{ destination: { to: string[] }; replyTo?: string[]; body: { text: string } }>;
      };
      const mail = emails.find(
        (e) => e.destination.to.includes(email) && e.body.text.includes('Tuesdays and Thursdays'),
      );
      return mail && { replyTo: mail.replyTo ?? [], text: mail.body.text };
    })
    .toEqual({
      replyTo: [],
      text: expect.stringMatching(/^Harriet sent you a message[\s\S]*\/messages\/[0-9a-f]{32}/),
    });
  const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; body: { text: string } }>;
  };
  for (const mail of emails.filter((e) => e.destination.to.includes(email)))
    expect(mail.body.text).not.toContain('harriet.parent@example.com');

  // Coming back to /create-profile edits the same profile.
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Hove, Brighton');
  // Stored files are named by their type, not by the uploader: the surname stays private.
  await expect(page.getByTestId('nanny-cv-file')).toHaveText(/\bcv\.pdf$/);
});

test('View CV asks visitors to sign in and opens for a signed-in family', async ({ page }) => {
  await page.goto('/candidates');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /View CV/ }).click();
  await expectToast(page, 'Sign in required');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcandidates|\/auth\?redirect=\/candidates/);

  await page.getByLabel('Email').fill('family@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('Demo#Pass2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/candidates$/);
  const download = page.waitForEvent('download');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /View CV/ })
    .click();
  // Named by its type: a nanny's surname never travels in the file name.
  expect((await download).suggestedFilename()).toBe('cv.pdf');
  // The card says what happened.
  await expect(page.getByRole('article').first().getByRole('status')).toContainText(
    /Downloading .+’s CV as cv\.pdf/,
  );
});

test('too many languages: the list names its error and takes the focus, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, 'nanny@demo.local');
  await page.goto('/create-profile');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  const languages = page.getByRole('group', { name: 'Languages spoken' });
  const boxes = languages.getByRole('checkbox');
  for (const box of await boxes.all()) await box.check();
  const add = languages.getByLabel('Add another language');
  for (let i = (await boxes.count()) + 1; i <= 21; i++) {
    await add.fill(`Language ${i}`);
    await add.press('Enter');
  }
  await expect(boxes.and(page.locator(':checked'))).toHaveCount(21);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(languages).toHaveAccessibleDescription('Choose at most 20 languages');
  await expect(boxes.first()).toBeFocused();
  // Nothing was saved; her unsaved choice comes back after a reload, for her to fix.
  const own = await apiCall<{ languages: string[] }>(page, '/nanny-profile');
  expect(own.body.languages.length).toBeLessThan(21);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'not saved yet are back' })).toBeVisible();
  await expect(boxes.and(page.locator(':checked'))).toHaveCount(21);
  await page.getByRole('button', { name: 'Discard unsaved changes' }).click();
  await expect(boxes.and(page.locator(':checked'))).toHaveCount(own.body.languages.length);
});

test('a family cannot create a nanny profile', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('family@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('Demo#Pass2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { name: 'Nanny profiles are for nanny accounts' })).toBeVisible();
});

test('/create-profile sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/create-profile');
  // Nanny is chosen should she turn to Sign Up.
  await expect(page).toHaveURL(/\/auth\?type=nanny&redirect=%2Fcreate-profile$/);
});
