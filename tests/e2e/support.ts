import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { PORT_OFFSET } from './playwright.config.ts';

export const MAILBOX = `http://127.0.0.1:${8005 + PORT_OFFSET}`;
export const API = `http://127.0.0.1:${3001 + PORT_OFFSET}`;

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** A unique address for one test, so runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Waits for an email to `to` whose subject matches, and returns the 6-digit code in it. */
export async function codeFromMailbox(to: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAILBOX}/store`);
        const { emails } = (await res.json()) as { emails: StoredEmail[] };
        const mail = emails.filter((e) => e.destination.to.includes(to) && subject.test(e.subject)).at(-1);
        code = mail?.body.text?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000, message: `no email with a code reached ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** Accepts only essential cookies, so the consent banner does not cover the page. */
export async function dismissConsent(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('userConsent'))
      localStorage.setItem(
        'userConsent',
        JSON.stringify({
          privacy: true,
          terms: true,
          cookies: 'essential-only',
          timestamp: Date.now(),
          version: '1.0',
        }),
      );
  });
}

export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** Runs axe with the WCAG 2.x A and AA rules and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Fills and sends the sign-up form (the user type is picked by its radio's name). */
export async function fillSignUp(
  page: Page,
  user: { type: RegExp; name: string; email: string; password: string; confirm?: string },
) {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('radio', { name: user.type }).check();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.confirm ?? user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}
