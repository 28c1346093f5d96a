/** A UTF-16 surrogate that is not half of a pair: JSON and JavaScript strings can hold one, Unicode text cannot. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * True when a string is valid Unicode text. Text that is not fails later wherever it is encoded (a URL,
 * an email, a third party's API), so it is refused where it enters: request bodies and token claims.
 */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
