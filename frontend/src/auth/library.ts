/**
 * Loads the auth library (aws-amplify, ./amplify.ts) on demand: when a session is stored on this device,
 * when the visitor starts on the sign-in form, or when an API call or sign-out needs it. Visitors without
 * an account never download it.
 *
 * The library is configured and its auth events are relayed before `authLibrary()` resolves, so no
 * sign-in, sign-out or session read can happen before both are in place.
 */
import { loadConfig, type AppConfig } from '@/config.ts';
import type * as AuthLibraryModule from '@/auth/amplify.ts';
import { signedInAddresses } from '@/api/signedInAddresses.ts';

type AuthLibrary = typeof AuthLibraryModule;

/** Where Amplify keeps a user pool session in localStorage (keys `<prefix>.<clientId>.…`). */
const STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

const listeners = new Set<(event: string) => void>();
let loaded: Promise<AuthLibrary> | undefined;
let ready = false;

/** Calls `listener` with each auth event ('signedIn', 'signedOut', 'tokenRefresh', …); returns the unsubscribe. */
export function onAuthEvent(listener: (event: string) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The auth library, configured for this deployment, with its events relayed to `onAuthEvent` listeners. */
export function authLibrary(): Promise<AuthLibrary> {
  // The addresses of the routes that need a session load beside it: every call to one follows it.
  void signedInAddresses().catch(() => undefined);
  loaded ??= Promise.all([import('@/auth/amplify.ts'), loadConfig()])
    .then(([library, config]) => {
      library.configureAmplify(config);
      library.listenToAuthEvents((event) => listeners.forEach((listener) => listener(event)));
      ready = true;
      return library;
    })
    .catch((error: unknown) => {
      // A failed download (offline) may succeed on the next attempt.
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/** True once the auth library is loaded and configured. */
export const authLibraryReady = () => ready;

/** True when a key in localStorage is one of the auth library's session keys. */
export const isSessionKey = (key: string | null) => key?.startsWith(STORAGE_PREFIX) ?? false;

/**
 * Whether this device may hold a session for the configured user pool: the auth library keeps its tokens in
 * localStorage under the app client's id. Without one nobody is signed in, and the library need not load.
 */
export function mayHaveSession(config: AppConfig): boolean {
  if (config.demo || !config.userPoolClientId) return false;
  const prefix = `${STORAGE_PREFIX}${config.userPoolClientId}.`;
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(prefix)) return true;
    return false;
  } catch {
    // Storage that cannot be read: let the library decide.
    return true;
  }
}

/** The ID token to send to the API, or undefined without a session (without loading the library then). */
export async function sessionIdToken(): Promise<string | undefined> {
  if (!mayHaveSession(await loadConfig())) return undefined;
  return (await authLibrary()).idToken();
}
