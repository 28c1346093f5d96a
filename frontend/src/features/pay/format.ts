import { formatPounds } from '@contract/money.ts';

/** Pounds with their pennies, as a payslip shows them: 507.76 → '£507.76', 33280 → '£33,280.00'. */
export const formatMoney = (pounds: number) =>
  formatPounds(Math.round(pounds * 100) / 100 + 0).replace(/^£([\d,]+)$/, '£$1.00');
