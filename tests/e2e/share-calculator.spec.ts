import { expect, test } from './test.ts';
import { dismissConsent, expectNoAxeViolations } from './support.ts';

/** The nanny share calculator: two families' parts of one nanny's pay, a week, to the penny. */
test.describe('the nanny share calculator', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('splits the worked example between the two families @phone', async ({ page }) => {
    await page.goto('/nanny-shares/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Nanny share calculator' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nanny share calculator' });
    await form.getByLabel('Shared hourly pay (£)').fill('18');
    await form.getByLabel('Shared hours a week').fill('30');
    await form.getByLabel('Solo hourly pay (£)').fill('16');
    await form.getByLabel('First family’s children').selectOption('2');
    await form.getByLabel('First family’s solo hours a week').fill('5');
    await form.getByLabel('Second family’s children').selectOption('1');
    await form.getByLabel('Second family’s solo hours a week').fill('0');
    await form.getByLabel('By the number of children').check();
    await form.getByLabel('First family’s home').check();
    await form.getByLabel('Host allowance (%)').fill('10');

    // £540.00 shared, 3/5 and 2/5 after the allowance: £324.00 + £80.00 solo, and £216.00.
    const first = page.getByRole('table', { name: 'First family: a week' });
    const second = page.getByRole('table', { name: 'Second family: a week' });
    await expect(first.getByRole('row', { name: /^Weekly gross pay/ })).toContainText('£404.00');
    await expect(second.getByRole('row', { name: /^Weekly gross pay/ })).toContainText('£216.00');
    await expect(first.getByRole('row', { name: /^Hours a week/ })).toContainText('35');
    await expect(second.getByRole('row', { name: /^Hours a week/ })).toContainText('30');
    // Each family is her employer: £404.00 + £46.20 NI + £8.52 pension; £216.00 + £18.00 + £2.88.
    await expect(first.getByRole('row', { name: /^Full weekly cost/ })).toContainText('£458.72');
    await expect(second.getByRole('row', { name: /^Full weekly cost/ })).toContainText('£236.88');
    await expect(page.getByText('Split by children: 2 of 3 to the first family')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('marks a field it cannot use, and shows no figures', async ({ page }) => {
    await page.goto('/nanny-shares/calculator');
    const form = page.getByRole('form', { name: 'Nanny share calculator' });
    const allowance = form.getByLabel('Host allowance (%)');
    await allowance.fill('25');
    await expect(allowance).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter a whole number of percent, from 0 to 20')).toBeVisible();
    await expect(page.getByRole('table', { name: 'First family: a week' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
