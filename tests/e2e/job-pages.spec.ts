import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { apiCall, dismissConsent, expectNoAxeViolations, familyJob, payCheckout, signUp } from './support.ts';

/**
 * What a search engine finds: a paid job's page rendered to HTML with its JobPosting data, served by the
 * production-build server as the CDN serves it, listed in the sitemap, and, once closed, saying so,
 * marked noindex and gone from the sitemap. Then the same page in the browser, taken over by the app.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Google's required properties of a JobPosting, and the recommended ones we can always give. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const;
const RECOMMENDED = ['validThrough', 'employmentType', 'baseSalary', 'directApply', 'identifier'] as const;

/** The page as a crawler reads it: no JavaScript, just the HTML the server answers. */
async function crawl(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  return { status: res.status(), html: await res.text() };
}

function jobPosting(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

async function postPaidJob(page: Page, title: string) {
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
    body: familyJob({
      jobTitle: title,
      postcode: 'SW4 0AA',
      location: 'Clapham, London',
      pay: { period: 'hourly', min: 14, max: 16, hoursPerWeek: 24, liveIn: false, rota: false },
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  return created.body.jobId;
}

test('a paid job gets a static page with JobPosting data and a sitemap entry, and both follow its close', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Nanny for two in Clapham ${run()}`;
  await signUp(page, 'Family', 'Static Pages Family');
  const jobId = await postPaidJob(page, title);
  const path = `/jobs/${jobId}`;

  // Drawn on publish, from the table's stream: it appears shortly after the payment.
  await expect.poll(async () => (await crawl(request, path)).status, { timeout: 30_000 }).toBe(200);
  const { html } = await crawl(request, path);
  expect(html).toContain(`<title>${title} – Nanny Marketplace</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title} – Nanny Marketplace" />`);
  expect(html).toContain('<meta name="twitter:card" content="summary" />');
  expect(html).not.toContain('noindex');
  // The posting itself is in the HTML, before any script runs.
  expect(html).toContain(`<bdi>${title}</bdi>`);

  const data = jobPosting(html)!;
  expect(data, 'JobPosting JSON-LD').not.toBeNull();
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('JobPosting');
  for (const property of [...REQUIRED, ...RECOMMENDED]) expect(data, property).toHaveProperty(property);
  expect(data.title).toBe(title);
  expect(data.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Private family' });
  expect(data.jobLocation).toMatchObject({
    '@type': 'Place',
    address: { addressLocality: 'Clapham, London', postalCode: 'SW4', addressCountry: 'GB' },
  });
  expect(data.baseSalary).toMatchObject({
    currency: 'GBP',
    value: { minValue: 14, maxValue: 16, unitText: 'HOUR' },
  });
  expect(data.employmentType).toBe('PART_TIME');
  expect(Date.parse(String(data.validThrough))).toBeGreaterThan(Date.now());
  expect(html).not.toContain('family@demo.local');

  await expect
    .poll(async () => (await crawl(request, '/sitemap.xml')).html, { timeout: 30_000 })
    .toContain(`${path}</loc>`);

  // In the browser the app takes the page over where it stands: no error, and Apply is there.
  const errors: string[] = [];
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  visitor.on('pageerror', (e) => errors.push(e.message));
  visitor.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    visitor
      .getByRole('link', { name: /Apply/ })
      .or(visitor.getByRole('button', { name: /Apply/ }))
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  expect(errors).toEqual([]);
  await visitorContext.close();

  // Closed: the page stays, says so, leaves search engines and the sitemap.
  const closed = await apiCall(page, `/my-jobs/${jobId}/close`, { body: { outcome: 'closed' } });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  await expect
    .poll(async () => (await crawl(request, path)).html, { timeout: 30_000 })
    .toContain('<meta name="robots" content="noindex" />');
  const after = (await crawl(request, path)).html;
  expect(after).toContain('no longer on the job board');
  expect(jobPosting(after)).toBeNull();
  await expect
    .poll(async () => (await crawl(request, '/sitemap.xml')).html, { timeout: 30_000 })
    .not.toContain(`${path}</loc>`);
});

test('a job that was never published, or is unknown, is a real 404 that shows nothing of it', async ({
  page,
  request,
  browser,
}) => {
  const title = `Unpaid draft ${run()}`;
  await signUp(page, 'Family', 'Draft Family');
  const created = await apiCall<{ jobId: string }>(page, '/jobs/family', {
    body: familyJob({ jobTitle: title }),
  });
  expect(created.status).toBe(201);

  for (const path of [`/jobs/${created.body.jobId}`, '/jobs/never-there-123']) {
    const { status, html } = await crawl(request, path);
    expect(status, path).toBe(404);
    expect(html).not.toContain(title);
    expect(html).toContain('noindex');
  }
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/jobs/${created.body.jobId}`);
  await expect(visitor.getByRole('heading', { name: 'This job is not available' })).toBeVisible();
  await visitorContext.close();
});

test('the public pages are HTML before any script, and robots.txt names the sitemap', async ({ request }) => {
  for (const [path, heading] of [
    ['/', 'Find a nanny your family can'],
    ['/how-it-works', 'How It Works'],
    ['/terms', 'Terms of Service'],
  ] as const) {
    const { status, html } = await crawl(request, path);
    expect(status, path).toBe(200);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
  }
  const robots = await crawl(request, '/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.html).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  expect(robots.html).toMatch(/^Disallow: \/account/m);
  expect((await crawl(request, '/no-such-page')).status).toBe(404);
  // A drawn page paints before the app is fetched: it names its small first script and no file of the app.
  const home = await crawl(request, '/');
  expect(home.html).toMatch(/<script type="module"[^>]*src="\/assets\/index-[^"]+\.js"/);
  expect(home.html).not.toMatch(/href="\/assets\/boot-/);
  // An app page is the app's shell, drawn in the browser: it asks for the app beside its first script.
  const shell = await crawl(request, '/account');
  expect(shell.status).toBe(200);
  expect(shell.html).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/boot-[^"]+\.js"[^>]*data-app/);
});

test('the board and the candidates list arrive drawn, and the app takes them over', async ({
  page,
  request,
}) => {
  const board = await crawl(request, '/jobs');
  expect(board.html).toMatch(/<h2[^>]*><a[^>]*href="\/jobs\/[^"]+"/);
  // The board (the seeds fill more than a page) offers its next page only once the app runs it: a click
  // before then would do nothing.
  expect(board.html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Load more jobs<\/button>/);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // The app takes the drawn page over as it stands, rather than drawing it again: its elements stay.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { drawnHeading: document.querySelector('h1') });
    }),
  );
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Nanny' })).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Nanny Jobs' })).toBeVisible();
  const cards = page.getByRole('article');
  const more = page.getByRole('button', { name: 'Load more jobs' });
  await expect(more).toBeEnabled();
  const kept = () => page.evaluate(() => (window as { drawnHeading?: Element }).drawnHeading?.isConnected);
  expect(await kept()).toBe(true);
  const shown = await cards.count();
  await more.click();
  await expect(cards.nth(shown)).toBeVisible();
  expect(errors).toEqual([]);
});
