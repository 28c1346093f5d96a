import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/auth/AuthProvider.tsx';

/**
 * A press that depends on who is asking (sign in first, or this account may not), made while the
 * session is still being read, is kept and acted on once it has been read, rather than doing nothing.
 * `run` acts at once when the session is known, and otherwise holds the press (`waiting`, for the control
 * to show it is on its way). A held press runs the action as the render that knows the session has it,
 * with the press's arguments.
 */
export function useSessionAction<A extends unknown[]>(action: (...args: A) => void) {
  const { loading } = useAuth();
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const [held, setHeld] = useState<A | null>(null);
  useEffect(() => {
    if (!held || loading) return;
    setHeld(null);
    latest.current(...held);
  }, [held, loading]);

  const run = (...args: A) => {
    if (loading) setHeld(args);
    else action(...args);
  };
  return { run, waiting: held !== null };
}
