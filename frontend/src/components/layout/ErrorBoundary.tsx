import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/Button.tsx';
import { announceAppRunning } from '@/app-running.ts';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches what fails while a page renders, including a page's or a dialog's code that could not be
 * downloaded (offline, or a newer release replaced it), and offers a reload instead of a blank screen.
 * Mount it with a `key` that changes on navigation so the next page gets a fresh start.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render:', error, info.componentStack);
    // The app runs the page, if only to say it failed (a prerendered page's first script waits for this).
    announceAppRunning();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col items-center justify-center px-4 py-16 text-center sm:px-6"
      >
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Something went wrong</h1>
        <p className="mt-4 text-lg text-slate-700">
          This page could not be shown. Check your connection and reload the page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          {/* A full load, so a newer release's files are fetched afresh. */}
          <a href="/" className={buttonClass('outline', 'lg')}>
            Return to Home
          </a>
        </div>
      </div>
    );
  }
}
