/** Pounds as the product shows them, without a trailing '.00': 12 → '12', 12.5 → '12.50'. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Pence as the product shows prices: '£50', '£40', or '£12.50' when there are pennies. */
export const formatPence = (pence: number) => `£${formatPounds(pence / 100)}`;
