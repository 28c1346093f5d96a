import { expect, test } from './test.ts';
import {
  apiCall,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  mailbox,
  payCheckout,
  signUp,
  uploadPdf,
  type MailboxEmail,
  nannyProfile,
} from './support.ts';

/**
 * The walk, in Chromium against the local cloud: a nanny in SW4 with SEN experience saves a
 * job alert from the board; a family in SW4 posts a job asking for SEN and pays; the alert's email
 * reaches her with the reasons and a one-click stop link; the job tops her Best match; the family's job
 * page suggests her with the same reasons in its own words.
 */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

async function emailTo(address: string, subject: RegExp): Promise<MailboxEmail> {
  let found: MailboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox()).find((m) => m.destination.to.includes(address) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('an alert, Best match and suggestions agree on a SW4 job asking for SEN', async ({ browser }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const first = `Saoirse${stamp}`;

  // A nanny in SW4 with SEN experience, looking for live-out work, free before the start.
  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  const nannyEmail = await signUp(nanny, 'Nanny', `${first} Quinn`);
  const cv = await uploadPdf(nanny, PDF);
  const saved = await apiCall(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: `${first} Quinn`,
      location: 'Clapham, London',
      postcode: 'SW4 9AA',
      lookingFor: ['live-out'],
      availableFrom: new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10),
      yearsExperience: 9,
      email: nannyEmail,
      bio: 'Calm, playful nanny with nine years of SEN experience.',
      skills: ['SEN', 'First Aid'],
      languages: ['English', 'Irish'],
      hourlyRateMin: 16,
      hourlyRateMax: 19,
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  // She searches the board for SW4 and SEN experience, and saves the search as an instant alert.
  await nanny.goto('/jobs?place=SW4&needs=SEN%20experience');
  await expect(nanny.getByRole('searchbox', { name: 'Town or postcode' })).toHaveValue('SW4');
  await nanny.getByRole('button', { name: 'Save this search' }).click();
  const dialog = nanny.getByRole('dialog', { name: 'Save this search as a job alert' });
  await dialog.getByRole('radio', { name: 'As soon as a job is posted' }).check();
  await expectNoAxeViolations(nanny);
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expectToast(nanny, 'Job alert saved');

  // A family in SW4 posts a job asking for SEN experience and pays.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signUp(family, 'Family', 'Orla Byrne');
  const title = `Live-out nanny with SEN experience ${stamp}`;
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({
      jobTitle: title,
      location: 'Clapham, London',
      postcode: 'SW4 0LG',
      jobType: 'live-out',
      startDate: new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10),
      selectedLanguages: ['English'],
      selectedRequirements: ['SEN experience', 'Driving license'],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const jobId = created.body.jobId;
  await payCheckout(created.body.checkoutUrl);

  // Her alert's email arrives with the job's reasons for her and a link to stop the alert.
  const alert = await emailTo(nannyEmail, /New job/);
  const text = alert.body.text ?? '';
  expect(text).toContain(title);
  expect(text).toContain('In your area: SW4');
  expect(text).toContain('Asks for SEN experience, which you have');
  expect(text).toMatch(/\/alerts\/stop#/);

  // The job tops her Best match, with the same reasons.
  await nanny.goto('/jobs?sort=best');
  const top = nanny.getByRole('article').first();
  await expect(top.getByRole('heading', { name: title })).toBeVisible();
  await expect(top.getByText('In your area: SW4')).toBeVisible();
  await expect(top.getByText('Asks for SEN experience, which you have')).toBeVisible();
  await expectNoAxeViolations(nanny);

  // The family's job page suggests her, with the same reasons in the family's words.
  await family.goto(`/my-jobs/${jobId}`);
  const suggestions = family.getByRole('region', { name: 'Suggested nannies' });
  const her = suggestions.getByRole('listitem').filter({ has: family.getByRole('heading', { name: first }) });
  await expect(her.getByText('Same area: SW4')).toBeVisible();
  await expect(her.getByText('SEN experience, which you asked for')).toBeVisible();
  await expectNoAxeViolations(family);

  // One click on the stop link stops the alert; a second use says it was already stopped.
  const stop = /(https?:\/\/[^\s]+\/alerts\/stop#[^\s]+)/.exec(text)![1]!;
  await nanny.goto(new URL(stop).pathname + new URL(stop).hash);
  await expect(nanny.getByText(/Alert stopped/i)).toBeVisible();
  await nanny.reload();
  await expect(nanny.getByText(/already stopped/i)).toBeVisible();

  await nannyContext.close();
  await familyContext.close();
});
