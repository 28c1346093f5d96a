import { expect, test } from './test.ts';
import {
  apiCall,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  payCheckout,
  signUp,
  uploadPdf,
  nannyProfile,
} from './support.ts';

/**
 * Matches and invitations as people use them: a family filters the candidates by place and skill (the
 * address keeps the filters), finds a nanny its job's area suggests with her reasons in words, and
 * invites her to apply; the button then says Invited and leads to the conversation.
 */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

test('a family filters nannies, sees suggestions for its job and invites one to apply', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const nannyName = `Ottilie${stamp}`;
  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  const nannyEmail = await signUp(nanny, 'Nanny', `${nannyName} Rowe`);
  const cv = await uploadPdf(nanny, PDF);
  const profile = await apiCall(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: `${nannyName} Rowe`,
      location: 'Clapham, London',
      postcode: 'SW4 7AA',
      lookingFor: ['rota'],
      yearsExperience: 7,
      email: nannyEmail,
      bio: 'Patient nanny with seven years of SEN experience.',
      skills: ['SEN', 'First Aid'],
      languages: ['English', 'Japanese'],
      drivingLicense: false,
      hourlyRateMin: 15,
      hourlyRateMax: 18,
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);

  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  const familyEmail = await signUp(family, 'Family', 'Nell Ward');
  const title = `Rota nanny in Clapham ${stamp}`;
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({
      jobTitle: title,
      postcode: 'SW4 0AA',
      jobType: 'rota',
      selectedLanguages: ['Japanese'],
      selectedRequirements: ['SEN experience'],
      contactEmail: familyEmail,
    }),
  });
  expect(created.status).toBe(201);
  await payCheckout(created.body.checkoutUrl);
  const jobId = created.body.jobId;

  // The filters: a district and a skill; the address keeps them.
  await family.goto('/candidates');
  const filters = family.getByRole('search', { name: 'Filter nannies' });
  await filters.getByLabel('Town or postcode').fill('ZZ99');
  await filters.getByRole('button', { name: 'Search nannies' }).click();
  await expect(filters.getByText("We don't know ‘ZZ99’. Try a town, or a postcode like M20.")).toBeVisible();
  await filters.getByLabel('Town or postcode').fill('sw4');
  await filters.getByText('Skills and languages').click();
  await filters
    .getByRole('group', { name: /Skills/ })
    .getByLabel('SEN')
    .check();
  await filters.getByLabel('Looking for').selectOption('rota');
  await filters.getByRole('button', { name: 'Search nannies' }).click();
  await expect(family).toHaveURL(/place=SW4/);
  await expect(family).toHaveURL(/skills=SEN/);
  const card = family.getByRole('article', { name: nannyName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Speaks English, Japanese')).toBeVisible();
  await expectNoAxeViolations(family);
  // Reloading the address shows the same filtered list.
  await family.reload();
  await expect(family.getByRole('article', { name: nannyName })).toBeVisible();
  await expect(family.getByLabel('Town or postcode')).toHaveValue('SW4');

  // Suggestions on the job's own page, with her reasons in words.
  await family.goto(`/my-jobs/${jobId}`);
  const panel = family.getByRole('region', { name: 'Suggested nannies' });
  await expect(
    panel.getByText(
      'Nannies in SW who are looking for work, ranked by how well their profile fits this job. Each reason comes from their profile and the checks we recorded.',
    ),
  ).toBeVisible();
  const suggestion = panel
    .getByRole('listitem')
    .filter({ has: family.getByRole('heading', { name: nannyName }) });
  await expect(suggestion.getByText('Same area: SW4')).toBeVisible();
  await expect(suggestion.getByText('SEN experience, which you asked for')).toBeVisible();
  await expectNoAxeViolations(family);

  // Invite: confirm, a toast, and the button becomes Invited with a link to the conversation.
  await suggestion.getByRole('button', { name: `Invite to apply (${nannyName})` }).click();
  const dialog = family.getByRole('dialog', { name: `Invite ${nannyName} to apply?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(family);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(family, `${nannyName} has been invited to apply.`);
  await expect(suggestion.getByText('Invited', { exact: true })).toBeVisible();
  await suggestion.getByRole('link', { name: /See the conversation/ }).click();
  await expect(family).toHaveURL(/\/messages\/[0-9a-f]{32}/);
  await expect(family.getByText(`we'd like to invite you to apply for our job “${title}”`)).toBeVisible();

  await nannyContext.close();
  await familyContext.close();
});
