import { expect, test } from './test.ts';
import {
  apiCall,
  expectNoAxeViolations,
  expectToast,
  familyJob,
  nannyProfile,
  payCheckout,
  signUp,
  uploadPdf,
} from './support.ts';

/**
 * A usual week, both ways, in Chromium against the local cloud: a nanny ticks her week on her profile
 * (a grid of labelled checkboxes, checked by axe at the project's width), her card says it in words, a
 * family whose job needs those days finds her with the days filter and sees 'Free on all 5 days you
 * need' among the reasons she is suggested.
 */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

test('a nanny marks her week, and a family needing those days finds her free on them @phone', async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const first = `Wren${stamp}`;

  const nannyContext = await browser.newContext();
  const nanny = await nannyContext.newPage();
  const email = await signUp(nanny, 'Nanny', `${first} Adair`);
  const cv = await uploadPdf(nanny, PDF);
  const saved = await apiCall(nanny, '/nanny-profile', {
    method: 'PUT',
    body: nannyProfile({
      fullName: `${first} Adair`,
      location: 'Clapham, London',
      postcode: 'SW4 9AA',
      email,
      cv: { key: cv, name: 'cv.pdf' },
    }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  // She ticks weekday mornings and afternoons on her profile, each box by its own name.
  await nanny.goto('/create-profile');
  const week = nanny.getByRole('group', { name: 'Your usual week' });
  await expect(week.getByRole('group', { name: 'Monday' })).toBeVisible();
  for (const day of WEEKDAYS)
    for (const part of ['morning', 'afternoon'])
      await week.getByRole('checkbox', { name: `${day} ${part}`, exact: true }).check();
  await expect(week.getByRole('checkbox', { name: 'Saturday morning', exact: true })).not.toBeChecked();
  await expectNoAxeViolations(nanny);
  await nanny.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(nanny, 'Profile Updated');

  // A family in SW4 posts a job needing weekday mornings and afternoons, and pays.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signUp(family, 'Family', 'Iona Reid');
  const weekdays = ['morning', 'afternoon'];
  const schedule = {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: [],
    sun: [],
  };
  const created = await apiCall<{ jobId: string; checkoutUrl: string }>(family, '/jobs/family', {
    body: familyJob({
      jobTitle: `Weekday nanny ${stamp}`,
      location: 'Clapham, London',
      postcode: 'SW4 0LG',
      daysHours: 'Mon–Fri, 8am–5pm',
      pay: { period: 'hourly', min: 16, max: null, hoursPerWeek: 45, liveIn: false, rota: false },
      schedule,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await payCheckout(created.body.checkoutUrl);

  // The candidates filter by days finds her, and her card says her week in words.
  await family.goto('/candidates?place=SW4&days=mon,tue,wed,thu,fri');
  await expect(
    family.getByRole('group', { name: 'Days you need' }).getByRole('checkbox', { name: 'Monday' }),
  ).toBeChecked();
  const card = family.getByRole('article').filter({ has: family.getByRole('heading', { name: first }) });
  await expect(card.getByText('Mornings and afternoons, Monday to Friday')).toBeVisible();
  await expectNoAxeViolations(family);

  // Her job's page suggests her, free on every day it needs.
  await family.goto(`/my-jobs/${created.body.jobId}`);
  const suggestions = family.getByRole('region', { name: 'Suggested nannies' });
  const her = suggestions.getByRole('listitem').filter({ has: family.getByRole('heading', { name: first }) });
  await expect(her.getByText('Free on all 5 days you need')).toBeVisible();

  // The job's public page says its week in words.
  await family.goto(`/jobs/${created.body.jobId}`);
  await expect(family.getByText('Mornings and afternoons, Monday to Friday')).toBeVisible();

  await nannyContext.close();
  await familyContext.close();
});
