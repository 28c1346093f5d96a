import { expect, test, type Browser, type Page } from './test.ts';
import {
  apiCall,
  dismissConsent,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  openAccountMenu,
  payCheckout,
  signUp,
  uploadPdf,
  findArticle,
  nannyProfile,
} from './support.ts';

/**
 * Messages as new users live them, in separate browsers against the local cloud: a family messages an
 * applicant, the nanny sees the badge and answers, and the family sees the answer while the thread is
 * open; a visitor contacts a nanny and reads her answer from the link in an email that never shows the
 * nanny's address; a block stops messages both ways. Nothing waits a fixed time: each step waits for
 * what it expects to see.
 */

test.beforeEach(async ({ page }) => dismissConsent(page));

const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A listed nanny profile (actively looking, so her card is on /candidates). */
async function makeProfile(page: Page, fullName: string, email: string) {
  const cv = await uploadPdf(page, PDF);
  const profile = await apiCall(page, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName,
      yearsExperience: 6,
      email,
      bio: 'Calm, playful nanny with six years of experience with toddlers and school-age children.',
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const mine = await apiCall<{ id: string }>(page, '/nanny-profile');
  return mine.body.id;
}

/** Posts and pays a family job through the API, as the signed-in family; answers its id. */
async function postPaidJob(page: Page, title: string, contactEmail: string) {
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(page, '/jobs/family', {
    body: familyJob({ jobTitle: title, contactEmail }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  return created.body.jobId;
}

const newContext = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissConsent(page);
  return { context, page };
};

/** The header's account button, whose name carries what the badge counts. */
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account menu/ });

/** A message of the thread, by its text. */
const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test('a family messages an applicant; she sees the badge and answers; the reply shows in the open thread', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Nanny for our toddler ${stamp}`;
  const { context: familyContext, page: family } = await newContext(browser);
  const { context: nannyContext, page: nanny } = await newContext(browser);

  const familyEmail = await signUp(family, 'Family', 'Nadia Familia');
  const jobId = await postPaidJob(family, title, familyEmail);
  const nannyEmail = await signUp(nanny, 'Nanny', `Mira${stamp} Okoro`);
  await makeProfile(nanny, `Mira${stamp} Okoro`, nannyEmail);
  const applied = await apiCall(nanny, `/jobs/${jobId}/applications`, {
    body: { coverLetter: 'I would love to look after your toddler.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  // The family writes from the applicant's row; the thread opens with the message and the safety notice.
  await family.goto(`/my-jobs/${jobId}`);
  // Her first name only: the family never sees her surname.
  const applicant = family.getByTestId('applicant').filter({ hasText: `Mira${stamp}` });
  await expect(applicant).not.toContainText('Okoro');
  await applicant.getByRole('button', { name: 'Message', exact: true }).click();
  const compose = family.getByRole('dialog', { name: `Message Mira${stamp}`, exact: true });
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose.getByText('Please write a message.')).toBeVisible();
  await compose.getByLabel('Message').fill('Hello Mira, could you come for a trial morning next week?');
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(family).toHaveURL(/\/messages\/[a-f0-9]{32}$/);
  await expect(message(family, 'could you come for a trial morning')).toBeVisible();
  await expect(family.getByTestId('safety-notice')).toContainText('Stay safe');
  await expectNoAxeViolations(family);

  // The nanny's header counts the unread message; Messages in her menu leads to the conversation.
  await nanny.goto('/jobs');
  await expect(accountButton(nanny)).toHaveAccessibleName(/1 unread message/);
  const menu = await openAccountMenu(nanny);
  await expect(menu.getByRole('link', { name: /Messages/ })).toContainText('1');
  await menu.getByRole('link', { name: /Messages/ }).click();
  const row = nanny.getByTestId('conversation').filter({ hasText: 'could you come for a trial morning' });
  await expect(row).toContainText('Nadia');
  await expect(row).toContainText(title);
  await expectNoAxeViolations(nanny);
  await row.getByRole('link').click();
  await expect(message(nanny, 'could you come for a trial morning')).toBeVisible();
  // Read: the badge clears, and the family's message shows Seen on their side.
  await expect(accountButton(nanny)).not.toHaveAccessibleName(/unread/);
  await expect(family.getByTestId('seen')).toBeVisible();

  // She answers from the keyboard: Shift+Enter starts a new line, Enter sends.
  const field = nanny.getByRole('textbox', { name: /^Message to Nadia/ });
  await field.focus();
  await nanny.keyboard.type('Yes, Tuesday works.');
  await nanny.keyboard.press('Shift+Enter');
  await nanny.keyboard.type('Directions I use: https://example.com/trial-day');
  await nanny.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(message(nanny, 'Yes, Tuesday works.')).toBeVisible();

  // The family, with the thread still open, sees it arrive, its link safe.
  const reply = message(family, 'Yes, Tuesday works.');
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Directions I use');
  const link = reply.getByRole('link', { name: /example\.com\/trial-day/ });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', 'https://example.com/trial-day');
  // Neither side's email address is on either page.
  await expect(family.locator('body')).not.toContainText(nannyEmail);
  await expect(nanny.locator('body')).not.toContainText(familyEmail);

  // An over-long message is refused in the composer, with the contract's words.
  await nanny.getByRole('textbox', { name: /^Message to Nadia/ }).fill('a'.repeat(2001));
  await expect(nanny.getByText('1 character too many')).toBeVisible();
  await nanny.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(nanny.getByText('Messages must be at most 2000 characters.')).toBeVisible();

  await familyContext.close();
  await nannyContext.close();
});

test('a visitor contacts a nanny, reads her answer from the emailed link and replies', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const firstName = `Zadie${stamp}`;
  const { context: nannyContext, page: nanny } = await newContext(browser);
  const nannyEmail = await signUp(nanny, 'Nanny', `${firstName} Quill`);
  await makeProfile(nanny, `${firstName} Quill`, nannyEmail);

  // A visitor (signed out) writes from the nanny's card.
  const { context: visitorContext, page: visitor } = await newContext(browser);
  const visitorEmail = `visitor.${stamp}@example.com`;
  await visitor.goto('/candidates');
  const card = await findArticle(visitor, firstName, 'Load more nannies');
  await card.getByRole('button', { name: /Contact/ }).click();
  const dialog = visitor.getByRole('dialog', { name: `Contact ${firstName}` });
  await dialog.getByLabel('Your name').fill('Vera Visitor');
  await dialog.getByLabel('Your email').fill(visitorEmail);
  await dialog.getByLabel('Message').fill(`Hello ${firstName}, are you free on Mondays and Fridays?`);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(visitor, 'Message Sent!', 'private link');

  // The nanny answers in the product.
  await nanny.goto('/messages');
  const row = nanny.getByTestId('conversation').filter({ hasText: 'Mondays and Fridays' });
  await row.getByRole('link').click();
  await expect(message(nanny, 'Mondays and Fridays')).toBeVisible();
  await nanny.getByRole('textbox', { name: /^Message to / }).fill('Hello! Mondays yes, Fridays from March.');
  await nanny.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(message(nanny, 'Mondays yes')).toBeVisible();

  // The visitor's email links to her conversation, and holds neither the nanny's address nor a reply-to.
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailbox()).find(
          (e) => e.destination.to.includes(visitorEmail) && /\/messages\/guest#/.test(e.body.text ?? ''),
        );
        if (!mail) return null;
        expect(JSON.stringify(mail)).not.toContain(nannyEmail);
        link = /https?:\/\/\S+\/messages\/guest#\S+/.exec(mail.body.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, message: 'no email with a link reached the visitor' },
    )
    .toBeTruthy();

  // She opens it (signed out), reads the answer and replies; the nanny's open thread shows it.
  const url = new URL(link);
  await visitor.goto(`${url.pathname}${url.hash}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your conversation' })).toBeVisible();
  await expect(message(visitor, 'Mondays yes')).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(nannyEmail);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('textbox', { name: /^Message to / }).fill('Lovely, shall we talk on Monday?');
  await visitor.keyboard.press('Enter');
  await expect(message(visitor, 'shall we talk on Monday')).toBeVisible();
  await expect(message(nanny, 'shall we talk on Monday')).toBeVisible();

  // A link that is not genuine says so.
  await visitor.goto(`/messages/guest#${'x'.repeat(40)}`);
  await expect(visitor.getByText('This link is not valid.', { exact: false })).toBeVisible();

  await nannyContext.close();
  await visitorContext.close();
});

