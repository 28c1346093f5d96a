import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ShareView } from '@contract/shares.ts';

/**
 * Where focus goes once a move on a share's page is done: to the heading of the part that shows its
 * result, so a keyboard or screen reader user goes on from there, not from the top of the page (the
 * button pressed is often gone: Accept leaves with the proposals). The heading takes focus only once the
 * page shows the share the move answered, since until then it may not be there, or may still say what
 * it said before.
 */

/** The parts whose headings a move's result shows under. */
export type ShareFocusTarget = 'families' | 'split' | 'employer';

interface Pending {
  target: ShareFocusTarget;
  /** The answered share's updatedAt: the page shows it once its own share is this new. */
  updatedAt: string;
}

interface FocusState {
  pending: Pending | null;
  request: (pending: Pending) => void;
  clear: () => void;
}

const FocusContext = createContext<FocusState | null>(null);

/** Holds the heading a move asked for, for the share's page. */
export function ShareFocusProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const value = useMemo<FocusState>(
    () => ({ pending, request: setPending, clear: () => setPending(null) }),
    [pending],
  );
  return <FocusContext value={value}>{children}</FocusContext>;
}

/** Asks for focus on `target`'s heading once the page shows `share`, the share a move answered. */
export function useFocusAfterMove() {
  const request = useContext(FocusContext)?.request;
  return useCallback(
    (target: ShareFocusTarget, share: Pick<ShareView, 'updatedAt'>) =>
      request?.({ target, updatedAt: share.updatedAt }),
    [request],
  );
}

/**
 * A ref for `target`'s heading (which needs tabIndex -1; null for a heading no move focuses): focused when a move asked for it and the page
 * shows a share at least as new as the one the move answered. Focus moves a moment later, after a
 * dialog the move closed has given focus back to what opened it.
 */
export function useFocusTarget<T extends HTMLElement>(target: ShareFocusTarget | null, updatedAt: string) {
  const ref = useRef<T>(null);
  const context = useContext(FocusContext);
  const pending = context?.pending ?? null;
  const clear = context?.clear;
  useEffect(() => {
    if (!pending || !target || pending.target !== target || updatedAt < pending.updatedAt) return;
    const timer = window.setTimeout(() => {
      ref.current?.focus();
      clear?.();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pending, target, updatedAt, clear]);
  return ref;
}
