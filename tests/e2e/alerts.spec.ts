import { expect, test } from './test.ts';
import { apiCall, expectNoAxeViolations, expectToast, openAccountMenu, signUp } from './support.ts';

/**
 * Job alerts in Chromium against the local cloud: a new nanny's alert (saved through the API, as the
 * board's Save this search button does) listed in Account → Job alerts, edited with the board's criteria,
 * deleted with a confirmation down to the empty state; and the stop page with a link that is not ours.
 */
test('a nanny lists, edits and deletes her job alerts', async ({ page }) => {
  await signUp(page, 'Nanny', 'Alice Alerts');
  const saved = await apiCall<{ label: string }>(page, '/account/alerts', {
    body: { search: { place: 'sw4', nearby: true, needs: ['SEN experience'] }, frequency: 'daily' },
  });
  expect(saved.status).toBe(201);

  const menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: 'Job alerts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  await expect(page.getByText('SW4 and the rest of SW · SEN experience', { exact: true })).toBeVisible();
  await expect(page.getByText('Once a day, in a digest')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Edit alert/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit job alert' });
  await expect(dialog.getByLabel('Town or postcode')).toHaveValue('SW4');
  await expect(dialog.getByLabel('Distance')).toHaveValue('area');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Distance').selectOption('');
  await dialog.getByLabel('Job type').selectOption('live-out');
  await dialog.getByLabel('First Aid').check();
  await dialog.getByLabel('As soon as a job is posted').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Job alert saved');
  // Closed, so the next toast is not stacked over it.
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Job alert saved' })
    .getByRole('button', { name: 'Close toast' })
    .click();
  await expect(page.getByText('SW4 · Live-out · SEN experience · First Aid', { exact: true })).toBeVisible();
  await expect(page.getByText('As soon as a job is posted')).toBeVisible();

  await page.getByRole('button', { name: /^Delete alert/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this job alert?' });
  await confirm.getByRole('button', { name: 'Delete alert' }).click();
  await expectToast(page, 'Job alert deleted', 'SW4 · Live-out · SEN experience · First Aid');
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  await expectNoAxeViolations(page);
});

test('the stop page refuses a link that is not ours, and leads to the alerts', async ({ page }) => {
  await page.goto('/alerts/stop#bm9ib2R5Cm5vdGhpbmc.AAAA');
  await expect(page.getByRole('alert')).toContainText('This stop link is not valid');
  await expect(page.getByRole('link', { name: 'Manage job alerts' })).toHaveAttribute(
    'href',
    '/account/alerts',
  );
  await expectNoAxeViolations(page);
});
