/** Small HTTP helpers shared by the stand-in's API, pages and controls. */
import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import qs from 'qs';
import type { Json } from './types.ts';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An error the API answers in Stripe's error shape. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly param?: string;
  readonly type: string;
  readonly code?: string;
  constructor(
    status: number,
    message: string,
    param?: string,
    type = 'invalid_request_error',
    code?: string,
  ) {
    super(message);
    this.status = status;
    this.param = param;
    this.type = type;
    this.code = code;
  }
}

export const invalid = (message: string, param?: string) => new StripeApiError(400, message, param);
export const missing = (kind: string, id: string, param: string) =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, param, 'invalid_request_error', 'resource_missing');

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Json = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers } as http.OutgoingHttpHeaders);
  res.end(JSON.stringify(body));
}

export function stripeError(res: http.ServerResponse, error: StripeApiError) {
  sendJson(res, error.status, {
    error: {
      type: error.type,
      message: error.message,
      ...(error.param ? { param: error.param } : {}),
      ...(error.code ? { code: error.code } : {}),
    },
  });
}

export function sendHtml(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

export function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Form-encoded parameters, as the SDK sends them (`a[b][0][c]=d`). */
export const parseParams = (text: string) => qs.parse(text, { depth: 10, arrayLimit: 100 }) as Json;

/** Whether the client would rather have HTML than JSON (a browser's form post). */
export function prefersHtml(req: http.IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  const quality = (type: string) => {
    for (const part of accept.split(',')) {
      const [name, ...params] = part.trim().split(';');
      if (name?.trim().toLowerCase() !== type) continue;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q ? Number(q.slice(2)) || 0 : 1;
    }
    return -1;
  };
  const html = quality('text/html');
  return html > 0 && html >= quality('application/json');
}

// --- values as the SDK encodes them ---

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function int(value: unknown, param: string): number | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return n;
}

export function bool(value: unknown, param: string): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw invalid(`Invalid boolean: ${String(value)}`, param);
}

export function metadataOf(value: unknown, param = 'metadata'): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('Invalid metadata: must be a hash of keys and values', param);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid(`Invalid metadata value for ${key}`, `${param}[${key}]`);
    out[key] = v;
  }
  return out;
}

/** Updates metadata as Stripe does: a key set to '' is removed. */
export function mergeMetadata(current: Record<string, string>, update: unknown): Record<string, string> {
  const next = { ...current };
  for (const [key, value] of Object.entries(metadataOf(update))) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

export const asArray = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : value === undefined || value === ''
        ? []
        : [value];

export const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

// --- how money and dates read on the pages ---

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
export const date = (seconds: number) => dateFormat.format(new Date(seconds * 1000));
export const dateTime = (seconds: number) => dateTimeFormat.format(new Date(seconds * 1000));

/** "per month", "every 3 months". */
export const perInterval = (interval: string, count: number) =>
  count === 1 ? `per ${interval}` : `every ${count} ${interval}s`;

/** The same moment `count` intervals later; a month end stays a month end, as Stripe bills. */
export function addInterval(seconds: number, interval: string, count: number): number {
  const d = new Date(seconds * 1000);
  if (interval === 'day') return seconds + count * 86_400;
  if (interval === 'week') return seconds + count * 7 * 86_400;
  const months = interval === 'year' ? 12 * count : count;
  const day = d.getUTCDate();
  const target = new Date(d);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}
