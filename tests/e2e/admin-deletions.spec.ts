import { expect, test } from './test.ts';
import { DATA_RIGHTS_MESSAGES, DELETION_STEPS } from '../../lambdas/contract/data-rights.ts';
import { ADMIN, API, dismissConsent, expectToast, openAccountMenu, signIn, signUp } from './support.ts';

/** An admin deletes an account on its owner's request, from /admin/deletions, and follows it to the end. */

test.beforeEach(async ({ page }) => dismissConsent(page));

test('an admin deletes a new nanny by email and sees the deletion reach done', async ({ page, browser }) => {
  test.slow();
  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  await dismissConsent(nanny);
  const email = await signUp(nanny, 'Nanny', 'Requested Deletion');
  await nannyContext.close();

  await signIn(page, ADMIN.email, ADMIN.password);
  await (await openAccountMenu(page)).getByRole('link', { name: 'Account deletions' }).click();
  await expect(page).toHaveURL(/\/admin\/deletions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account deletions' })).toBeVisible();

  const address = page.getByLabel('Email address of the account');
  // No such account: nothing happens, and the form says so.
  await address.fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete this account?' })
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByText(DATA_RIGHTS_MESSAGES.noSuchAccount)).toBeVisible();

  await address.fill(email);
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this account?' });
  await expect(confirm).toContainText(email);
  await confirm.getByRole('button', { name: `Delete ${email}` }).click();
  await expectToast(page, 'Deletion started');

  // Its progress opens, and is read again: every step but the last check runs at once.
  const progress = page.getByRole('dialog', { name: /^Deletion of / });
  await expect(progress).toBeVisible();
  const steps = DELETION_STEPS.length;
  await expect(progress.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    `${steps - 1} of ${steps} steps done`,
    { timeout: 30_000 },
  );
  // The check waits until no token issued before the deletion can be used: the sweep, an hour on.
  const swept = await fetch(`${API}/_local/scheduled/deletions`, {
    method: 'POST',
    body: JSON.stringify({ time: new Date(Date.now() + 2 * 3600_000).toISOString() }),
  });
  expect(swept.status).toBe(200);
  await expect(progress.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    `${DELETION_STEPS.length} of ${DELETION_STEPS.length} steps done`,
    { timeout: 60_000 },
  );
  await expect(progress).toContainText('Done');
  for (const step of DELETION_STEPS) await expect(progress).toContainText(step.label);
  await progress.getByRole('button', { name: 'Close' }).click();

  // The list shows it done, and no longer by the address.
  const done = page.getByTestId('deletion').filter({ hasText: 'Deleted account' }).first();
  await expect(done).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('deletion').filter({ hasText: email })).toHaveCount(0);
});
