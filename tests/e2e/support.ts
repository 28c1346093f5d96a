import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { PORT_OFFSET } from './playwright.config.ts';

export const MAILBOX = `http://127.0.0.1:${8005 + PORT_OFFSET}`;
/** The API on the site's own origin, as the SPA calls it. */
export const API = `http://localhost:${5173 + PORT_OFFSET}/api`;
export const STRIPE = `http://127.0.0.1:${12111 + PORT_OFFSET}`;

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

/**
 * Runs axe with the WCAG 2.0, 2.1 and 2.2 A and AA rules and expects no violations; then checks what axe
 * leaves out (WCAG 1.4.11, non-text contrast): every visible text field, text area, select and switch
 * stands out from what is around it by 3:1, by its border or by its own fill.
 */
export async function expectNoAxeViolations(page: Page) {
  // Toasts are checked at rest: mid fade, their text is as faint as the fade makes it. With reduced
  // motion (which the toasts honour, as a user may ask) they appear and go without fading, so one that
  // turns up while axe runs is not caught half-drawn; one on its way out is waited for until it is gone,
  // and those hidden behind the one shown sit at opacity 0.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
      (toast) =>
        toast.getAttribute('data-removed') !== 'true' &&
        (toast.getAttribute('data-visible') !== 'true' || getComputedStyle(toast).opacity === '1'),
    ),
  );
  // Lists, likewise, at rest: while a list reads its next state it is dimmed (and marked busy), and its
  // faded text is no measure of its contrast.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('ul, ol')).every(
      (list) => list.getAttribute('aria-busy') !== 'true' && getComputedStyle(list).opacity === '1',
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(await faintControls(page)).toEqual([]);
}

/** The visible form controls whose edge shows less than 3:1 against their surroundings, described. */
function faintControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Any CSS colour (Tailwind's are oklch) to sRGB, by painting it.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (x: ReturnType<typeof rgba>, y: ReturnType<typeof rgba>) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((a, b) => b - a);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const around = (el: Element) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const color = rgba(getComputedStyle(e).backgroundColor);
        if (color.a > 0) return color;
      }
      return rgba('white');
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox],[type=radio],[type=hidden],[type=file],[type=range]), textarea, select, [role=switch]',
    );
    const faint: string[] = [];
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('.sr-only')) continue;
      const outside = around(el);
      const fill = rgba(style.backgroundColor);
      const border =
        parseFloat(style.borderBottomWidth) > 0 ? ratio(rgba(style.borderBottomColor), outside) : 1;
      const body = fill.a > 0 ? ratio(fill, outside) : 1;
      if (Math.max(border, body) < 3)
        faint.push(
          `${el.tagName.toLowerCase()}#${el.id || '?'} (${el.getAttribute('name') ?? ''}): border ${border.toFixed(2)}:1`,
        );
    }
    return faint;
  });
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

/** Seeded accounts (local/seed.ts). */
export const DEMO_PASSWORD = 'Demo#Pass2024';
export const ADMIN = { email: 'admin@nannymarketplace.local', password: 'Admin#Local2024' };

/** Signs in through the /auth form and waits for the header to show the user. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // On a phone the name sits in the closed menu: attached, not visible.
  await expect(page.getByTestId('header-user')).toBeAttached();
  await settledAfterSignIn(page);
}

/**
 * Waits for the page a sign-in (or a confirmed sign-up) leads to: the address has left /auth, and the
 * new page has put the focus at its top (ScrollToTop). Until then a menu opened would be closed by that
 * focus move.
 */
