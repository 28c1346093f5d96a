import { createElement, lazy, Suspense, useCallback, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (and the form library and schemas it uses) loads only when it is about to open.
 * `preload` starts the download early, when the pointer or focus reaches the button that opens it, so
 * the dialog opens at once on the click; `Component` renders the dialog once its code is in.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // A failed download is tried again on the next attempt.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  const Component = (props: P) => createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  const startLoading = () => void preload().catch(() => undefined);
  return {
    Component,
    preload: startLoading,
    /** For the button that opens the dialog: the download starts when the pointer or focus reaches it. */
    triggerProps: { onPointerEnter: startLoading, onFocus: startLoading },
  };
}

/**
 * A lazy dialog's state in the component that opens it. The dialog (and the draft it holds) is created
 * on its first opening, not for every card on a page, and stays mounted after it closes so it can close
 * properly and hand focus back.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { open, setOpen, mounted, show };
}
