/**
 * The user journeys the cost sheet measures, driven through the real API of a metered local cloud as the
 * SPA drives it: the same routes with the same bodies, presigned uploads to the local S3, checkouts paid
 * on the Stripe stand-in, sign-ups confirmed with the code the local mailbox received. Each session also
 * counts what the browser asks of the site's distribution (page loads) and of S3 directly (presigned
 * POSTs and GETs), which no function sees.
 */
import { gzipSync } from 'node:zlib';
import { callUserPool } from '../../tests/support/user-pool.ts';

export interface CloudUrls {
  /** The site's origin (the distribution on AWS). */
  web: string;
  /** The API's base URL, from the site's /config.json (absolute, or relative to the site). */
  api: string;
  cognito: string;
  mailbox: string;
  stripe: string;
  userPoolClientId: string;
}

/** What the browser side of a journey did, beside what the meter sees. */
export interface BrowserTally {
  apiRequests: number;
  apiBytes: number;
  pageViews: number;
  siteRequests: number;
  siteBytes: number;
  s3Posts: number;
  s3Gets: number;
  signUps: number;
  tokenIssues: number;
}

export const emptyTally = (): BrowserTally => ({
  apiRequests: 0,
  apiBytes: 0,
  pageViews: 0,
  siteRequests: 0,
  siteBytes: 0,
  s3Posts: 0,
  s3Gets: 0,
  signUps: 0,
  tokenIssues: 0,
});

/** About what a response's status line and headers weigh, beside its body. */
const HEADER_BYTES = 350;
/** A page reached inside the app (no full load) fetches its route's chunk: one request of about this. */
const ROUTE_CHUNK_BYTES = 8 * 1024;
const PASSWORD = 'Sunny#Days2024';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Answer {
  status: number;
  // Each journey reads the fields it needs from what the API answered.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  etag: string | null;
}

/** The files a first load of a page fetches: its HTML's scripts, preloads, styles and icons (gzip bytes). */
const assetCache = new Map<string, number>();
async function assetBytes(url: string): Promise<number> {
  let bytes = assetCache.get(url);
  if (bytes === undefined) {
    const res = await fetch(url);
    bytes = gzipSync(Buffer.from(await res.arrayBuffer())).length;
    assetCache.set(url, bytes);
  }
  return bytes;
}

export class Session {
  token: string | undefined;
  email = '';
  private loaded = false;

  private readonly urls: CloudUrls;
  readonly tally: BrowserTally;
  /** A first visit: the first page load fetches every file (a returning browser has the hashed ones). */
  private readonly coldCache: boolean;

  constructor(urls: CloudUrls, tally: BrowserTally, coldCache: boolean) {
    this.urls = urls;
    this.tally = tally;
    this.coldCache = coldCache;
  }

