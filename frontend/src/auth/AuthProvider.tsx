import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { loadConfig, type AppConfig } from '@/config.ts';
import { authLibrary, authLibraryReady, isSessionKey, mayHaveSession, onAuthEvent } from '@/auth/library.ts';
import { REFRESH_MARGIN_S, REFRESH_TICK_MS, type AuthUser } from '@/auth/user.ts';

interface AuthState {
  /** True until the first session has been read. */
  loading: boolean;
  user: AuthUser | null;
  config: AppConfig | null;
  /** Set when the configuration or the first session could not be read. */
  error: string | null;
  /** Demo mode (no backend configured): sample data, no accounts, nothing saved. */
  demo: boolean;
  signOut: () => Promise<void>;
  reload: () => Promise<void>;
  /**
   * Fetches fresh tokens from the user pool, so a change made on the server (the account's type) is in
   * the session, and answers the user they now describe.
   */
  refresh: () => Promise<AuthUser | null>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [config, setConfig] = useState<AppConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const next = await (await authLibrary()).readUser();
      // Keep the same object while nothing changed, so a token refresh does not re-render every consumer.
      // As a transition, like every update below that can arrive while a prerendered page is being taken
      // over.
      startTransition(() =>
        setUser((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next)),
      );
    } catch (e) {
      console.error('Reading the session failed', e);
      startTransition(() => setUser(null));
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    // User and session follow every change: sign-in, sign-out, refresh. Subscribed before anything can load
    // the auth library, so no event is missed.
    const stopListening = onAuthEvent((event) => {
      switch (event) {
        case 'signedIn':
        case 'tokenRefresh':
        case 'signInWithRedirect':
          void reload();
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          setUser(null);
          break;
      }
    });
    // On a page rendered to HTML, these answers can arrive before the app has taken the page over (its
    // code still loading). An urgent update would make React give up the page's HTML and draw it again
    // from scratch (losing what the visitor pressed meanwhile, src/main.tsx); a transition waits for it.
    loadConfig()
      .then(async (cfg) => {
        if (cancelled) return;
        startTransition(() => setConfig(cfg));
        // The demo has no user pool, and without a stored session nobody is signed in: the auth library
        // is only loaded when there may be a session to read.
        if (mayHaveSession(cfg)) await reload();
      })
      .catch((e: unknown) => {
        console.error('Loading the app configuration failed', e);
        startTransition(() => setError('The app could not load its configuration. Please refresh the page.'));
      })
      .finally(() => !cancelled && startTransition(() => setLoading(false)));

    // A sign-in in another tab: once loaded, the auth library reports it itself (as 'signedIn').
    const onStorage = (event: StorageEvent) => {
      if (authLibraryReady() || !isSessionKey(event.key)) return;
      void loadConfig().then(async (cfg) => {
        if (mayHaveSession(cfg)) await reload();
      });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [reload]);

  // Refresh the session before it lapses, so a long-open tab stays signed in.
  useEffect(() => {
    if (!user) return;
    const timer = window.setInterval(async () => {
      try {
        const library = await authLibrary();
        const left = await library.secondsLeft();
        if (left !== null && left <= REFRESH_MARGIN_S) setUser(await library.readUser(true));
      } catch (e) {
        console.error('Refreshing the session failed', e);
      }
    }, REFRESH_TICK_MS);
    return () => window.clearInterval(timer);
  }, [user]);

  const refresh = useCallback(async () => {
    const next = await (await authLibrary()).readUser(true);
    setUser(next);
    return next;
  }, []);

  const signOut = useCallback(async () => {
    await (await authLibrary()).signOut();
    setUser(null);
  }, []);

  const demo = config?.demo ?? false;
  const value = useMemo(
    () => ({ loading, user, config, error, demo, signOut, reload, refresh }),
    [loading, user, config, error, demo, signOut, reload, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
