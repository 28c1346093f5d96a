import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Hub } from 'aws-amplify/utils';
import { signOut as amplifySignOut } from 'aws-amplify/auth';
import { loadConfig, type AppConfig } from '../config.ts';
import { configureAmplify } from './amplify.ts';
import { readUser, REFRESH_MARGIN_S, REFRESH_TICK_MS, secondsLeft, type AuthUser } from './session.ts';

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
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [config, setConfig] = useState<AppConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const next = await readUser();
      // Keep the same object while nothing changed, so a token refresh does not re-render every consumer.
      setUser((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    } catch (e) {
      console.error('Reading the session failed', e);
      setUser(null);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    loadConfig()
      .then(async (cfg) => {
        configureAmplify(cfg);
        if (cancelled) return;
        setConfig(cfg);
        // The demo has no user pool: nobody is ever signed in.
        if (!cfg.demo) await reload();
      })
      .catch((e: unknown) => {
        console.error('Loading the app configuration failed', e);
        setError('The app could not load its configuration. Please refresh the page.');
      })
      .finally(() => !cancelled && setLoading(false));

    // User and session follow every change: sign-in, sign-out, refresh.
    const stopListening = Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
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
    return () => {
      cancelled = true;
      stopListening();
    };
  }, [reload]);

  // Refresh the session before it lapses, so a long-open tab stays signed in.
  useEffect(() => {
    if (!user) return;
    const timer = window.setInterval(async () => {
      try {
        const left = await secondsLeft();
        if (left !== null && left <= REFRESH_MARGIN_S) setUser(await readUser(true));
      } catch (e) {
        console.error('Refreshing the session failed', e);
      }
    }, REFRESH_TICK_MS);
    return () => window.clearInterval(timer);
  }, [user]);

  const signOut = useCallback(async () => {
    await amplifySignOut();
    setUser(null);
  }, []);

  const demo = config?.demo ?? false;
  const value = useMemo(
    () => ({ loading, user, config, error, demo, signOut, reload }),
    [loading, user, config, error, demo, signOut, reload],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