  async api(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${this.urls.api}${path}`, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    this.tally.apiRequests += 1;
    this.tally.apiBytes += Buffer.byteLength(text) + HEADER_BYTES;
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      etag: res.headers.get('etag'),
    };
  }

  /** Calls the API and fails the journey on an unexpected status. */
  async ok(
    method: string,
    path: string,
    body?: unknown,
    expect: number[] = [200, 201, 204],
  ): Promise<Answer> {
    const answer = await this.api(method, path, body);
    if (!expect.includes(answer.status))
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** A page view: the first one loads the page as a browser does, the next ones route inside the app. */
  async page(path: string): Promise<void> {
    this.tally.pageViews += 1;
    if (this.loaded) {
      this.tally.siteRequests += 1;
      this.tally.siteBytes += ROUTE_CHUNK_BYTES + HEADER_BYTES;
      return;
    }
    this.loaded = true;
    const res = await fetch(`${this.urls.web}${path}`);
    const html = await res.text();
    const files = [`${this.urls.web}/config.json`];
    if (this.coldCache)
      for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g))
        files.push(`${this.urls.web}${m[1]}`);
    this.tally.siteRequests += 1 + files.length;
    this.tally.siteBytes += gzipSync(html).length + HEADER_BYTES;
    for (const file of new Set(files)) this.tally.siteBytes += (await assetBytes(file)) + HEADER_BYTES;
  }

  /** The signed-in app's badge poll (every 20 s while the app is open), for `minutes`. */
  async openFor(minutes: number): Promise<void> {
    for (let i = 0; i < minutes * 3; i++) await this.ok('GET', '/me/activity');
  }

  /** An open thread's poll (every 2 s while visible), for `seconds`, with the version it holds. */
  async watchThread(conversationId: string, seconds: number): Promise<void> {
    let etag: string | null = null;
    for (let i = 0; i < seconds / 2; i++) {
      const answer = await this.api(
        'GET',
        `/messages/${conversationId}`,
        undefined,
        etag ? { 'if-none-match': etag } : {},
      );
      if (answer.status !== 200 && answer.status !== 304)
        throw new Error(`GET /messages/${conversationId} answered ${answer.status}`);
      etag = answer.etag ?? etag;
    }
  }

  private pool(target: string, body: unknown): Promise<Record<string, unknown>> {
    return callUserPool(this.urls.cognito, target, body);
  }

  /** Signs up as the SPA does: the code arrives in the mailbox, is confirmed, then the user signs in. */
  async signUp(type: 'family' | 'nanny' | 'agency', name: string): Promise<void> {
    this.email = `cost.${type}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await this.pool('SignUp', {
      ClientId: this.urls.userPoolClientId,
      Username: this.email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: this.email },
        { Name: 'name', Value: name },
        { Name: 'custom:user_type', Value: type },
      ],
    });
    this.tally.signUps += 1;
    const code = await this.codeFor(this.email);
    await this.pool('ConfirmSignUp', {
      ClientId: this.urls.userPoolClientId,
      Username: this.email,
      ConfirmationCode: code,
    });
    await this.signIn(this.email, PASSWORD);
  }

  async signIn(email: string, password = PASSWORD): Promise<void> {
    this.email = email;
    const out = await this.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: this.urls.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    this.token = (out.AuthenticationResult as { IdToken: string }).IdToken;
    this.tally.tokenIssues += 1;
  }

  private async codeFor(email: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const emails = await mailbox(this.urls.mailbox);
      const code = emails
        .filter((e) => e.destination.to.includes(email))
        .at(-1)
        ?.body.text?.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no verification code reached ${email}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Uploads a file as the SPA does: a presigned POST straight to S3, then the server's check. */
  async upload(purpose: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
    const target = await this.ok('POST', '/uploads', { purpose, fileName, contentType, size: bytes.length });
    const form = new FormData();
    for (const [k, v] of Object.entries(target.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([bytes], { type: contentType }), fileName);
    const stored = await fetch(target.body.url as string, { method: 'POST', body: form });
    this.tally.s3Posts += 1;
    if (!stored.ok) throw new Error(`the presigned POST answered ${stored.status}`);
    await this.ok('POST', '/uploads/check', { key: target.body.key, purpose });
    return target.body.key as string;
  }

  /** Fetches a presigned link as the browser does (a photo on a card, a CV opened). */
  async download(url: string): Promise<void> {
    const res = await fetch(url);
    await res.arrayBuffer();
    this.tally.s3Gets += 1;
  }

  /** Pays a checkout on the Stripe stand-in's page (Pay), which sends the signed webhooks. */
  async pay(checkoutUrl: string): Promise<string> {
    const id = new URL(checkoutUrl).pathname.split('/').pop()!;
    const res = await fetch(`${this.urls.stripe}/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
    if (res.status !== 303) throw new Error(`paying checkout ${id} answered ${res.status}`);
    return id;
  }
}

export async function mailbox(
  origin: string,
): Promise<Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }>> {
  const res = await fetch(`${origin}/store`);
  return ((await res.json()) as { emails: Awaited<ReturnType<typeof mailbox>> }).emails;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const familyJob = (title: string) => ({
  jobTitle: title,
  location: 'Clapham, London',
  postcode: 'SW4 7AA',
  startDate: inDays(14),
  daysHours: 'Mon–Fri, 8am–6pm',
  salary: '£16/hour',
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2 and 5',
  description: 'A warm, experienced nanny for our two children, weekdays, school runs included.',
  selectedLanguages: [],
  selectedRequirements: [],
  photo: null,
  contactEmail: 'family@example.com',
  additionalComments: '',
  discountCode: '',
});

/** An agency's job form has no promo code (its subscription carries it). */
const withoutDiscount = ({ discountCode: _, ...job }: ReturnType<typeof familyJob>) => job;

/** An agency's job: it carries the agency profile's name, which the form shows and does not send. */
export const agencyJob = (logo: { key: string; name: string } | null) => ({
  ...withoutDiscount(familyJob(`Agency nanny ${Math.random().toString(36).slice(2, 7)}`)),
  childrenAges: '',
  contactEmail: 'placements@agency.example',
  websiteUrl: 'harbournannies.example',
  logo,
});

export const nannyProfile = (
  email: string,
  cv: { key: string; name: string },
  photo: { key: string; name: string },
) => ({
  fullName: 'Rosa Martinez',
  location: 'Clapham, London',
  postcode: 'SW4 9AA',
  yearsExperience: 6,
  email,
  bio: '<p>Calm and caring nanny, six years with toddlers and school-age children.</p>',
  skills: ['Newborns', 'First Aid', 'Swimming', 'Music'],
  languages: ['English', 'Spanish'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: 14,
  hourlyRateMax: 18,
  additionalComments: '',
  photo,
  cv,
  dbs: null,
  references: [],
});

let clientIds = 0;
export const clientId = () => `cost-${Date.now().toString(36)}-${++clientIds}`;
