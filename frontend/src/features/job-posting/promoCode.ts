/** Promo codes are compared trimmed and upper-cased, as the server does. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
