/**
 * The local S3's front door, on the S3 port. s3rver stores whatever a browser form POSTs to it; S3 first
 * checks the presigned POST, and so does this front, before anything is stored:
 * - the AWS Signature V4 over the base64 policy, with the signing key derived from the account's secret
 *   for the credential's date and region, service `s3` and `aws4_request`;
 * - the policy's expiration;
 * - every condition of the policy (`eq`, `starts-with`, exact-match objects such as `{"key": ...}` or
 *   `{"bucket": ...}`) against the form's fields and the bucket posted to;
 * - that every form field is named by a condition, except those S3 exempts (`x-amz-signature`, `file`,
 *   `policy` and `x-ignore-*`);
 * - the file's actual size against `content-length-range`.
 * A refusal is answered as S3 answers it (its XML error, code and status) and nothing is stored. A form
 * that passes goes on to s3rver as checked (its fields up to the file, as S3 ignores what follows the
 * file); every other request (the SDK's calls, CORS preflights, presigned GETs) goes on unchanged,
 * streamed both ways.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pipeline } from 'node:stream';

/** An answer S3 gives instead of storing the object. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  detail?: Record<string, string>;
}

export interface PostPolicyRequest {
  /** The bucket the form was posted to (from the URL). */
  bucket: string;
  /** The form's fields before the file, in order, named as sent. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** The file's size in bytes, or null when the form has no file. */
  fileSize: number | null;
  /** The bucket's region: a credential for another region is refused. */
  region: string;
  /** Secret access keys by access key id. */
  secrets: Readonly<Record<string, string>>;
  now?: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** Fields that need no condition in the policy (x-ignore-* too). */
const EXEMPT = new Set(['x-amz-signature', 'file', 'policy']);
const REQUIRED = ['key', 'policy', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature'];

const refusal = (status: number, code: string, message: string, detail?: Record<string, string>) => ({
  status,
  code,
  message,
  ...(detail ? { detail } : {}),
});
const denied = (why: string) => refusal(403, 'AccessDenied', `Invalid according to Policy: ${why}`);
const invalidPolicy = (why: string) => refusal(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);
const invalidArgument = (message: string, name: string, value: string) =>
  refusal(400, 'InvalidArgument', message, { ArgumentName: name, ArgumentValue: value });
const missingField = (name: string) =>
  invalidArgument(
    `Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`,
    name,
    '',
  );

type Condition =
  | { kind: 'eq' | 'starts-with'; field: string; value: string; shown: string }
  | { kind: 'content-length-range'; min: number; max: number };

/** A condition as S3 quotes it in a refusal: `["eq", "$key", "uploads/a"]`. */
const quote = (op: string, field: string, value: string) =>
  `[${[op, `$${field}`, value].map((s) => JSON.stringify(s)).join(', ')}]`;

function parseConditions(conditions: unknown[]): Condition[] | S3Refusal {
  const parsed: Condition[] = [];
  for (const condition of conditions) {
    if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
      const entries = Object.entries(condition);
      if (!entries.length) return invalidPolicy(`Invalid Simple-Condition: ${JSON.stringify(condition)}`);
      for (const [field, value] of entries) {
        if (typeof value !== 'string')
          return invalidPolicy(`Invalid Simple-Condition: value must be a string.`);
        parsed.push({ kind: 'eq', field, value, shown: quote('eq', field, value) });
      }
      continue;
    }
    if (!Array.isArray(condition) || condition.length !== 3)
      return invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
    const [op, first, second] = condition as [unknown, unknown, unknown];
    const operator = typeof op === 'string' ? op.toLowerCase() : '';
    if (operator === 'content-length-range') {
      const [min, max] = [Number(first), Number(second)];
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min)
        return invalidPolicy(`Invalid content-length-range: ${JSON.stringify(condition)}`);
      parsed.push({ kind: 'content-length-range', min, max });
    } else if (operator === 'eq' || operator === 'starts-with') {
      if (typeof first !== 'string' || !first.startsWith('$') || typeof second !== 'string')
        return invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
      const field = first.slice(1);
      parsed.push({ kind: operator, field, value: second, shown: quote(operator, field, second) });
    } else {
      return invalidPolicy(`Invalid Condition Operator: ${JSON.stringify(op)}`);
    }
  }
  return parsed;
}

