import { expect, test } from './test.ts';
import { dismissConsent, expectNoAxeViolations, findArticle, signIn } from './support.ts';

/**
 * Reply times as a visitor reads them, from the demo data's real openings and answers
 * (local/seed-responsiveness.ts): a family that read its applications within the day shows it on its
 * job's card and page, a nanny who answered families within the day shows it on hers, and a person sees
 * their own record in the account area.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

test('a family that reads applications the same day says so on its job’s card and page @phone', async ({
  page,
}) => {
  await page.goto('/jobs');
  const card = await findArticle(page, /Rota nanny for our newborn twins/, 'Load more jobs');
  const facts = card.getByRole('list', { name: /responds/ });
  await expect(facts).toContainText('Usually reads applications within a day');
  // A slower family's figure is said as it is, never rounded up.
  const slower = await findArticle(page, /Live-in nanny for our family of four/, 'Load more jobs');
  await expect(slower.getByRole('list', { name: /responds/ })).toContainText(
    'Usually reads applications within 3 days',
  );
  await expectNoAxeViolations(page);

  await card
    .getByRole('link', { name: /Rota nanny for our newborn twins/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rota nanny for our newborn twins' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: /responds/ })).toContainText(
    'Usually reads applications within a day',
  );
});

test('a nanny who answers families within the day says so on her card', async ({ page }) => {
  await page.goto('/candidates');
  const card = await findArticle(page, /Grace/, 'Load more nannies');
  await expect(card.getByRole('list', { name: /responds/ })).toContainText('Usually replies within a day');
});

test('each person sees their own record, and what others see of it @phone', async ({ page }) => {
  await signIn(page, 'nanny@demo.local');
  await page.goto('/account/record');
  await expect(page.getByRole('heading', { level: 1, name: 'My record' })).toBeVisible();
  // Her demo account has answered no family yet: nothing is shown to others, and it says so.
  await expect(page.getByText('No first messages to answer in the last 90 days.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What others see' })).toContainText('Nothing yet.');
  await expectNoAxeViolations(page);
});
