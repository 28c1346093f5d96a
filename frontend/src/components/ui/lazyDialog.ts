import { lazy, type ComponentType } from 'react';

/**
 * A dialog whose code (and the form library and schemas it uses) loads only when it is about to open.
 * `preload` starts the download early, when the pointer or focus reaches the button that opens it, so
 * the dialog opens at once on the click; the component renders once the code is in (inside Suspense).
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
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload: () => void preload().catch(() => undefined) };
}
