import { expect, test } from './test.ts';
import { dismissConsent, expectNoAxeViolations } from './support.ts';
import { minimumWageOn } from '../../lambdas/contract/legal/minimum-wage.ts';
import { formatPounds } from '../../lambdas/contract/money.ts';
import { longDate } from '../../lambdas/contract/long-date.ts';
import { londonDay } from '../../lambdas/contract/uk-day.ts';

/** The pay calculator: a gross hourly rate becomes a week's, a month's and a year's figures, both ways. */
test.describe('the pay calculator', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('turns a gross hourly rate into her take-home pay and your cost, and back from net @phone', async ({
    page,
  }) => {
    await page.goto('/pay-calculator');
    await expect(page.getByRole('heading', { level: 1, name: /Pay calculator/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Pay calculator' });
    await form.getByLabel('Gross pay (£)').fill('16');
    await form.getByLabel('Per').selectOption('hour');
    await form.getByLabel('Hours a week').fill('40');

    const table = page.getByRole('table', { name: /Her pay and your cost/ });
    const row = (name: string | RegExp) => table.getByRole('row', { name });
    // £640 a week in England: £79.60 tax, £31.84 NI, £20.80 pension → £507.76; the family pays £737.20.
    await expect(row(/^Gross pay/)).toContainText('£640.00');
    await expect(row(/^Her take-home pay/)).toContainText('£507.76');
    await expect(row(/^Your full cost/)).toContainText('£737.20');
    await expect(row(/^Her take-home pay/)).toContainText('£26,399.60');
    await expect(form.getByLabel('Workplace pension (legal minimum contributions)')).toBeChecked();
    await expect(
      page.getByText('She takes home £507.76 a week; you pay £737.20 a week in all.'),
    ).toBeVisible();

    // The same amount as take-home pay: the gross pay rises to give £16.00 an hour after deductions.
    await form.getByLabel('Take-home pay (net)').check();
    await expect(form.getByLabel('Take-home pay (£)')).toHaveValue('16');
    await expect(row(/^Her take-home pay/)).toContainText('£640.00');
    await expect(row(/^Gross pay/)).not.toContainText('£640.00');

    // Back to gross: the first figures again.
    await form.getByLabel('Gross pay (before tax)').check();
    await expect(row(/^Her take-home pay/)).toContainText('£507.76');

    // In Scotland, the Scottish bands: £79.54 of tax a week.
    await form.getByLabel('She lives in Scotland (Scottish Income Tax)').check();
    await expect(row(/^Income Tax/)).toContainText('£79.54');
    await expectNoAxeViolations(page);
  });

  test('says what an amount it cannot use needs, and shows no figures', async ({ page }) => {
    await page.goto('/pay-calculator');
    const form = page.getByRole('form', { name: 'Pay calculator' });
    await form.getByLabel('Gross pay (£)').fill('abc');
    await expect(form.getByText('Enter an amount in pounds, more than 0')).toBeVisible();
    await expect(page.getByRole('table', { name: /Her pay and your cost/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('warns, by the figures, when the pay is below the National Living Wage in force today', async ({
    page,
  }) => {
    const rates = minimumWageOn(londonDay(new Date()));
    const nlw = `below the National Living Wage: ${formatPounds(rates.age21AndOver)} an hour gross for workers aged 21 and over from ${longDate(rates.from)}.`;
    await page.goto('/pay-calculator');
    const form = page.getByRole('form', { name: 'Pay calculator' });
    const warning = page.getByRole('status').filter({ hasText: 'National Living Wage' });
    await form.getByLabel('Gross pay (£)').fill('11');
    await form.getByLabel('Hours a week').fill('40');
    await expect(warning).toContainText(nlw);
    await expect(warning).toContainText('It comes to £11 an hour gross.');
    await expect(warning).toContainText('Lower rates apply only to workers under 21 and to apprentices.');

    // A take-home pay of £100 a week for 40 hours is £2.50 an hour gross.
    await form.getByLabel('Take-home pay (net)').check();
    await form.getByLabel('Take-home pay (£)').fill('100');
    await form.getByLabel('Per').selectOption('week');
    await expect(warning).toContainText('It comes to £2.50 an hour gross.');

    // At £16 an hour gross, nothing to warn about.
    await form.getByLabel('Gross pay (before tax)').check();
    await form.getByLabel('Gross pay (£)').fill('16');
    await form.getByLabel('Per').selectOption('hour');
    await expect(page.getByRole('table', { name: /Her pay and your cost/ })).toBeVisible();
    await expect(warning).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('fits the figures, "A year" included, on a 390 px phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pay-calculator');
    const form = page.getByRole('form', { name: 'Pay calculator' });
    // Six-figure years, the widest the figures usually run.
    await form.getByLabel('Gross pay (£)').fill('48.50');
    await form.getByLabel('Hours a week').fill('45');
    const figures = page.getByRole('region', { name: /Her pay and your cost/ });
    await expect(figures).toContainText('£113,490.00');
    await figures.screenshot({ path: testInfo.outputPath('pay-calculator-390.png') });
    // The whole table inside the box, its last column included (the box's width may be a fraction of a
    // pixel wider than its rounded scroll width says).
    const inside = await figures.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const table = el.querySelector('table')!.getBoundingClientRect();
      return table.left >= box.left && table.right <= box.right;
    });
    expect(inside).toBe(true);
    await expect(page.getByRole('columnheader', { name: 'A year' })).toBeInViewport({ ratio: 1 });
  });

  test('needs the hours a week only for an hourly rate', async ({ page }) => {
    await page.goto('/pay-calculator');
    const form = page.getByRole('form', { name: 'Pay calculator' });
    const table = page.getByRole('table', { name: /Her pay and your cost/ });
    await form.getByLabel('Hours a week').fill('');
    await expect(form.getByText('Enter the hours a week, for an hourly rate')).toBeVisible();
    await expect(page.getByText('Enter the hours a week to see what an hourly rate comes to.')).toBeVisible();
    await expect(table).toHaveCount(0);

    // A week's pay needs no hours: the figures, without the hourly ones or the minimum wage check.
    await form.getByLabel('Gross pay (£)').fill('650');
    await form.getByLabel('Per').selectOption('week');
    await expect(form.getByText('Optional: for the hourly figures and the minimum wage check')).toBeVisible();
    await expect(table.getByRole('row', { name: /^Gross pay/ })).toContainText('£650.00');
    await expect(page.getByText(/^An hour:/)).toHaveCount(0);
    await form.getByLabel('Hours a week').fill('40');
    await expect(page.getByText('An hour: £16.25 gross', { exact: false })).toBeVisible();
  });
});