/** The key SigV4 signs with: the secret, through the credential's date, region, service and terminator. */
function signingKey(secret: string, date: string, region: string) {
  let key: Buffer = Buffer.from(`AWS4${secret}`, 'utf8');
  for (const part of [date, region, 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest();
  return key;
}

/** Signs a base64 policy as a presigned POST is signed. */
export function signPolicy(policyBase64: string, secret: string, date: string, region: string): string {
  return createHmac('sha256', signingKey(secret, date, region))
    .update(policyBase64, 'utf8')
    .digest('hex');
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Checks a browser form POST as S3 does before storing its file. Returns S3's refusal, or null when
 * the object may be stored.
 */
export function checkPostPolicy(request: PostPolicyRequest): S3Refusal | null {
  const { bucket, region, secrets, fileSize, now = new Date() } = request;
  // Field names are matched without regard to case; a field given twice would leave it open which one
  // the store takes, so it is refused.
  const fields = new Map<string, { name: string; value: string }>();
  for (const [name, value] of request.fields) {
    const lower = name.toLowerCase();
    if (fields.has(lower))
      return invalidArgument(`The form field '${name}' was given more than once.`, name, value);
    fields.set(lower, { name, value });
  }
  const field = (name: string) => fields.get(name)?.value;

  if (!fields.has('policy') && !fields.has('x-amz-signature') && !fields.has('x-amz-credential')) {
    // No signature at all: an anonymous write, and the bucket is not public.
    if (fields.has('awsaccesskeyid') || fields.has('signature'))
      return refusal(
        400,
        'InvalidRequest',
        'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
      );
    return refusal(403, 'AccessDenied', 'Access Denied');
  }
  for (const name of REQUIRED) if (field(name) === undefined) return missingField(name);
  const key = field('key')!;
  if (!key.length) return invalidArgument('User key must have a length greater than 0.', 'key', '');

  const algorithm = field('x-amz-algorithm')!;
  if (algorithm !== ALGORITHM)
    return invalidArgument(
      `Invalid 'x-amz-algorithm' value: '${algorithm}'. Only ${ALGORITHM} is supported.`,
      'x-amz-algorithm',
      algorithm,
    );
  const credential = field('x-amz-credential')!;
  const parts = credential.split('/');
  const badCredential = (why: string) =>
    invalidArgument(`Error parsing the X-Amz-Credential parameter; ${why}`, 'x-amz-credential', credential);
  if (parts.length !== 5 || !/^\d{8}$/.test(parts[1]!))
    return badCredential(
      'the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
    );
  const [accessKeyId, date, credentialRegion, service, terminal] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (credentialRegion !== region)
    return badCredential(`the region '${credentialRegion}' is wrong; expecting '${region}'`);
  if (service !== 's3')
    return badCredential(`incorrect service "${service}". This endpoint belongs to "s3".`);
  if (terminal !== 'aws4_request')
    return badCredential(`incorrect terminal "${terminal}". This endpoint uses "aws4_request".`);
  const amzDate = field('x-amz-date')!;
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date)
    return invalidArgument(
      'Invalid credential date. Date is not the same as X-Amz-Date.',
      'x-amz-date',
      amzDate,
    );
  const secret = Object.hasOwn(secrets, accessKeyId) ? secrets[accessKeyId] : undefined;
  if (secret === undefined)
    return refusal(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: accessKeyId,
      },
    );

  const policy = field('policy')!;
  const provided = field('x-amz-signature')!;
  if (!sameText(provided, signPolicy(policy, secret, date, region)))
    return refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: accessKeyId, StringToSign: policy, SignatureProvided: provided },
    );

  let document: unknown;
  try {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(policy)) throw new Error('not base64');
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  if (!document || typeof document !== 'object' || Array.isArray(document))
    return invalidPolicy('Invalid JSON.');
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  if (expiration === undefined) return invalidPolicy('Policy missing expiration.');
  const expires = typeof expiration === 'string' ? Date.parse(expiration) : NaN;
  if (Number.isNaN(expires)) return invalidPolicy(`Invalid 'expiration' value: '${String(expiration)}'`);
  if (!Array.isArray(conditions)) return invalidPolicy('Policy missing conditions.');
  if (now.getTime() > expires) return denied('Policy expired.');

  const parsed = parseConditions(conditions);
  if (!Array.isArray(parsed)) return parsed;
  const named = new Set<string>();
  for (const condition of parsed) {
    if (condition.kind === 'content-length-range') continue;
    const name = condition.field.toLowerCase();
    named.add(name);
    // The bucket is the one posted to, whatever a form field says.
    const actual = name === 'bucket' ? bucket : field(name);
    const holds =
      actual !== undefined &&
      (condition.kind === 'eq'
        ? actual === condition.value
        : // A Content-Type may list several types; each must start with the prefix.
          (name === 'content-type' ? actual.split(',').map((t) => t.trim()) : [actual]).every((v) =>
            v.startsWith(condition.value),
          ));
    if (!holds) return denied(`Policy Condition failed: ${condition.shown}`);
  }
  for (const [lower, { name }] of fields)
    if (!EXEMPT.has(lower) && !lower.startsWith('x-ignore-') && !named.has(lower))
      return denied(`Extra input fields: ${name}`);

  if (fileSize === null)
    return invalidArgument('POST requires exactly one file upload per request.', 'file', '0');
  for (const condition of parsed) {
    if (condition.kind !== 'content-length-range') continue;
    if (fileSize > condition.max)
      return refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
        ProposedSize: String(fileSize),
        MaxSizeAllowed: String(condition.max),
      });
    if (fileSize < condition.min)
      return refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', {
        ProposedSize: String(fileSize),
        MinSizeAllowed: String(condition.min),
      });
  }
  return null;
}

