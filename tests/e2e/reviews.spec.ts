import { expect, test } from './test.ts';
import { expectNoAxeViolations, expectToast, signIn } from './support.ts';

/**
 * Reviews as their people live them, against the local cloud's seeded data: the demo family hired the
 * demo nanny for a job that started last week (local/seed-reviews.ts) and reviews her from the
 * applicant's panel, with the keyboard; she replies from her account; anyone reads both from the rating
 * on her card.
 */
const FAMILY = 'family@demo.local';
const NANNY = 'nanny@demo.local';
const TEXT = 'Amelia was calm, kind and always on time. The children adored her from the first day.';

test('a family reviews the nanny it hired, she replies, and the public reads both', async ({ browser }) => {
  test.slow();
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signIn(family, FAMILY);
  await family.goto('/my-jobs/seed-hire-demo');
  await family
    .getByRole('button', { name: /Amelia/ })
    .first()
    .click();
  const section = family.getByRole('region', { name: 'Your review' });
  await section.getByRole('button', { name: 'Write a review' }).click();

  // Her first name only: families never see her surname (Create Profile's promise).
  const dialog = family.getByRole('dialog', { name: 'Review Amelia', exact: true });
  await expect(dialog).toBeVisible();
  // Publishing without a rating says what is missing, on the stars.
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expectNoAxeViolations(family);
  // The stars are one radio group, moved through with the arrow keys.
  const stars = dialog.getByRole('radiogroup', { name: /Your rating/ });
  await stars.getByRole('radio', { name: '1 out of 5 star' }).focus();
  await family.keyboard.press('ArrowRight');
  await family.keyboard.press('ArrowRight');
  await family.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await dialog.getByLabel(/^Your review/).fill(TEXT);
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expectToast(family, 'Review published');
  await expect(dialog).toBeHidden();
  await expect(section.getByText(TEXT)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();

  // She reads it in her account and replies, once.
  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  await signIn(nanny, NANNY);
  await nanny.goto('/account/reviews');
  await expect(nanny.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = nanny.getByRole('article').filter({ hasText: TEXT });
  await expect(card.getByLabel(/^Your reply/)).toBeVisible();
  await expectNoAxeViolations(nanny);
  await card.getByLabel(/^Your reply/).fill('Thank you, Olivia! It was a joy to look after them.');
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expectToast(nanny, 'Reply published');
  await expect(card.getByText('It was a joy to look after them.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Publish reply' })).toHaveCount(0);

  // Anyone reads it from the rating on her card, with her reply and a way to report it.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/candidates');
  const rating = visitor
    .getByRole('article', { name: 'Amelia' })
    .getByRole('button', { name: /^Rated \d\.\d out of 5 from \d+ reviews$/ });
  await rating.click();
  const reviews = visitor.getByRole('dialog', { name: 'Reviews of Amelia' });
  await expect(reviews).toBeVisible();
  const mine = reviews.getByTestId('review').filter({ hasText: TEXT });
  await expect(mine).toContainText('Olivia');
  await expect(mine).toContainText('Hired through Nanny Marketplace');
  await expect(mine).toContainText('It was a joy to look after them.');
  await expect(mine.getByRole('button', { name: 'Report Olivia’s review' })).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'How reviews work' })).toHaveAttribute(
    'href',
    '/review-policy',
  );
  await expectNoAxeViolations(visitor);

  await familyContext.close();
  await nannyContext.close();
  await visitorContext.close();
});

test('the review policy says who may review and how fakes are kept out', async ({ page }) => {
  await page.goto('/review-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Review Policy' })).toBeVisible();
  for (const heading of ['Who can write a review', 'How we keep fake reviews out', 'What moderators remove'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Review Policy' })).toBeVisible();
  await expectNoAxeViolations(page);
});
