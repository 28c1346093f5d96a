import { expect, test, type Page } from './test.ts';
import {
  ADMIN,
  apiCall,
  dismissConsent,
  familyJob,
  mailbox,
  payCheckout,
  signIn,
  signUp,
  findArticle,
} from './support.ts';

/**
 * Stored XSS: a corpus of script, event-handler, javascript: URL and SVG/MathML payloads goes into every
 * free-text field that is later shown, and every page that shows them is checked: nothing runs.
 */

const RUN = Date.now().toString(36);

const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  'javascript:window.__xss=1',
  '"><iframe src=javascript:window.__xss=1>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<details open ontoggle="window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<img src=x onerror=alert(1)>',
  "'><svg/onload=alert(document.domain)>",
  '<body onload=alert(1)>',
];
/** Payloads short enough for 40-character fields (languages, requirements). */
const SHORT = ['<svg onload=alert(1)>', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
const fit = (payload: string, max: number, i: number) =>
  payload.length <= max ? payload : SHORT[i % SHORT.length]!;

test.beforeEach(async ({ page }) => dismissConsent(page));

/** Records any alert/confirm/prompt; the page must never open one. */
function watchDialogs(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return fired;
}

/** Nothing ran, and nothing executable from the payloads is in the DOM. */
async function expectNothingRan(page: Page, fired: string[], where: string) {
  // Give img onerror / svg onload a chance to fire.
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push('window.__xss was set');
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value)
        )
          problems.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`);
      }
      // A script the browser runs (no type, or a JavaScript one); a page's data (application/json) and
      // structured data (application/ld+json) are never run, and hold the job's text as JSON.
      const type = el.getAttribute('type');
      const runs = !type || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());
      if (el.tagName.toLowerCase() === 'script' && runs && /__xss|alert/.test(el.textContent ?? ''))
        problems.push(`<script>${el.textContent}</script>`);
    }
    for (const sel of ['iframe', 'object', 'embed', 'math', 'details[open] mglyph', 'main svg script'])
      if (document.querySelector(`#main ${sel}, [role="dialog"] ${sel}`)) problems.push(`a ${sel} element`);
    return problems;
  });
  expect(found, `executable markup on ${where}`).toEqual([]);
  expect(fired, `dialogs opened on ${where}`).toEqual([]);
}

/** Posts and pays for one family job per payload, the payload in every free-text field. */
async function postJobs(page: Page, payloads: Array<[number, string]>) {
  const titles: string[] = [];
  const jobIds: string[] = [];
  for (const [i, p] of payloads) {
    const title = `XJ${i}-${RUN} ${p}`.slice(0, 120);
    const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
      body: familyJob({
        jobTitle: title,
        location: `Leeds ${p}`.slice(0, 100),
        daysHours: `Mon ${p}`,
        childrenAges: `4 ${p}`.slice(0, 100),
        description: `A kind nanny wanted for our children. ${p} ${p}`,
        additionalComments: `Comments ${p}`,
        jobType: 'other',
        jobTypeOther: `Nanny ${fit(p, 54, i)}`,
        selectedLanguages: ['English', `L ${fit(p, 38, i)}`],
        selectedRequirements: [`R ${fit(p, 38, i + 1)}`],
      }),
    });
    expect(created.status, `job with ${p}: ${JSON.stringify(created.body)}`).toBeLessThan(300);
    await payCheckout(created.body.checkoutUrl);
    titles.push(`XJ${i}-${RUN}`);
    jobIds.push(created.body.jobId);
  }

  return { titles, jobIds };
}

async function expectJobsSafe(page: Page, fired: string[], titles: string[]) {
  await page.goto('/jobs');
  for (const marker of titles) await findArticle(page, new RegExp(marker), 'Load more jobs');
  await expectNothingRan(page, fired, '/jobs');
}

test('family jobs with the first half of the corpus in every field, on the board', async ({ page }) => {
  const fired = watchDialogs(page);
  await signIn(page, 'family@demo.local');
  const { titles } = await postJobs(page, [...CORPUS.entries()].slice(0, 6));
  await expectJobsSafe(page, fired, titles);
});

