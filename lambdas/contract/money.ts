/**
 * Money as the product writes it, for the server and the SPA alike. Prices are kept in pence;
 * salaries are free text read into pounds (domain/jobs.ts).
 */
import { lazily } from './lazily.ts';

/** Pence as an amount charged, with its pennies, as receipts and emails give it: 5000 → '£50.00'. */
export const formatPence = (pence: number) => `£${(pence / 100).toFixed(2)}`;

// Built once, on first use: toLocaleString with options builds a new formatter on every call, which
// made the salary line most of the job board's CPU time.
const WHOLE_POUNDS = lazily(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const POUNDS_AND_PENCE = lazily(
  () => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Pounds as a salary shows them: whole pounds with thousands separated ('£30,000'), or with pennies ('£12.50'). */
export const formatPounds = (pounds: number) =>
  `£${(Number.isInteger(pounds) ? WHOLE_POUNDS : POUNDS_AND_PENCE)().format(pounds)}`;
