/**
 * What an open conversation costs, measured in Chromium on the production build: the seeded nanny keeps
 * a thread open while the seeded family writes to her every few seconds, and every request the nanny's
 * page sends to the API is counted by route and status. From the counts come the requests per open
 * conversation per hour and, at AWS list prices, their cost; beside them, what the same hour would
 * cost over a WebSocket API. The time from the family's send to the message showing on the nanny's
 * page is measured for each message (the "within 3 seconds").
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { THREAD_POLL_MS } from '../lambdas/contract/messages-constants.ts';

/** AWS list prices in USD (us-east-1, November 2026; London's are about a tenth higher). */
export const PRICES = {
  httpApiPerMillion: 1.0,
  lambdaRequestsPerMillion: 0.2,
  /** Arm, per GB-second. */
  lambdaGbSecond: 0.0000133334,
  /** DynamoDB on-demand, per million read request units. */
  dynamoReadsPerMillion: 0.125,
  websocketMessagesPerMillion: 1.0,
  websocketConnectionMinutesPerMillion: 0.25,
} as const;

/** The route functions' memory (lib/function.ts). */
const FUNCTION_GB = 0.5;

export interface MessagesBenchResult {
  seconds: number;
  /** Messages the family sent while the thread was open. */
  sent: number;
  /** Requests from the open thread's page to the API, by route key and status. */
  requests: Record<string, number>;
  requestsPerHour: number;
  notModifiedShare: number;
  /** Median and worst time from a send's answer to the message showing in the other's open thread. */
  deliveryP50Ms: number;
  deliveryMaxMs: number;
  /** Median latency of the thread route as the page saw it (an upper bound of the function's duration). */
  threadP50Ms: number;
  costPerHourUsd: { polling: number; websocket: number };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
};

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByTestId('header-user').waitFor({ state: 'attached' });
}

/** Calls the API from the page with its user's ID token, as the SPA does. */
async function call<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      // The page's storage (this module compiles without the DOM's types).
      const storage = (globalThis as unknown as { localStorage: { getItem(k: string): string | null } })
        .localStorage;
      const key = Object.keys(storage).find((k) => k.endsWith('.idToken'));
      const token = key ? storage.getItem(key) : null;
      const res = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as T };
    },
    { path, body },
  );
}

/** The route an API request went to, with ids replaced: `GET /messages/{id}`. */
const routeOf = (method: string, url: string) => {
  const path = new URL(url).pathname.replace(/^\/api/, '');
  return `${method} ${path.replace(/[a-f0-9]{32}/g, '{id}')}`;
};

export async function measureMessages(opts: {
  origin: string;
  seconds: number;
  log: (s: string) => void;
}): Promise<MessagesBenchResult> {
  const { origin, seconds, log } = opts;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const family = await (await browser.newContext()).newPage();
    const nanny = await (await browser.newContext()).newPage();
    await signIn(family, origin, 'family@demo.local', 'Demo#Pass2024');
    await signIn(nanny, origin, 'nanny@demo.local', 'Demo#Pass2024');

    const own = await call<{ id?: string }>(nanny, '/nanny-profile');
    const nannyId = own.body?.id;
    if (!nannyId) throw new Error('the seeded nanny has no profile');
    const started = await call<{ conversationId: string }>(family, '/messages', {
      nannyId,
      text: 'Hello Amelia, are you free for an afternoon trial next week?',
      clientId: `bench-${Date.now()}`,
    });
    if (started.status >= 300) throw new Error(`starting a conversation answered ${started.status}`);
    const { conversationId } = started.body;

    await nanny.goto(`${origin}/messages/${conversationId}`);
    await nanny.getByText('are you free for an afternoon trial').first().waitFor();

    const requests: Record<string, number> = {};
    const threadLatencies: number[] = [];
    const startedAt = new Map<object, number>();
    nanny.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) startedAt.set(req, Date.now());
    });
    nanny.on('response', (res) => {
      const req = res.request();
      const at = startedAt.get(req);
      if (at === undefined) return;
      const key = `${routeOf(req.method(), req.url())} ${res.status()}`;
      requests[key] = (requests[key] ?? 0) + 1;
      if (/^GET \/messages\/\{id\}/.test(key)) threadLatencies.push(Date.now() - at);
    });

    log(`messages: the nanny's thread is open; the family writes every 10 s for ${seconds} s`);
    const deliveries: number[] = [];
    const endAt = Date.now() + seconds * 1000;
    let sent = 0;
    while (Date.now() < endAt - 10_000) {
      await family.waitForTimeout(10_000);
      const text = `Bench message ${++sent} at ${Date.now()}`;
      const answer = await call(family, `/messages/${conversationId}`, {
        text,
        clientId: `bench-${Date.now()}`,
      });
      if (answer.status >= 300) throw new Error(`sending answered ${answer.status}`);
      const sentAt = Date.now();
      await nanny.getByText(text).waitFor({ timeout: 30_000 });
      deliveries.push(Date.now() - sentAt);
    }
    const left = endAt - Date.now();
    if (left > 0) await nanny.waitForTimeout(left);

    const total = Object.values(requests).reduce((a, b) => a + b, 0);
    const notModified = Object.entries(requests)
      .filter(([key]) => key.endsWith(' 304'))
      .reduce((a, [, n]) => a + n, 0);
    const requestsPerHour = Math.round((total * 3600) / seconds);
    const threadP50Ms = median(threadLatencies);
    // Each request: the API call, a Lambda invocation of about the route's latency at 512 MB, and one
    // read (a 304 reads one small item; a new message reads a few more, counted as one here).
    const perRequest =
      PRICES.httpApiPerMillion / 1e6 +
      PRICES.lambdaRequestsPerMillion / 1e6 +
      (threadP50Ms / 1000) * FUNCTION_GB * PRICES.lambdaGbSecond +
      PRICES.dynamoReadsPerMillion / 1e6;
    // A WebSocket API: an hour's connection minutes, and each message pushed (plus the sender's own
    // invocation, which both designs pay and is left out of both).
    const messagesPerHour = (sent * 3600) / seconds;
    const websocket =
      (60 * PRICES.websocketConnectionMinutesPerMillion) / 1e6 +
      (messagesPerHour * PRICES.websocketMessagesPerMillion) / 1e6 +
      messagesPerHour * (PRICES.lambdaRequestsPerMillion / 1e6);
    return {
      seconds,
      sent,
      requests,
      requestsPerHour,
      notModifiedShare: total ? notModified / total : 0,
      deliveryP50Ms: median(deliveries),
      deliveryMaxMs: Math.max(0, ...deliveries),
      threadP50Ms,
      costPerHourUsd: { polling: requestsPerHour * perRequest, websocket },
    };
  } finally {
    await browser?.close();
  }
}

/** What the thread's polling alone would send in an hour (the figure the choice in docs/architecture.md starts from). */
export const pollsPerHour = () => Math.round(3_600_000 / THREAD_POLL_MS);
