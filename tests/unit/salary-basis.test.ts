import { describe, expect, it } from 'vitest';
import { parseSalary, salaryBasis, salaryLine } from '../../lambdas/contract/salary.ts';

/** The line a job shows for the salary a poster typed, as the board, the job page and alerts write it. */
const line = (text: string) => salaryLine(parseSalary(text), text);

describe('the gross or net a poster wrote', () => {
  it.each([
    ['£650-750/week gross', 'gross'],
    ['£650-750/week GROSS', 'gross'],
    ['£32,000 per year before tax', 'gross'],
    ['£15 an hour pre-tax', 'gross'],
    ['£500 a week net', 'net'],
    ['£500 pw nett', 'net'],
    ['£14 per hour after tax', 'net'],
    ['£15 per hour', null],
    ['Networking events paid, £15 an hour', null],
    ['Negotiable', null],
  ] as const)('reads %s as %s', (text, basis) => {
    expect(salaryBasis(text)).toBe(basis);
  });

  it.each([
    ['£650-750/week gross', '£650 - £750 a week gross'],
    ['£650 - £750 per week before tax', '£650 - £750 a week gross'],
    ['£32,000 - £36,000 per year gross', '£32,000 - £36,000 a year gross'],
    ['£500 a week net', '£500 a week net'],
    ['£14-16/hour after tax', '£14 - £16 an hour net'],
    ['£600 pw', '£600 a week'],
  ])('keeps it on the line shown: %s → %s', (text, shown) => {
    expect(line(text)).toBe(shown);
  });

  it('shows the poster’s own words when they give both a gross and a net amount', () => {
    expect(salaryBasis('£500 net (£640 gross) a week')).toBe('both');
    expect(line('£500 net (£640 gross) a week')).toBe('£500 net (£640 gross) a week');
  });

  it('keeps the words of a salary with no amount as written', () => {
    expect(line('Competitive, gross')).toBe('Competitive, gross');
  });
});
