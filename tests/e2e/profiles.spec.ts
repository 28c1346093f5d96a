import { expect, test, type Page } from './test.ts';
import {
  apiCall,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signUp,
  findArticle,
} from './support.ts';

/**
 * A nanny's profile as she and families see it: what she typed comes back as she typed it, her card
 * shows her paragraphs and her photo, and View CV says what it is doing and what came of it.
 */

const RUN = Date.now().toString(36);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const BIO = 'Ages < 5 & > 1 – I <3 messy play 🎨👩‍👧\n\nمرحبا، أنا مربية أطفال.\nA second line, kept.';

test.beforeEach(async ({ page }) => dismissConsent(page));

/** Her own profile, as the edit form sends it back. */
async function ownProfile(page: Page) {
  const own = await apiCall<Record<string, unknown>>(page, '/nanny-profile');
  expect(own.status).toBe(200);
  const { id: _id, verification: _d, createdAt: _c, updatedAt: _u, ...form } = own.body;
  return form;
}

test('her text comes back as typed; families see her paragraphs and photo, and get her CV without her surname', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const first = `Priya${RUN}`;
  await signUp(page, 'Nanny', `${first} Shah`);
  await page.goto('/create-profile');
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'priya-shah.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('nanny-photo-file')).toHaveText(/priya-shah\.png/);
  await page.getByLabel('Location').fill('Harborne, Birmingham');
  await page.getByLabel('Postcode').fill('B17 9AA');
  await page.getByLabel('Years of experience').fill('8');
  await page.getByLabel('Bio').fill(BIO);
  await page.getByLabel('Additional comments').fill('Tom &amp; Jerry <b>fan</b>.\n\n\n\nNo weekends.   ');
  await page
    .getByLabel(/^CV\b/)
    .setInputFiles({ name: 'Priya-Shah-CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('nanny-cv-file')).toHaveText(/Priya-Shah-CV\.pdf/);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expectToast(page, 'Profile Created!');
  // On to the jobs she made it for.
  await expect(page).toHaveURL(/\/jobs$/);

  // The edit form shows what she typed: the bio exactly; the comments without markup or extra blank lines.
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue(BIO);
  await expect(page.getByLabel('Additional comments')).toHaveValue('Tom & Jerry fan.\n\nNo weekends.');
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue(BIO);
  await expect(page.getByLabel('Full name')).toHaveValue(`${first} Shah`);

  // A family finds her card: her first name, her photo, and her bio in its paragraphs.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await dismissConsent(family);
  await signIn(family, 'family@demo.local');
  await family.goto('/candidates');
  const card = await findArticle(family, first, 'Load more nannies');
  await expect(card).not.toContainText('Shah');
  const paragraphs = card.locator('p', { hasText: /Ages < 5 & > 1|مرحبا/ });
  await expect(paragraphs).toHaveCount(2);
  await expect(paragraphs.first()).toHaveText('Ages < 5 & > 1 – I <3 messy play 🎨👩‍👧');
  // The line break within a paragraph is shown as one.
  expect(await paragraphs.nth(1).innerText()).toBe('مرحبا، أنا مربية أطفال.\nA second line, kept.');
  const photo = card.locator('img');
  await expect(photo).toHaveAttribute('alt', '');
  await expect(photo).toHaveAttribute('width', '56');
  await expect(photo).toHaveAttribute('height', '56');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(family);

  // View CV: busy while the link is on its way (the request is held until that is seen), then the file.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await family.route('**/cv-link', async (route) => {
    await held;
    await route.continue();
  });
  // Its name says what it is doing: 'View CV for …', then 'Opening CV… for …'.
  const viewCv = card.getByRole('button', { name: new RegExp(`CV.* for ${first}$`) });
  const download = family.waitForEvent('download');
  await viewCv.click();
  await expect(viewCv).toHaveAccessibleName(`Opening CV… for ${first}`);
  await expect(viewCv).toHaveAttribute('aria-busy', 'true');
  await expect(viewCv).toBeDisabled();
  await expect(viewCv).toBeFocused();
  release();
  const file = await download;
  // Named by its type: her surname never travels in the file name.
  expect(file.suggestedFilename()).toBe('cv.pdf');
  await expect(card.getByRole('status')).toContainText(`Downloading ${first}’s CV as cv.pdf`);
  await expect(card.getByRole('link', { name: `Download it again (${first}’s CV)` })).toBeVisible();
  await expect(viewCv).toHaveAccessibleName(`View CV for ${first}`);
  await expect(viewCv).toBeEnabled();
  await family.unroute('**/cv-link');

  // She stops looking; the family's page still shows her card, and View CV says why it cannot open.
  const form = await ownProfile(page);
  expect(
    (await apiCall(page, '/nanny-profile', { method: 'PUT', body: { ...form, activelyLooking: false } }))
      .status,
  ).toBe(200);
  await viewCv.click();
  await expect(card.getByRole('alert')).toHaveText('This CV is not available.');
  await expect(card.getByRole('status')).toBeEmpty();
  await familyContext.close();
});

test('a nanny is told on the card that CVs are for families and agencies', async ({ page }) => {
  await signIn(page, 'nanny@demo.local');
  await page.goto('/candidates');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /View CV/ }) })
    .first();
  await card.getByRole('button', { name: /View CV/ }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'CVs are shared only with family and agency accounts, to protect nannies’ privacy.',
  );
});

test('unsaved changes survive a refused save and a reload, and can be discarded', async ({ page }) => {
  await signIn(page, 'nanny@demo.local');
  await page.goto('/create-profile');
  const bio = page.getByLabel('Bio');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  const savedBio = await bio.inputValue();
  expect(savedBio).not.toMatch(/<|&[a-z]+;/);

  // Markup alone passes the form's length check; the server refuses it, and the text stays.
  const typed = '<b></b><i></i><u></u>';
  await bio.fill(typed);
  await page.getByLabel('Location').fill('Shoreditch, London 🏙️');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(bio).toHaveAccessibleDescription(/Bio must be at least 10 characters/);
  await expect(bio).toHaveValue(typed);

  // A reload brings her unsaved text back, and says so.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'not saved yet are back' })).toBeVisible();
  await expect(bio).toHaveValue(typed);
  await expect(page.getByLabel('Location')).toHaveValue('Shoreditch, London 🏙️');
  await expectNoAxeViolations(page);

  // Discarding them shows the saved profile again, also after another reload.
  await page.getByRole('button', { name: 'Discard unsaved changes' }).click();
  await expect(bio).toHaveValue(savedBio);
  await page.reload();
  await expect(bio).toHaveValue(savedBio);
  await expect(page.getByText('not saved yet are back')).toHaveCount(0);
});