test('family jobs with the second half; a report on one and an application to it: the admin page, the emails', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const fired = watchDialogs(page);
  await signIn(page, 'family@demo.local');
  const { titles, jobIds } = await postJobs(page, [...CORPUS.entries()].slice(6));
  await expectJobsSafe(page, fired, titles);

  // A report whose details carry the corpus, on a job whose title carries a payload.
  const reported = await apiCall(page, '/reports', {
    body: {
      contentType: 'job_posting',
      contentId: jobIds[1],
      reason: 'inappropriate',
      details: `XR-${RUN} ${CORPUS.join(' ')}`.slice(0, 2000),
      email: 'xss.reporter@example.com',
    },
  });
  expect(reported.status).toBeLessThan(300);

  // The demo nanny applies with the corpus as her cover letter; the family is emailed it.
  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  await dismissConsent(nanny);
  const nannyFired = watchDialogs(nanny);
  await signIn(nanny, 'nanny@demo.local');
  const applied = await apiCall(nanny, `/jobs/${jobIds[0]}/applications`, {
    body: { coverLetter: `XA-${RUN} ${CORPUS.join(' ')}`, phone: '', cv: null },
  });
  expect(applied.status).toBeLessThan(300);
  await nanny.goto('/jobs');
  await findArticle(nanny, new RegExp(titles[0]!), 'Load more jobs');
  await expectNothingRan(nanny, nannyFired, '/jobs as a nanny');
  await nannyContext.close();

  let mail: Awaited<ReturnType<typeof mailbox>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await mailbox()).find((m) => (m.body.text ?? m.body.html ?? '').includes(`XA-${RUN}`));
      return mail;
    })
    .toBeTruthy();
  expectSafeEmail(mail!.body.html);

  // The admin sees the report and opens its review.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await dismissConsent(admin);
  const adminFired = watchDialogs(admin);
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/reports?status=pending');
  const report = admin.getByRole('article').filter({ hasText: `XR-${RUN}` });
  await expect(report).toBeVisible();
  await expectNothingRan(admin, adminFired, '/admin/reports');
  await report.getByRole('button', { name: 'Review' }).click();
  await expect(admin.getByRole('dialog', { name: 'Review Report' })).toBeVisible();
  await expectNothingRan(admin, adminFired, 'the Review dialog');
  await adminContext.close();
});

/** An HTML email body carries no executable markup (a text body cannot run anything). */
function expectSafeEmail(html: string | undefined) {
  if (!html) return;
  expect(html).not.toMatch(/<script|<iframe|<svg|<math|<details|\son\w+\s*=|javascript:/i);
}

test('a nanny profile full of payloads, on /candidates, in Contact and in edit mode; a contact email and its thread', async ({
  page,
  browser,
}) => {
  test.setTimeout(110_000);
  const fired = watchDialogs(page);
  await signUp(page, 'Nanny', `Xena${RUN}`);
  await page.goto('/create-profile');
  await page.getByLabel('Location').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1AA');
  await page.getByLabel('Years of experience').fill('5');
  await page.getByLabel('Bio').fill('A placeholder bio, replaced below.');
  await page.getByLabel(/^CV\b/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  });
  await expect(page.getByTestId('nanny-cv-file')).toHaveText(/cv\.pdf/);
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  // Now the payloads, through the API as the page sends them.
  const own = await apiCall<Record<string, unknown>>(page, '/nanny-profile');
  expect(own.status).toBe(200);
  const keys = [
    ...['fullName', 'location', 'postcode', 'yearsExperience', 'email', 'bio', 'skills', 'languages'],
    ...['drivingLicense', 'willingToTravel', 'activelyLooking', 'hourlyRateMin', 'hourlyRateMax'],
    ...['additionalComments', 'photo', 'cv', 'dbs', 'references'],
  ];
  const profile = Object.fromEntries(keys.map((k) => [k, own.body[k]]));
  const saved = await apiCall(page, '/nanny-profile', {
    method: 'PUT',
    body: {
      ...profile,
      fullName: `Xena${RUN} <img src=x onerror="window.__xss=1">`,
      location: `Leeds <svg onload="window.__xss=1">`,
      bio: `A caring nanny with years of experience. ${CORPUS.join(' ')}`.slice(0, 2000),
      additionalComments: CORPUS.join(' ').slice(0, 2000),
      languages: ['English', ...SHORT.map((x) => `L ${x}`)],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expectNothingRan(page, fired, '/create-profile (edit)');
  // The form shows the stored text: the words, without a tag or an entity in it.
  await expect(page.getByLabel('Bio')).toHaveValue(/^A caring nanny with years of experience\./);
  for (const field of ['Full name', 'Location', 'Bio', 'Additional comments'])
    await expect(page.getByLabel(field)).not.toHaveValue(/<[a-z!/]|&[a-z]+;|&#\d+;/i);

  // A visitor finds the card and opens Contact and Report.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await dismissConsent(visitor);
  const visitorFired = watchDialogs(visitor);
  await visitor.goto('/candidates');
  const card = await findArticle(visitor, new RegExp(`Xena${RUN}`), 'Load more nannies');
  await expectNothingRan(visitor, visitorFired, '/candidates');
  await card.getByRole('button', { name: /Contact/ }).click();
  const contact = visitor.getByRole('dialog', { name: /^Contact / });
  await expect(contact).toBeVisible();
  await expectNothingRan(visitor, visitorFired, 'the Contact dialog');
  await visitor.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Report this profile' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Report Content' })).toBeVisible();
  await expectNothingRan(visitor, visitorFired, 'the Report dialog');

  // The contact form, with payloads in every field, is emailed to her.
  const list = await apiCall<{ items: Array<{ id: string; firstName: string }> }>(
    visitor,
    '/candidates?limit=50',
  );
  const id = list.body.items.find((c) => c.firstName.startsWith(`Xena${RUN}`))?.id;
  expect(id).toBeTruthy();
  const sent = await apiCall(visitor, `/candidates/${id}/contact`, {
    body: {
      senderName: `Eve <img src=x onerror=alert(1)>`,
      senderEmail: 'eve@example.com',
      subject: `XC-${RUN} <script>alert(1)</script>`,
      message: `XC-${RUN} ${CORPUS.join(' ')}`.slice(0, 2000),
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  await visitorContext.close();
  let mail: Awaited<ReturnType<typeof mailbox>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await mailbox()).find((m) => (m.body.text ?? m.body.html ?? '').includes(`XC-${RUN}`));
      return mail;
    })
    .toBeTruthy();
  expectSafeEmail(mail!.body.html);

  // It started a conversation: the nanny's list and thread show the payloads as words.
  const thread = /\/messages\/([0-9a-f]{32})/.exec(mail!.body.text ?? '')?.[1];
  expect(thread, 'the email links into the thread').toBeTruthy();
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(`XC-${RUN}`).first()).toBeVisible();
  await expectNothingRan(page, fired, '/messages');
  await page.goto(`/messages/${thread}`);
  await expect(page.getByText(new RegExp(`XC-${RUN}`)).first()).toBeVisible();
  await expectNothingRan(page, fired, 'the thread');
});

