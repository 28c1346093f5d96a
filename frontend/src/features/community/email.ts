const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A light client-side check (something@domain.tld); the server has the final say. */
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
