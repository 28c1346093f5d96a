/** Pence as the product shows prices: '£50', '£40', or '£12.50' when there are pennies. */
export function formatPence(pence: number): string {
  const pounds = pence / 100;
  return `£${Number.isInteger(pounds) ? pounds.toString() : pounds.toFixed(2)}`;
}

/** Promo codes are compared trimmed and upper-cased, as the server does. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