test('an agency: javascript: websites are refused; its name and job are shown safely', async ({ page }) => {
  test.setTimeout(90_000);
  const fired = watchDialogs(page);
  await signUp(page, 'Agency', `Xavier${RUN}`);
  await page.goto('/post-job-agency');
  for (const websiteUrl of [
    'javascript:window.__xss=1',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'javascript://example.com/%0Aalert(1)',
  ]) {
    const res = await apiCall(page, '/agency', {
      method: 'PUT',
      body: { agencyName: `XAg-${RUN}`, websiteUrl, logo: null },
    });
    expect(res.status, `website ${websiteUrl}`).toBe(400);
  }

  const agencyName = `XAg-${RUN} <img src=x onerror="window.__xss=1">`;
  const websiteUrl = `https://acme.example/?q="><script>alert(1)</script>`;
  const saved = await apiCall(page, '/agency', {
    method: 'PUT',
    body: { agencyName, websiteUrl, logo: null },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  const checkout = await apiCall<{ url: string }>(page, '/agency/subscription/checkout', {
    body: { discountCode: '' },
  });
  await payCheckout(checkout.body.url);

  const job = familyJob({
    jobTitle: `XAJ-${RUN} ${CORPUS[8]}`,
    location: `York ${CORPUS[1]}`,
    description: `An agency placement for a lovely family. ${CORPUS.join(' ')}`,
    daysHours: `Mon ${CORPUS[7]}`,
    childrenAges: `3 ${CORPUS[3]}`,
    additionalComments: `Comments ${CORPUS[6]}`,
    jobType: 'other',
    jobTypeOther: `Nanny ${CORPUS[4]}`,
    selectedLanguages: SHORT.map((x) => `L ${x}`),
    selectedRequirements: SHORT.map((x) => `R ${x}`),
  }) as Record<string, unknown>;
  delete job.discountCode;
  // The subscription webhook may take a moment.
  await expect
    .poll(async () => {
      const res = await apiCall(page, '/jobs/agency', {
        body: { ...job, websiteUrl, logo: null },
      });
      return res.status;
    })
    .toBeLessThan(300);

  await page.goto('/post-job-agency');
  await expect(page.getByRole('form', { name: 'Agency job posting' })).toBeVisible();
  await expectNothingRan(page, fired, '/post-job-agency');

  await page.goto('/jobs');
  const card = await findArticle(page, new RegExp(`XAJ-${RUN}`), 'Load more jobs');
  const links = card.getByRole('link');
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    expect(href).toMatch(/^(https?:\/\/|\/|mailto:)/);
  await expectNothingRan(page, fired, '/jobs (agency job)');
});
