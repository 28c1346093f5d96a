import { expect, test, type Page, type Request } from './test.ts';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PORT_OFFSET } from './playwright.config.ts';
import { dismissConsent, expectToast, signUp } from './support.ts';

/**
 * The upload policy, as the browser meets it: a signed-in nanny's upload, tampered with on its way to
 * storage (its form fields rewritten in the browser's request), is refused by the local S3 as S3 refuses
 * it; the page says so, and nothing is stored. The same upload untampered goes through.
 */
const S3_PORT = 4569 + PORT_OFFSET;
const BUCKET = 'nanny-marketplace-local-uploads';
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${S3_PORT}`,
  region: 'eu-west-2',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
test.afterAll(() => s3.destroy());

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => dismissConsent(page));

const isUploadPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).port === String(S3_PORT);

/**
 * Rewrites the browser's next POST to the S3 bucket: `tamper` gets its form (the presigned fields and the
 * file) and changes it; the rewritten form is what the browser sends. Resolves to the object key the
 * form named.
 */
async function tamperWithUpload(page: Page, tamper: (form: FormData) => void): Promise<() => string> {
  let key = '';
  await page.route(
    (url) => url.port === String(S3_PORT),
    async (route) => {
      const request = route.request();
      if (!isUploadPost(request)) return route.continue();
      const sent = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
        headers: { 'content-type': (await request.headerValue('content-type'))! },
      }).formData();
      key = String(sent.get('key'));
      tamper(sent);
      const rewritten = new Request('http://rewrite.invalid/', { method: 'POST', body: sent });
      const { 'content-length': _length, ...headers } = request.headers();
      headers['content-type'] = rewritten.headers.get('content-type')!;
      await route.continue({ postData: Buffer.from(await rewritten.arrayBuffer()), headers });
    },
    { times: 1 },
  );
  return () => key;
}

/** Picks the photo in the profile form; resolves to S3's answer to the upload (status and body). */
async function pickPhoto(page: Page) {
  const answer = page.waitForResponse((response) => isUploadPost(response.request()));
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  const response = await answer;
  return { status: response.status(), body: await response.text() };
}

async function stored(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

async function openProfileForm(page: Page) {
  await signUp(page, 'Nanny', 'Tamsin Policy');
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Nanny Profile' })).toBeVisible();
}

test('a photo swapped for 6 MB on its way to storage is refused as too large; the untampered one goes through', async ({
  page,
}) => {
  await openProfileForm(page);
  const key = await tamperWithUpload(page, (form) => {
    form.set('file', new Blob([PNG, Buffer.alloc(6 * 1024 * 1024)], { type: 'image/png' }), 'portrait.png');
  });
  const answer = await pickPhoto(page);
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('<Code>EntityTooLarge</Code>');
  await expectToast(page, 'File Upload Error', 'The upload was refused. Please try again.');
  await expect(page.getByTestId('nanny-photo-file')).toHaveCount(0);
  expect(key()).toMatch(/^pending\/.+\/nanny-photo\//);
  expect(await stored(key())).toBe(false);

  // Untampered, the same photo is stored and attached.
  const untampered = await pickPhoto(page);
  expect(untampered.status).toBe(204);
  await expect(page.getByTestId('nanny-photo-file')).toHaveText(/portrait\.png/);
});

test('a photo posted as text/html against its image/png policy is refused, and nothing is stored', async ({
  page,
}) => {
  await openProfileForm(page);
  const key = await tamperWithUpload(page, (form) => {
    form.set('Content-Type', 'text/html');
    form.set('file', new Blob(['<script>alert(document.domain)</script>'], { type: 'text/html' }), 'x.html');
  });
  const answer = await pickPhoto(page);
  expect(answer.status).toBe(403);
  expect(answer.body).toContain('<Code>AccessDenied</Code>');
  expect(answer.body).toContain('Policy Condition failed: [&quot;eq&quot;, &quot;$Content-Type&quot;');
  await expectToast(page, 'File Upload Error', 'The upload was refused. Please try again.');
  await expect(page.getByTestId('nanny-photo-file')).toHaveCount(0);
  expect(await stored(key())).toBe(false);
});
