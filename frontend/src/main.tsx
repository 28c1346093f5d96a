import '@/index.css';
import { APP_RUNNING_EVENT } from '@/app-running.ts';

/**
 * The page's first script, and a small one. A page rendered to HTML (the public pages, a job's page, the
 * lists' first pages) paints from its HTML and styles alone: the app, which only takes it over, is
 * fetched once that first paint is done, so its hundred-odd kilobytes never stand between a phone and
 * the page (src/boot.tsx, where it hydrates). The app's shell has nothing to paint without the app, so
 * there it starts at once, and the shell's HTML asks for its files beside this one (vite.config.ts).
 */
const start = () => void import('@/boot.tsx');

/** How long a press waits for the app before the page is left to the browser alone. */
const HOLD_MS = 15_000;

/**
 * Until the app runs a prerendered page, its buttons do nothing of their own (or submit a form the app means
 * to handle): a press on one then (a tap, or Enter or Space on it) is held, and pressed again once the app
 * runs the page, if the button is still there. Links, and everything else, work as they are.
 */
function holdEarlyPresses() {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  const stop = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener(APP_RUNNING_EVENT, replay);
    clearTimeout(timer);
  };
  const replay = () => {
    stop();
    for (const button of held) if (button.isConnected) button.click();
  };
  const timer = setTimeout(stop, HOLD_MS);
  document.addEventListener('click', hold, true);
  document.addEventListener(APP_RUNNING_EVENT, replay);
}

if (document.getElementById('root')?.firstElementChild) {
  holdEarlyPresses();
  // Called before the next frame is painted; the timeout then runs after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
