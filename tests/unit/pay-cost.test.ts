import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Pay } from '../../lambdas/contract/pay.ts';
import { formatMoney } from '../../frontend/src/features/pay/format.ts';

const pay = (over: Partial<Pay>): Pay => ({
  period: 'hourly',
  min: 16,
  max: null,
  hoursPerWeek: 40,
  liveIn: false,
  rota: false,
  ...over,
});
// Loaded by path: the component is the SPA's (JSX, compiled by Vite), not part of the server's program.
const module = '../../frontend/src/features/pay/PayCost.tsx';
const { PayCost, isScottishPostcode } = (await import(module)) as {
  PayCost: ComponentType<{ pay: Pay; scotland: boolean }>;
  isScottishPostcode: (code: string) => boolean;
};

const text = (p: Pay, scotland: boolean) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PayCost, { pay: p, scotland })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('PayCost', () => {
  it('shows her take-home pay and the family’s full cost a week, a month and a year', () => {
    // £16 an hour for 40 hours (tests/unit/pay-calculator.test.ts works these by hand).
    const shown = text(pay({}), false);
    expect(shown).toContain('Her take-home pay £507.76 a week · £2,200.16 a month · £26,399.60 a year');
    expect(shown).toContain('The family’s full cost £737.20 a week · £3,194.38 a month · £38,333.20 a year');
    expect(shown).toContain('Tax code 1257L');
  });

  it('shows both ends of a range, and Scottish Income Tax for a place in Scotland', () => {
    const shown = text(pay({ period: 'weekly', min: 640, max: 700 }), true);
    expect(shown).toContain('At £640.00:');
    expect(shown).toContain('At £700.00:');
    expect(shown).toContain('(Scottish Income Tax)');
    expect(shown).toContain('Tax code S1257L');
  });

  it('is offered with the Scotland helper and pounds with pennies', () => {
    expect(isScottishPostcode('EH3 9AA')).toBe(true);
    expect(formatMoney(33_280)).toBe('£33,280.00');
    expect(formatMoney(0.9)).toBe('£0.90');
  });
});
