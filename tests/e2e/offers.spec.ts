import { expect, test } from './test.ts';
import {
  apiCall,
  downloadFile,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  nannyProfile,
  payCheckout,
  signUp,
  TINY_PDF,
  uploadPdf,
} from './support.ts';
import { pdfFieldNames, pdfText } from './pdf-text.ts';
import { HIRING_MESSAGES } from '../../lambdas/contract/hiring-constants.ts';
import { OFFER_MESSAGES } from '../../lambdas/contract/offers-constants.ts';

/**
 * From "Hire" to a legal start, in two browsers against the local cloud: a family posts and pays for a
 * job, a nanny applies; the family's Hire opens the offer's form, they send the offer; she reads it from
 * her applications (and the email's link) and accepts it, giving her full name; both download the
 * written statement, and the family the payroll pack, each checked by its text.
 */

const PDF = TINY_PDF;
const download = downloadFile;

test('a family makes an offer, the nanny accepts, and both download her written statement', async ({
  browser,
}) => {
  test.slow();
  const familyContext = await browser.newContext();
  const nannyContext = await browser.newContext();
  const family = await familyContext.newPage();
  const nanny = await nannyContext.newPage();
  const title = `Nanny for our twins ${Date.now().toString(36)}`;

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
    body: { coverLetter: 'I have looked after twins for three years.', phone: '', cv: null },
  });
  expect(applied.status).toBe(201);

  // The family's Hire opens the offer's form, started from the job's own words.
  await family.goto(`/my-jobs/${jobId}`);
  const applicant = family.getByRole('article', { name: 'Application from Priya' });
  await applicant.getByRole('button', { name: /^Priya\b/ }).click();
  await applicant.getByRole('link', { name: 'Hire', exact: true }).click();
  await expect(family.getByRole('heading', { name: 'Make Priya an offer' })).toBeVisible();
  await expect(family.getByLabel('Job title')).toHaveValue(title);
  await expect(family.getByLabel('Town')).toHaveValue('Frome, Somerset');
  await expect(family.getByLabel('Postcode district')).toHaveValue('BA11');
  // The job's pay, and the hours it is for.
  await expect(family.getByLabel('Gross pay in pounds')).toHaveValue('15');
  await expect(family.getByLabel('Hours a week')).toHaveValue('24');
  await expectNoAxeViolations(family);

  await family.getByLabel('Employer’s name').fill('Hana Okafor');
  // An address on several lines, and a payday that starts with a capital.
  await family.getByLabel('Employer’s address').fill('3 Market Street\nFrome\nBA11 1AA');
  await family.getByLabel('Payday (optional)').fill('The last Friday of the month');
  await family.getByLabel('Gross pay in pounds').fill('9');
  // Four days a week: the legal minimum of holiday is 5.6 × 4 = 22.4 days, and exactly that is taken.
  await family.getByLabel('Friday').uncheck();
  await expect(family.getByText('At least 22.4 days for 4 days a week.')).toBeVisible();
  await family.getByLabel('Paid holiday, days a year').fill('22.4');
  await family.getByRole('textbox', { name: 'Hours', exact: true }).fill('8am to 6pm, with an hour’s break');
  // No pay and no notice: refused on their fields before anything is sent, with focus on the first of
  // them in the form (the pay); each error goes as its field is put right.
  const payField = family.getByLabel('Gross pay in pounds');
  await payField.fill('');
  await family.getByLabel('Notice you give her, in weeks').fill('');
  await family.getByRole('button', { name: 'Send the offer' }).click();
  await expect(family.getByText(OFFER_MESSAGES.notice)).toBeVisible();
  await expect(payField).toHaveAttribute('aria-invalid', 'true');
  await expect(payField).toBeFocused();
  await payField.fill('9');
  await expect(payField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(family.getByText(OFFER_MESSAGES.notice)).toBeVisible();
  await family.getByLabel('Notice you give her, in weeks').fill('4');
  await expect(family.getByText(OFFER_MESSAGES.notice)).toHaveCount(0);
  // Below the minimum wage: refused on its field, and gone as the pay is raised.
  await family.getByRole('button', { name: 'Send the offer' }).click();
  await expect(family.getByText(/below the National Minimum Wage/)).toBeVisible();
  await expect(payField).toBeFocused();
  await payField.fill('16');
  await expect(family.getByText(/below the National Minimum Wage/)).toHaveCount(0);
  await family.getByRole('button', { name: 'Send the offer' }).click();
  await expectToast(family, 'Offer sent');
  await expect(family.getByTestId('offer-status')).toContainText('Waiting for her answer');

  // She is emailed a link to it, and finds it in her applications.
  await expect(async () => {
    const offerEmail = (await mailbox()).find(
      (e) => e.destination.to.includes(nannyEmail) && e.subject.startsWith('A job offer for'),
    );
    expect(offerEmail?.body.text).toContain(`/offers/${jobId}/`);
  }).toPass({ timeout: 15_000 });
  await nanny.goto('/my-applications');
  const card = nanny.getByRole('article', { name: title });
  await expect(card.getByTestId('application-status')).toHaveText('Status: Offer made');
  await card.getByRole('link', { name: 'Read the offer and answer' }).click();
  await expect(nanny).toHaveURL(/\/offers\//);
  const offerAddress = new URL(nanny.url()).pathname;
  await expect(nanny.getByText('From Hana Okafor')).toBeVisible();
  await expect(nanny.getByText('£16 an hour gross, for 24 hours a week.')).toBeVisible();
  await expect(nanny.getByText(/^22\.4 days of paid holiday a year/)).toBeVisible();
  await expect(nanny.getByTestId('offer-status')).toContainText('Waiting for your answer');
  await expectNoAxeViolations(nanny);
  // The same offer open in a second tab.
  const otherTab = await nannyContext.newPage();
  await otherTab.goto(nanny.url());
  await expect(otherTab.getByRole('button', { name: 'Accept the offer' })).toBeVisible();
  await nanny.getByLabel('Your full name, as your statement should give it').fill('Priya Shah');
  await nanny.getByRole('button', { name: 'Accept the offer' }).click();
  await expectToast(nanny, 'Offer accepted');
  await expect(nanny.getByTestId('offer-status')).toContainText('Accepted');
  await expect(nanny.getByText('is due to you by your first day')).toBeVisible();
  // Accepting again from the other tab: it shows accepted, with a note, not an error.
  await otherTab.getByLabel('Your full name, as your statement should give it').fill('Priya Shah');
  await otherTab.getByRole('button', { name: 'Accept the offer' }).click();
  await expectToast(otherTab, 'You accepted this offer already');
  await expect(otherTab.getByTestId('offer-status')).toContainText('Accepted');
  await expect(otherTab.locator('[data-sonner-toast]').filter({ hasText: 'not accepted' })).toHaveCount(0);
  await otherTab.close();

  const hers = await pdfText(await download(nanny, 'Download statement version 1'));
  for (const line of [
    'Written statement of employment particulars',
    'Version 1, issued on',
    'Employer: Hana Okafor',
    'Employee: Priya Shah',
    '3 Market Street\nFrome\nBA11 1AA',
    'Every month, on the last Friday of the month, with a payslip.',
    'Holiday',
    'Notice',
    'Pension',
  ])
    expect(hers).toContain(line);
  expect(hers).toMatch(/£16 an hour gross, for 24 hours a week/);

  // The family: accepted, with the documents and the checklist beside it.
  await family.reload();
  await expect(family.getByTestId('offer-status')).toContainText('Accepted');
  await expect(family.getByRole('heading', { name: 'Your checklist as her employer' })).toBeVisible();
  await expect(family.getByRole('link', { name: 'Register as an employer (gov.uk)' })).toHaveAttribute(
    'href',
    'https://www.gov.uk/register-employer',
  );
  await expectNoAxeViolations(family);
  const theirs = await pdfText(await download(family, 'Download statement version 1'));
  expect(theirs).toContain('Employee: Priya Shah');
  const pack = await download(family, 'Download the payroll pack');
  const packText = await pdfText(pack);
  expect(packText).toContain('Payroll pack');
  expect(packText).toContain('Name: Priya Shah');
  expect(packText).toContain('Address: 3 Market Street\nFrome\nBA11 1AA');
  expect(packText).toContain('Paid: Every month, on the last Friday of the month');
  expect(packText).toContain('Starter checklist: for the employee to fill in');
  // Her National Insurance number and date of birth are form fields she fills in, never our data.
  expect(await pdfFieldNames(pack)).toEqual(
    expect.arrayContaining(['employee.nationalInsuranceNumber', 'employee.dateOfBirth']),
  );

  // A change after she accepted: the family confirm they agreed it with her, the new version says what
  // changed and when (not that she accepted it), and her page says so.
  await family.getByRole('button', { name: 'Change a term' }).click();
  await expect(family.getByText('Priya Shah accepted these terms.')).toBeVisible();
  await family.getByLabel('Gross pay in pounds').fill('17');
  await family.getByRole('button', { name: 'Save and issue a new version' }).click();
  await expect(family.getByText(OFFER_MESSAGES.agreedWithEmployee)).toBeVisible();
  await family.getByLabel('I have agreed this change with Priya Shah').check();
  await family.getByRole('button', { name: 'Save and issue a new version' }).click();
  await expectToast(family, OFFER_MESSAGES.statementChanged);
  const changed = (await pdfText(await download(family, 'Download statement version 2'))).replace(
    /\s+/g,
    ' ',
  );
  expect(changed).toMatch(/Changed from version 1 by the employer on \d+ \w+ \d{4}: Pay\./);
  expect(changed).toContain('after the employee accepted the terms of version 1 on');
  expect(changed).not.toContain('offered and the employee accepted');
  await nanny.reload();
  await expect(nanny.getByTestId('offer-change')).toContainText(/Changed by Hana Okafor on .+: Pay\./);

  // Both find it in their account.
  await family.goto('/account/offers');
  await expect(family.getByRole('article', { name: title })).toContainText('Made to Priya Shah · Accepted');
  await expectNoAxeViolations(family);
  await nanny.goto('/account/offers');
  await expect(nanny.getByRole('article', { name: title })).toContainText('From Hana Okafor · Accepted');

  // The job is still on the board: the family's next step takes them to mark it filled, which they
  // confirm on the job's page, naming her.
  await family.goto(offerAddress);
  await family.getByRole('link', { name: 'Mark the job filled' }).click();
  const dialog = family.getByRole('dialog', { name: 'Close this job' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Filled/ })).toBeChecked();
  await expect(dialog.getByLabel('Who did you hire?')).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Mark filled' }).click();
  await expectToast(family, HIRING_MESSAGES.filled);
  await expect(family.getByText('You hired')).toContainText('Priya');
  await family.goto(offerAddress);
  await expect(family.getByTestId('offer-status')).toContainText('Accepted');
  await expect(family.getByRole('link', { name: 'Mark the job filled' })).toHaveCount(0);
  await familyContext.close();
  await nannyContext.close();
});
