/** The months' names in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A UK day as the product writes it in documents and emails: '2027-03-01' → '1 March 2027'. */
export const longDate = (day: string) => {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};