export async function settledAfterSignIn(page: Page) {
  await expect(page).not.toHaveURL(/\/auth(\?|#|$)/);
  await expect(page.locator('#page-top')).toBeFocused();
}

/**
 * Opens the header's account menu (on a phone, the menu it sits in) and answers its list of links,
 * which ends with Sign Out.
 */
export async function openAccountMenu(page: Page) {
  const header = page.getByRole('banner');
  const links = header.getByRole('navigation', { name: 'Account' });
  // The menu closes when the page moves on, and a sign-in's redirect may land just after the click:
  // open it until it is seen open. Already open (a test may look into it twice), it is left so, since
  // another click would close it.
  await expect(async () => {
    if (await links.isVisible()) return;
    const phoneMenu = header.getByRole('button', { name: 'Open menu' });
    if (await phoneMenu.isVisible()) await phoneMenu.click();
    else await header.getByRole('button', { name: /^Account menu/ }).click();
    await expect(links).toBeVisible({ timeout: 2_000 });
    // Still open two frames later: a page change under way would have closed it by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(links).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 20_000 });
  return links;
}

/**
 * Goes down a paged list, through its next-page button (`more`), until the article named `name` is
 * there. A list rendered to HTML is read afresh as soon as the app runs it: what it shows first (and
 * whether it has a next page) may be from before the article was added, so the list is looked at again
 * until the article or a next page turns up. Its button waits until the fresh read is in, and so does
 * the click.
 */
export async function findArticle(page: Page, name: string | RegExp, more: string) {
  const article = page.getByRole('article', { name });
  const all = page.getByRole('article');
  const button = page.getByRole('button', { name: more });
  await expect(all.first()).toBeVisible();
  await expect(async () => {
    if (await article.count()) return;
    if (await button.count()) {
      const shown = await all.count();
      await button.click({ timeout: 5_000 });
      await expect(article.or(all.nth(shown)).first()).toBeVisible({ timeout: 5_000 });
    }
    expect(await article.count(), `an article named ${String(name)} in the list`).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  await expect(article).toBeVisible();
  return article;
}

/** Calls the API from the page with the signed-in user's ID token (or none), as the SPA does. */
export async function apiCall<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ api, path, method, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${api}${path}`, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed as T };
    },
    { api: API, path, method: init.method, body: init.body },
  );
}

/** Gross pay as a job form takes it: an hourly amount or range for the hours a week given. */
export const hourlyPay = (min: number, max: number | null, hoursPerWeek: number) => ({
  period: 'hourly',
  min,
  max,
  hoursPerWeek,
  liveIn: false,
  rota: false,
});

/**
 * Fills a job form's pay as a person does: its period, From and optional To amounts in pounds, the
 * hours a week, and whether the nanny lives in or works to a rota.
 */
export async function fillPay(
  form: Page | Locator,
  pay: {
    period?: 'hourly' | 'weekly' | 'yearly';
    from: string;
    to?: string;
    hours: string;
    liveIn?: boolean;
    rota?: boolean;
  },
) {
  await form.getByLabel('Pay period').selectOption(pay.period ?? 'hourly');
  await form.getByLabel('From (£, gross)').fill(pay.from);
  await form.getByLabel('To (£, gross)').fill(pay.to ?? '');
  await form.getByLabel('Hours a week').fill(pay.hours);
  if (pay.liveIn) await form.getByLabel('Lives in').check();
  if (pay.rota) await form.getByLabel('Hours follow a rota').check();
}

/** A family job as POST /jobs/family takes it, with the given fields changed. */
export function familyJob(fields: Record<string, unknown> = {}) {
  return {
    jobTitle: 'A nanny for our family',
    location: 'Frome, Somerset',
    postcode: 'BA11 1AA',
    startDate: new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10),
    daysHours: 'Tue–Thu, 9am–5pm',
    pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 24, liveIn: false, rota: false },
    jobType: 'part-time',
    jobTypeOther: '',
    childrenAges: '4',
    description: 'A kind, creative nanny for our four-year-old, three days a week.',
    selectedLanguages: [],
    selectedRequirements: [],
    photo: null,
    contactEmail: 'family@demo.local',
    additionalComments: '',
    discountCode: '',
    ...fields,
  };
}

/**
 * A nanny profile as PUT /nanny-profile takes it: hers (`fullName`, `email`), with the given fields
 * changed; a CV, a DBS certificate and a photo only when given.
 */
export function nannyProfile(fields: { fullName: string; email: string } & Record<string, unknown>) {
  return {
    location: 'Frome, Somerset',
    postcode: 'BA11 1AA',
    yearsExperience: 4,
    bio: 'Warm, calm nanny with four years of experience with toddlers.',
    skills: ['First Aid'],
    languages: ['English'],
    drivingLicense: true,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: 14,
    hourlyRateMax: 17,
    additionalComments: '',
    photo: null,
    cv: null,
    dbs: null,
    references: [],
    ...fields,
  };
}

/** Pays a local Stripe checkout session (the stand-in's Pay button), from its checkout URL or id. */
export async function payCheckout(checkoutUrlOrId: string) {
  const id = checkoutUrlOrId.startsWith('http')
    ? new URL(checkoutUrlOrId).pathname.split('/').pop()
    : checkoutUrlOrId;
  const res = await fetch(`${STRIPE}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return id!;
}

/** Signs up a new user through the form and confirms the emailed code; returns the email. */
export async function signUp(page: Page, type: 'Family' | 'Nanny' | 'Agency', name: string) {
  const email = uniqueEmail(type.toLowerCase());
  await fillSignUp(page, { type: new RegExp(`^${type}`), name, email, password: 'Sunny#Days2024' });
  await page.getByLabel('Verification code').fill(await codeFromMailbox(email, /verification code/i));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByTestId('header-user')).toHaveText(name);
  return email;
}

export interface MailboxEmail {
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Everything the local mailbox holds. */
export async function mailbox(): Promise<MailboxEmail[]> {
  return ((await (await fetch(`${MAILBOX}/store`)).json()) as { emails: MailboxEmail[] }).emails;
}

/** Uploads a PDF as the signed-in user's CV (a presigned POST, as the SPA does); answers its key. */
export async function uploadPdf(page: Page, pdf: string): Promise<string> {
  const target = await apiCall<{ url: string; key: string; fields: Record<string, string> }>(
    page,
    '/uploads',
    {
      body: { purpose: 'nanny-cv', fileName: 'cv.pdf', contentType: 'application/pdf', size: pdf.length },
    },
  );
  expect(target.status).toBe(200);
  const stored = await page.evaluate(
    async ({ url, fields, pdf }) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
      return (await fetch(url, { method: 'POST', body: form })).status;
    },
    { url: target.body.url, fields: target.body.fields, pdf },
  );
  expect(stored).toBeLessThan(300);
  return target.body.key;
}

/** The smallest PDF the upload checks take: a CV for a test nanny. */
export const TINY_PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** Downloads what a button gives, answering the file's bytes. */
export async function downloadFile(page: Page, name: string | RegExp): Promise<Uint8Array> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return new Uint8Array(await readFile((await file.path())!));
}
