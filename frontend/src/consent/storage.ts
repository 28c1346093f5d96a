/**
 * The visitor's consent record and cookie preferences, kept in localStorage on this device only.
 *
 * - `userConsent`: { privacy: true, terms: true, cookies: true | 'essential-only', timestamp, version: '1.0' }
 * - `cookiePreferences`: { essential: true, analytics, marketing, personalization, timestamp }
 *
 * `cookiePreferences` is the authority on which optional categories may be used; `userConsent.cookies` is a
 * summary (true when any optional category is allowed, 'essential-only' when none is). Every reader tolerates
 * missing, corrupted or unavailable storage (private browsing, blocked storage) and answers `null`.
 */

export const CONSENT_KEY = 'userConsent';
export const COOKIE_PREFERENCES_KEY = 'cookiePreferences';
export const CONSENT_VERSION = '1.0';
/** The banner appears this long after load when no consent is stored. */
export const CONSENT_BANNER_DELAY_MS = 1000;
/** Dispatched on window whenever this tab writes consent or preferences. */
export const CONSENT_CHANGE_EVENT = 'consent:change';

export type CookieConsent = true | 'essential-only';

export interface ConsentRecord {
  privacy: true;
  terms: true;
  cookies: CookieConsent;
  /** Milliseconds since the epoch. */
  timestamp: number;
  version: string;
}

export type OptionalCookieCategory = 'analytics' | 'marketing' | 'personalization';
export type CookieCategory = 'essential' | OptionalCookieCategory;

/** The user's choices for the optional categories; essential cookies are always on. */
export type CookieChoices = Record<OptionalCookieCategory, boolean>;

export interface CookiePreferences extends CookieChoices {
  essential: true;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Essential on, everything else off until the user acts. */
export const DEFAULT_COOKIE_CHOICES: Readonly<CookieChoices> = Object.freeze({
  analytics: false,
  marketing: false,
  personalization: false,
});

export const ALL_COOKIE_CHOICES: Readonly<CookieChoices> = Object.freeze({
  analytics: true,
  marketing: true,
  personalization: true,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Accessing localStorage throws when the browser blocks storage for this site.
    return null;
  }
}

function readJson(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Quota exceeded or storage blocked: the choice holds for this page view only.
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTimestamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stored consent, or null when there is none, it is unreadable, or it was given for another version. */
export function readConsent(): ConsentRecord | null {
  const value = readJson(CONSENT_KEY);
  if (!isRecord(value)) return null;
  const { privacy, terms, cookies, timestamp, version } = value;
  if (privacy !== true || terms !== true) return null;
  if (cookies !== true && cookies !== 'essential-only') return null;
  if (!isTimestamp(timestamp) || version !== CONSENT_VERSION) return null;
  return { privacy, terms, cookies, timestamp, version };
}

export const hasConsent = (): boolean => readConsent() !== null;

/** The stored cookie preferences, or null when there are none or they are unreadable. */
export function readCookiePreferences(): CookiePreferences | null {
  const value = readJson(COOKIE_PREFERENCES_KEY);
  if (!isRecord(value)) return null;
  const { analytics, marketing, personalization, timestamp } = value;
  if (
    typeof analytics !== 'boolean' ||
    typeof marketing !== 'boolean' ||
    typeof personalization !== 'boolean'
  ) {
    return null;
  }
  return {
    essential: true,
    analytics,
    marketing,
    personalization,
    timestamp: isTimestamp(timestamp) ? timestamp : 0,
  };
}

/** The choices to show on the cookie page: the stored ones, or the defaults (all optional categories off). */
export function readCookieChoices(): CookieChoices {
  const stored = readCookiePreferences();
  if (!stored) return { ...DEFAULT_COOKIE_CHOICES };
  return {
    analytics: stored.analytics,
    marketing: stored.marketing,
    personalization: stored.personalization,
  };
}

/** Whether a category may be used now. Essential always; the others only once the user switched them on. */
export function isCookieCategoryAllowed(category: CookieCategory): boolean {
  if (category === 'essential') return true;
  return readCookiePreferences()?.[category] ?? false;
}

function announceChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

function buildConsent(cookies: CookieConsent, timestamp: number): ConsentRecord {
  return { privacy: true, terms: true, cookies, timestamp, version: CONSENT_VERSION };
}

function buildPreferences(choices: CookieChoices, timestamp: number): CookiePreferences {
  return {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    personalization: choices.personalization,
    timestamp,
  };
}

const summarise = (choices: CookieChoices): CookieConsent =>
  choices.analytics || choices.marketing || choices.personalization ? true : 'essential-only';

/**
 * Saves the cookie preferences and records consent (so the banner no longer appears).
 * Returns what was written, even if storage was unavailable.
 */
export function saveCookieChoices(
  choices: CookieChoices,
  now: number = Date.now(),
): { consent: ConsentRecord; preferences: CookiePreferences } {
  const consent = buildConsent(summarise(choices), now);
  const preferences = buildPreferences(choices, now);
  writeJson(CONSENT_KEY, consent);
  writeJson(COOKIE_PREFERENCES_KEY, preferences);
  announceChange();
  return { consent, preferences };
}

/** 'Accept All': consent with cookies true and all four categories on. */
export const acceptAllCookies = (now: number = Date.now()) => saveCookieChoices(ALL_COOKIE_CHOICES, now);

/** 'Accept Essential Only': consent with cookies 'essential-only' and only essential on. */
export const acceptEssentialCookiesOnly = (now: number = Date.now()) =>
  saveCookieChoices(DEFAULT_COOKIE_CHOICES, now);

/**
 * Calls `listener` when consent or preferences change in this tab (after a save) or in another tab
 * (the storage event). Returns the unsubscribe function.
 */
export function subscribeToConsentChanges(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY || event.key === COOKIE_PREFERENCES_KEY) listener();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
