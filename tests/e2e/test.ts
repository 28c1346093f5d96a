import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { APP_RUNNING_EVENT } from '../../frontend/src/app-running.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Request } from '@playwright/test';

/**
 * A page rendered to HTML shows before the app runs it (the app is fetched after the first paint,
 * frontend/src/main.tsx), as on a slow phone. A person waits for a page to work before typing into it;
 * a test must too, or what it types before then is lost when the app takes the page over. So every
 * page of a test, in its own context or one it opens, waits after `goto` and `reload` until the app
 * runs the page (any page of the app: the shell's too). An address outside the app (the Stripe
 * stand-in, the mailbox, a file) is left as it loads.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || (window as { appRunning?: boolean }).appRunning === true,
    undefined,
    { timeout: 20_000 },
  );
}

const prepared = new WeakSet<BrowserContext>();

async function prepare(context: BrowserContext) {
  if (prepared.has(context)) return;
  prepared.add(context);
  await context.addInitScript((event) => {
    document.addEventListener(event, () => Object.assign(window, { appRunning: true }));
  }, APP_RUNNING_EVENT);
  const patch = (page: Page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A test that asks for less than the loaded page (`waitUntil: 'commit'` or `'domcontentloaded'`)
    // means to act before the app runs it, and is left to.
    const early = (options?: { waitUntil?: string }) =>
      options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!early(options)) await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!early(options)) await waitForApp(page);
      return response;
    };
  };
  context.pages().forEach(patch);
  context.on('page', patch);
}

/** Playwright's `test`, with every browser context (the test's own and any it opens) prepared as above. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await prepare(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        await prepare(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
