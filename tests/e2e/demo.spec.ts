import { expect, test } from '@playwright/test';
import { DEMO_PORT } from './playwright.config.ts';
import { dismissConsent, expectNoAxeViolations, expectToast } from './support.ts';

/** The demo build: no API configured, sample data, forms that save nothing (spec §7). */
const DEMO = `http://localhost:${DEMO_PORT}`;

test.beforeEach(async ({ page }) => dismissConsent(page));

test('the demo shows sample jobs and candidates, and says what it cannot do', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(DEMO)) apiCalls.push(r.url());
  });
  await page.goto(`${DEMO}/jobs`);
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Save/ }).click();
  await expectToast(page, 'Feature unavailable');
  await expectNoAxeViolations(page);

  await page.goto(`${DEMO}/candidates`);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto(`${DEMO}/`);
  const newsletter = page.getByRole('group', { name: 'Join Our Newsletter' });
  await newsletter.getByLabel('Email address').fill('demo.reader@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expectToast(page, 'Welcome to Our Newsletter! 🎉');

  await page.goto(`${DEMO}/auth`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accounts are not available in the demo' }),
  ).toBeVisible();
  // Nothing left the demo site: no API, no user pool.
  expect(apiCalls).toEqual([]);
});