export interface S3FrontOptions {
  host: string;
  /** The S3 port, where browsers and the SDK reach S3. */
  port: number;
  /** Where s3rver itself listens (on `host`). */
  upstreamPort: number;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The origins the bucket's CORS rule allows: refusals carry its headers, so the page can read them. */
  allowedOrigins: readonly string[];
  /** The largest form POST held in memory to be checked; larger ones are refused as too large. */
  maxPostBytes?: number;
}

/** S3 takes a form POST of up to 5 GB; the local front holds one in memory, so it takes less. */
const DEFAULT_MAX_POST_BYTES = 64 * 1024 * 1024;
/** Headers that belong to one connection, not to the request or response carried through. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function isFormPost(req: http.IncomingMessage) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return req.method === 'POST' && type === 'multipart/form-data';
}

/** Reads a body up to `limit` bytes; past it, the rest is read and dropped and the answer is null. */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

export function startS3Front(options: S3FrontOptions): Promise<http.Server> {
  const { host, port, upstreamPort, region, credentials, allowedOrigins } = options;
  const maxPostBytes = options.maxPostBytes ?? DEFAULT_MAX_POST_BYTES;
  const secrets = { [credentials.accessKeyId]: credentials.secretAccessKey };
  const agent = new http.Agent({ keepAlive: true });
  /**
   * How a kept-alive socket the store had already closed fails, or one it left bytes on (its answer then
   * does not parse as HTTP: seen once, under load, reading a site page).
   */
  const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE', 'HPE_INVALID_CONSTANT']);

  /** What the bucket's CORS rule adds to an answer to an allowed origin (as s3rver does). */
  const corsHeaders = (req: http.IncomingMessage): http.OutgoingHttpHeaders => {
    const origin = req.headers.origin;
    if (!origin || !allowedOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    };
  };

  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, answer: S3Refusal) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const detail = Object.entries(answer.detail ?? {})
      .map(([name, value]) => `<${name}>${xml(value)}</${name}>`)
      .join('');
    res.writeHead(answer.status, {
      ...corsHeaders(req),
      'content-type': 'application/xml',
      'x-amz-request-id': requestId,
    });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${answer.code}</Code><Message>${xml(answer.message)}</Message>${detail}<RequestId>${requestId}</RequestId><HostId>local</HostId></Error>`,
    );
  };

  /** Sends a request on to s3rver and its answer back, both streamed. */
  const forward = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer | null,
    headers: http.OutgoingHttpHeaders,
  ) => {
    // A kept-alive socket the store closed as it was picked up fails at once (ECONNRESET); a request
    // whose body is in hand (or that has none) is sent again, once, on a socket of its own.
    const replayable = body !== null || req.method === 'GET' || req.method === 'HEAD';
    const send = (retry: boolean): void => {
      const upstream = http.request(
        {
          host,
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers,
          agent: retry ? false : agent,
        },
        (answer) => {
          // The browser may have given up on it meanwhile (a page left while its photos load): there is
          // no one to answer, and piping to the closed response would throw.
          if (res.destroyed) return void answer.resume();
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
          pipeline(answer, res, () => undefined);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (!retry && replayable && !res.headersSent && STALE_SOCKET.has(error.code ?? '')) return send(true);
        failed(error);
      });
      if (body) upstream.end(body);
      else if (req.method === 'GET' || req.method === 'HEAD') upstream.end();
      else pipeline(req, upstream, () => undefined);
    };
    const failed = (error: Error) => {
      console.error('[s3] the local store failed to answer:', error.message);
      if (!res.headersSent)
        refuse(
          req,
          res,
          refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'),
        );
      else res.destroy();
    };
    send(false);
  };

  const checkFormPost = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = /^\/([a-z0-9][a-z0-9.-]*)\/?$/.exec(url.pathname);
    const raw = await readBody(req, maxPostBytes);
    // A form POST stores an object in a bucket: POST /<bucket> (path-style), nothing else.
    if (!path || url.search)
      return refuse(
        req,
        res,
        refusal(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.'),
      );
    if (!raw)
      return refuse(
        req,
        res,
        refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
          MaxSizeAllowed: String(maxPostBytes),
        }),
      );
    let form: FormData;
    try {
      form = await new Response(raw, {
        headers: { 'content-type': req.headers['content-type']! },
      }).formData();
    } catch {
      return refuse(
        req,
        res,
        refusal(
          400,
          'MalformedPOSTRequest',
          'The body of your POST request is not well-formed multipart/form-data.',
        ),
      );
    }
    // S3 reads the fields up to the file and ignores whatever follows it.
    const fields: Array<[string, string]> = [];
    let file: Blob | null = null;
    let fileName: string | undefined;
    for (const [name, value] of form.entries()) {
      if (name === 'file') {
        file = typeof value === 'string' ? new Blob([value]) : value;
        fileName = typeof value === 'string' ? undefined : value.name;
        break;
      }
      fields.push([name, typeof value === 'string' ? value : await value.text()]);
    }
    const answer = checkPostPolicy({
      bucket: path[1]!,
      fields,
      fileSize: file ? file.size : null,
      region,
      secrets,
    });
    if (answer) return refuse(req, res, answer);

    // s3rver gets exactly what was checked, encoded afresh.
    const checked = new FormData();
    for (const [name, value] of fields) checked.append(name, value);
    checked.append('file', file!, fileName);
    const encoded = new Request('http://local/', { method: 'POST', body: checked });
    const body = Buffer.from(await encoded.arrayBuffer());
    forward(req, res, body, {
      ...endToEnd(req.headers),
      // Path-style, as checked: the bucket is the one in the path.
      host: `${host}:${port}`,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.length),
    });
  };

  const server = http.createServer((req, res) => {
    if (!isFormPost(req)) return forward(req, res, null, endToEnd(req.headers));
    checkFormPost(req, res).catch((error: unknown) => {
      console.error('[s3] checking a form POST failed:', error);
      if (!res.headersSent)
        refuse(
          req,
          res,
          refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'),
        );
      else res.destroy();
    });
  });
  server.on('close', () => agent.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
