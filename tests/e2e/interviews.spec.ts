import ICAL from 'ical.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { PORT_OFFSET } from './playwright.config.ts';
import { expect, test, type Locator, type Page } from './test.ts';
import {
  apiCall,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  nannyProfile,
  payCheckout,
  signUp,
  uploadPdf,
  type MailboxEmail,
} from './support.ts';

/**
 * Booking, moving and trialling, in two browsers against the local cloud: a family proposes three times
 * from the applicant, the nanny picks one at /interviews, both receive the invite (parsed back with
 * ical.js); the family reschedules and she picks again (the same UID, SEQUENCE 2: the reschedule
 * cancelled the old time at 1); the family proposes a paid trial in person (the safety advice shown),
 * she confirms it, and her application reaches Trial.
 * Their conversation about the job shows the confirmed interview. A trial follows an interview: it is
 * offered only once theirs is over (moved into the past in the table, as no clock of the API can be
 * moved) and both said it happened.
 */

const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const DAY = 24 * 3600 * 1000;
const londonTime = (days: number, hour: number) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * DAY))}T${String(hour).padStart(2, '0')}:00`;

/**
 * Moves a confirmed meeting into the past, as if its time had come and gone: the API reads the real
 * clock, and a meeting is proposed at least a minute ahead for at least 15 minutes.
 */
async function endedAnHourAgo(interviewId: string) {
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${8000 + PORT_OFFSET}`,
      region: REGION,
      credentials: CREDENTIALS,
    }),
  );
  await table.send(
    new UpdateCommand({
      TableName: IDS.tableName,
      Key: { pk: `INTERVIEW#${interviewId}`, sk: 'INTERVIEW' },
      UpdateExpression: 'SET startAt = :s, endAt = :e',
      ExpressionAttributeValues: {
        ':s': new Date(Date.now() - 2 * 3600_000).toISOString(),
        ':e': new Date(Date.now() - 3600_000).toISOString(),
      },
    }),
  );
}

/** The app's focus ring (index.css) shows on a control as soon as it has the focus: no white fade. */
async function expectFocusRing(control: Locator) {
  const ring = await control.evaluate((e) => {
    const s = getComputedStyle(e);
    return {
      focused: document.activeElement === e,
      style: s.outlineStyle,
      width: s.outlineWidth,
      color: s.outlineColor,
    };
  });
  expect(ring).toEqual({ focused: true, style: 'solid', width: '3px', color: 'rgb(219, 39, 119)' });
}

type WithAttachments = MailboxEmail & { attachments?: Array<{ filename: string; content: string }> };

