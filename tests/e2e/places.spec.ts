import { expect, test, type Page } from './test.ts';
import { dismissConsent, expectNoAxeViolations, signIn } from './support.ts';

/**
 * Places as people type them: a town in the board's place filter shows that town's jobs (the seed has
 * jobs in several cities: local/seed-jobs.ts), says which place it read, and keeps the words in the
 * address; words that name no place are answered in plain words, with no list shown as if filtered.
 * On a phone (390 × 844) as on a desktop.
 */
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await dismissConsent(page);
});

/** The board's place field, unfolding the filters first on a phone. */
async function placeField(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('searchbox', { name: 'Town or postcode' });
}

const districtsOf = async (page: Page) =>
  (await page.getByRole('region', { name: 'Jobs' }).getByRole('article').allInnerTexts()).map(
    (text) => /· ([A-Z]{1,2}\d[A-Z\d]?)\b/.exec(text)?.[1] ?? text,
  );

test('typing “Manchester” on the board shows Manchester’s jobs, and a nonsense place says so @phone', async ({
  page,
}) => {
  await page.goto('/jobs');
  const place = await placeField(page);
  await place.fill('Manchester');
  await place.press('Enter');
  await expect(page).toHaveURL(/place=Manchester/);
  await expect(page.getByText('Showing jobs in Manchester (M).')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Jobs' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const districts = await districtsOf(page);
  expect(districts.length).toBeGreaterThan(0);
  // Every job shown is in a Manchester (M) district; the seed's London jobs (SW4, TW9) are not.
  for (const district of districts) expect(district).toMatch(/^M\d/);
  await expectNoAxeViolations(page);

  // A shared link reads the same place.
  await page.reload();
  await expect(page.getByText('Showing jobs in Manchester (M).')).toBeVisible();
  for (const district of await districtsOf(page)) expect(district).toMatch(/^M\d/);

  const again = await placeField(page);
  await again.fill('Mancester');
  await again.press('Enter');
  await expect(page).toHaveURL(/place=Mancester/);
  const message = "We don't know ‘Mancester’. Try a town, or a postcode like M20.";
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await expect(cards).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a neighbourhood with a distance reads the districts around it', async ({ page }) => {
  await page.goto('/jobs?place=Didsbury&radius=10');
  await expect(page.getByText('Showing jobs within 10 miles of Didsbury (M20).')).toBeVisible();
  await expect(page.getByLabel('Distance')).toHaveValue('10');
  const districts = await districtsOf(page);
  expect(districts.length).toBeGreaterThan(0);
  for (const district of districts) expect(district).toMatch(/^(M|SK|WA|OL|BL)\d/);
  await expectNoAxeViolations(page);
});

test('“London” on /candidates lists Greater London’s nannies and no one in Manchester @phone', async ({
  page,
}) => {
  await page.goto('/candidates');
  const filters = page.getByRole('search', { name: 'Filter nannies' });
  await filters.getByLabel('Town or postcode').fill('London');
  await filters.getByRole('button', { name: 'Search nannies' }).click();
  await expect(page).toHaveURL(/place=London/);
  await expect(page.getByText('Showing nannies in Greater London.')).toBeVisible();
  // The seed's looking nannies in Clapham (SW4) and Greenwich (SE10), not Didsbury's or Chorlton's.
  await expect(page.getByRole('article', { name: 'Amelia', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Leah', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sofia', exact: true })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ella', exact: true })).toHaveCount(0);
  const districts = await page
    .getByRole('article')
    .locator('abbr[title="Postcode district"]')
    .allInnerTexts();
  expect(districts.length).toBeGreaterThan(0);
  for (const district of districts)
    expect(district).toMatch(/^(E|EC|N|NW|SE|SW|W|WC|TW|CR|BR|HA|UB|IG|RM|EN|DA|SM|KT)\d/);
  await expectNoAxeViolations(page);
});

test('a town typed in a job form’s postcode offers its districts, and keeps the one picked', async ({
  page,
}) => {
  await signIn(page, 'family@demo.local');
  await page.goto('/post-job-family');
  const postcode = page.getByRole('textbox', { name: /^Postcode/ });
  await postcode.fill('Didsbury');
  await expect(page.getByText('Didsbury (M20) is a place, not a postcode.', { exact: false })).toBeVisible();
  await page.getByLabel('Postcode district').selectOption('M20');
  await expect(postcode).toHaveValue('M20');
  await expect(page.getByLabel('Postcode district')).toHaveCount(0);

  // A place too big to list asks for the postcode; a misspelt one says so.
  await postcode.fill('London');
  await expect(
    page.getByText('Greater London has too many postcode districts to list.', { exact: false }),
  ).toBeVisible();
  await postcode.fill('Didsbry');
  await expect(page.getByText("We don't know ‘Didsbry’. Try a town, or a postcode like M20.")).toBeVisible();
  await expectNoAxeViolations(page);
});
