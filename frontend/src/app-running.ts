/**
 * The event the app sends on the document once it runs the page (its layout has hydrated or drawn, or
 * an error boundary shows that the page failed): the first script (src/main.tsx) then presses again
 * what was pressed before.
 */
export const APP_RUNNING_EVENT = 'app-running';

/** Says the app runs the page. */
export const announceAppRunning = () => void document.dispatchEvent(new Event(APP_RUNNING_EVENT));