/** The invite of the latest email to `to` whose subject starts so, parsed back by ical.js. */
async function inviteTo(to: string, subject: string, sequence: number) {
  let found: ICAL.Event | undefined;
  await expect
    .poll(
      async () => {
        for (const email of (await mailbox()) as WithAttachments[]) {
          if (!email.destination.to.includes(to) || !email.subject.startsWith(subject)) continue;
          const ics = email.attachments?.find((a) => a.filename.endsWith('.ics'));
          if (!ics) continue;
          const calendar = new ICAL.Component(
            ICAL.parse(Buffer.from(ics.content, 'base64').toString('utf8')),
          );
          for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
          const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
          if (event.sequence === sequence && calendar.getFirstPropertyValue('method') === 'REQUEST')
            found = event;
        }
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function pickTime(page: Page, hour: string) {
  await page.goto('/interviews');
  const card = page.getByTestId('interview').filter({ hasText: 'Times proposed' }).first();
  await card.getByRole('radio', { name: new RegExp(`${hour}$`) }).check();
  // Reached by keyboard (back to the time picked, and on), the button shows the app's focus ring.
  const confirm = card.getByRole('button', { name: 'Confirm this time' });
  await confirm.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expectFocusRing(confirm);
  await confirm.click();
  await expectToast(page, 'Interview confirmed');
}

test('a family proposes three times, the nanny picks one, they move it, and a trial follows @phone', async ({
  browser,
}) => {
  test.slow();
  const family = await (await browser.newContext()).newPage();
  const nanny = await (await browser.newContext()).newPage();
  const title = `Nanny for after school ${Date.now().toString(36)}`;

  const familyEmail = await signUp(family, 'Family', 'Hana Okafor');
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({ jobTitle: title, contactEmail: familyEmail }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  const jobId = created.body.jobId;

  const nannyEmail = await signUp(nanny, 'Nanny', 'Priya Shah');
  const cv = await uploadPdf(nanny, PDF);
  const profile = await apiCall(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({ fullName: 'Priya Shah', email: nannyEmail, cv: { key: cv, name: 'cv.pdf' } }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const applied = await apiCall(nanny, `/jobs/${jobId}/applications`, {
    body: { coverLetter: 'I have looked after school children for years.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  // From the applicant: three times, by video.
  await family.goto(`/my-jobs/${jobId}`);
  const applicant = family.getByRole('article', { name: 'Application from Priya' });
  await applicant.getByRole('button', { name: /^Priya\b/ }).click();
  await applicant.getByRole('link', { name: 'Propose an interview' }).click();
  await expect(family.getByRole('heading', { name: 'Propose an interview with Priya' })).toBeVisible();
  // No interview yet: no trial either, and why.
  await expect(family.getByRole('radio', { name: 'A paid trial (after an interview)' })).toBeDisabled();
  await expect(family.getByText(/A trial can be proposed once you have had an interview/)).toBeVisible();
  // Only the first suggestion is filled in; the others are offered, and fill the next empty field.
  const time1 = family.getByLabel('Time 1');
  const time2 = family.getByLabel('Time 2 (optional)');
  const time3 = family.getByLabel('Time 3 (optional)');
  await expect(time1).not.toHaveValue('');
  await expect(time2).toHaveValue('');
  await expect(time3).toHaveValue('');
  await expect(family.getByRole('button', { name: 'Send 1 time' })).toBeVisible();
  const suggestion = family.getByRole('button', {
    name: /^Add [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d{2}:\d{2}$/,
  });
  await suggestion.first().click();
  await expect(time2).not.toHaveValue('');
  await expect(family.getByRole('button', { name: 'Send 2 times' })).toBeVisible();
  // Every problem at once, each under its own field: a link that is not a web address, a past Time 2.
  await family.getByLabel('The video call’s link').fill('javascript:alert(1)');
  await time1.fill(londonTime(3, 10));
  await time2.fill(londonTime(-2, 14));
  await family.getByRole('button', { name: 'Send 2 times' }).click();
  await expect(family.getByLabel('The video call’s link')).toHaveAttribute('aria-invalid', 'true');
  await expect(family.getByLabel('The video call’s link')).toHaveAccessibleDescription(
    /starting with https:\/\//,
  );
  await expect(time2).toHaveAttribute('aria-invalid', 'true');
  await expect(time2).toHaveAccessibleDescription('Each time must be in the future.');
  await expect(time1).not.toHaveAttribute('aria-invalid');
  // The date-and-time fields show the app's focus ring when clicked.
  await time1.click();
  await expectFocusRing(time1);
  await family.getByLabel('The video call’s link').fill('https://meet.example.com/abc-defg');
  await time2.fill(londonTime(4, 14));
  await time3.fill(londonTime(5, 9));
  await expect(time2).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(family);
  await family.getByRole('button', { name: 'Send 3 times' }).click();
  await expectToast(family, 'Times sent');
  await expect(family).toHaveURL(/\/interviews$/);
  await expect(family.getByTestId('interview').first()).toContainText('Waiting for Priya');

  // She picks the second; both get the invite.
  await pickTime(nanny, '14:00');
  await expect(nanny.getByTestId('interview-status').first()).toHaveText('Confirmed');
  await expectNoAxeViolations(nanny);
  const hers = await inviteTo(nannyEmail, 'Confirmed: interview', 0);
  const theirs = await inviteTo(familyEmail, 'Confirmed: interview', 0);
  expect(hers.uid).toBe(theirs.uid);
  expect(hers.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/London');
  expect(hers.startDate.toString()).toBe(`${londonTime(4, 14)}:00`);

  // The family reschedules (which cancels the old time in both calendars at SEQUENCE 1); she picks the
  // new time; the invite keeps its UID at SEQUENCE 2.
  await family.reload();
  const card = family.getByTestId('interview').first();
  await card.getByRole('button', { name: 'Reschedule' }).click();
  await card.getByLabel('Time 1').fill(londonTime(6, 11));
  await card.getByRole('button', { name: 'Send these times' }).click();
  await expectToast(family, 'New times sent');
  await pickTime(nanny, '11:00');
  const moved = await inviteTo(familyEmail, 'Confirmed: interview', 2);
  expect(moved.uid).toBe(hers.uid);
  expect(moved.startDate.toString()).toBe(`${londonTime(6, 11)}:00`);

  // Their conversation about the job shows it too, at its UK time, with the way to Interviews.
  const started = await apiCall<{ conversationId: string }>(nanny, '/messages', {
    body: { jobId, text: 'See you then.', clientId: `e2e-${Date.now().toString(36)}` },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await nanny.goto(`/messages/${started.body.conversationId}`);
  const meeting = nanny.getByRole('region', { name: /^Interviews with/ });
  await expect(meeting).toContainText('Interview: Confirmed');
  await expect(meeting).toContainText('11:00 (UK time)');
  await expect(meeting.getByRole('link', { name: 'See it at Interviews' })).toBeVisible();
  await expectNoAxeViolations(nanny);

  // Still ahead: no trial yet.
  const nannyId = (profile.body as { id: string }).id;
  await family.goto(`/interviews/new/${jobId}/${nannyId}`);
  await expect(family.getByRole('radio', { name: 'A paid trial (after an interview)' })).toBeDisabled();

  // The interview's time comes and goes; both say it happened.
  const mine = await apiCall<{ upcoming: Array<{ id: string; kind: string }> }>(family, '/interviews');
  const interviewId = mine.body.upcoming.find((i) => i.kind === 'interview')!.id;
  await endedAnHourAgo(interviewId);
  for (const page of [family, nanny]) {
    await page.goto('/interviews');
    const over = page.getByTestId('interview').filter({ hasText: 'Interview with' }).first();
    await over.getByRole('button', { name: 'The interview happened' }).click();
    await expectToast(page, 'Thank you: recorded');
  }
  await expect(nanny.getByTestId('interview-status').filter({ hasText: 'Happened' })).toHaveCount(1);

  // A paid trial, in person: the safety advice shows; she confirms it; her application is at Trial.
  await family.goto(`/interviews/new/${jobId}/${nannyId}`);
  await family.getByRole('radio', { name: 'A paid trial (after an interview)' }).check();
  await expect(family.getByRole('heading', { name: 'Propose a trial with Priya' })).toBeVisible();
  await family.getByRole('radio', { name: 'In person' }).check();
  await expect(family.getByRole('complementary', { name: 'Meeting safely' })).toBeVisible();
  // A trial is at home: the address is refused until the family chooses to give it.
  await family.getByLabel('Where you will meet').fill('Our home, 14 Acre Lane SW4 7AA');
  await family.getByLabel('Time 1').fill(londonTime(8, 9));
  await family.getByLabel('Gross pay for the trial (£)').fill('60');
  await family.getByRole('button', { name: 'Send 1 time' }).click();
  await expect(family.getByText(/This looks like a home address/)).toBeVisible();
  await family.getByRole('checkbox', { name: 'I choose to give this address' }).check();
  await family.getByRole('button', { name: 'Send 1 time' }).click();
  await expectToast(family, 'Times sent');
  await nanny.goto('/interviews');
  const trial = nanny.getByTestId('interview').filter({ hasText: 'Trial with' });
  await expect(trial.getByRole('complementary', { name: 'Meeting safely' })).toBeVisible();
  await trial.getByRole('button', { name: 'Confirm this time' }).click();
  await expectToast(nanny, 'Trial confirmed');
  await inviteTo(nannyEmail, 'Confirmed: trial', 0);
  await nanny.goto('/my-applications');
  await expect(nanny.getByTestId('application-status').first()).toHaveText(/Trial/);

  // A new calendar address is made only once she says so: the old one's subscribers stop updating.
  const feed = nanny.getByTestId('feed-url');
  await nanny.goto('/interviews');
  const oldAddress = await feed.inputValue();
  await nanny.getByRole('button', { name: 'Make a new address (the old one stops working)' }).click();
  const ask = nanny.getByRole('dialog', { name: 'Make a new calendar address?' });
  await expect(ask).toContainText('calendars subscribed to it stop updating');
  await ask.getByRole('button', { name: 'Keep the old address' }).click();
  await expect(feed).toHaveValue(oldAddress);
  await nanny.getByRole('button', { name: 'Make a new address (the old one stops working)' }).click();
  await ask.getByRole('button', { name: 'Make a new address' }).click();
  await expectToast(nanny, 'A new calendar address was made: the old one no longer works.');
  await expect(feed).not.toHaveValue(oldAddress);
});