test('a block stops the blocker’s messages and quietly holds the other side’s, until unblocked', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const { context: familyContext, page: family } = await newContext(browser);
  const { context: nannyContext, page: nanny } = await newContext(browser);
  await signUp(family, 'Family', 'Bea Blocker');
  const nannyEmail = await signUp(nanny, 'Nanny', `Noor${stamp} Hale`);
  const nannyId = await makeProfile(nanny, `Noor${stamp} Hale`, nannyEmail);

  // The family starts a conversation with her (as her card's Message button does); both open it.
  const started = await apiCall<{ conversationId: string }>(family, '/messages', {
    body: { nannyId, text: 'Hello Noor, are you free in the mornings?', clientId: `e2e-${stamp}-1` },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.conversationId;
  await family.goto(`/messages/${id}`);
  await nanny.goto(`/messages/${id}`);
  await expect(message(nanny, 'free in the mornings')).toBeVisible();

  // The nanny blocks the family, after confirming.
  await nanny.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = nanny.getByRole('dialog', { name: /^Block Bea/ });
  await expect(confirm).toContainText('They are not told.');
  await expectNoAxeViolations(nanny);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expectToast(nanny, 'Blocked');
  await expect(nanny.getByTestId('composer-closed')).toContainText('You blocked this conversation.');
  await expect(nanny.getByRole('button', { name: 'Unblock' }).first()).toBeFocused();

  // The family is not told: its thread keeps its composer, and what it sends shows as sent to it
  // while the nanny never sees it. The nanny, who blocked, cannot send.
  const composer = family.getByRole('textbox', { name: /^Message to Noor/ });
  await expect(composer).toBeVisible();
  await composer.fill('Are you there?');
  await family.keyboard.press('Enter');
  await expect(message(family, 'Are you there?')).toBeVisible();
  await expect(family.getByTestId('composer-closed')).toHaveCount(0);
  const hers = await apiCall(nanny, `/messages/${id}`, {
    body: { text: 'Testing', clientId: `e2e-${stamp}-3` },
  });
  expect(hers.status).toBe(404);
  await nanny.reload();
  await expect(message(nanny, 'free in the mornings')).toBeVisible();
  await expect(message(nanny, 'Are you there?')).toHaveCount(0);

  // Unblocked, both may write again.
  await nanny.getByRole('button', { name: 'Unblock' }).first().click();
  await nanny
    .getByRole('dialog', { name: /^Unblock Bea/ })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expectToast(nanny, 'Unblocked');
  await expect(nanny.getByRole('textbox', { name: /^Message to Bea/ })).toBeVisible();
  await expect(family.getByRole('textbox', { name: /^Message to Noor/ })).toBeVisible();
  await family.getByRole('textbox', { name: /^Message to Noor/ }).fill('Thank you!');
  await family.keyboard.press('Enter');
  await expect(message(nanny, 'Thank you!')).toBeVisible();
  // What was held while she blocked stays held.
  await expect(message(nanny, 'Are you there?')).toHaveCount(0);

  await familyContext.close();
  await nannyContext.close();
});
