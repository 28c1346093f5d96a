/**
 * RFC 8058's one-click unsubscribe: a mailbox provider POSTs a List-Unsubscribe address with this one
 * field, as a url-encoded form or (some providers) a multipart one. Only the route that says
 * `oneClickForm` is given this reader (platform/http.ts), and it takes only this field: such a form from
 * another site can do no more than the link it is sent to, whose token decides. Multipart bodies are
 * read by busboy, bundled with that route alone.
 */
import busboy from 'busboy';
import { invalid } from '../domain/errors.ts';
import type { FormReader } from './http.ts';

const FIELD = 'List-Unsubscribe';
const VALUE = 'One-Click';
const URLENCODED = /^application\/x-www-form-urlencoded\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

/** A multipart form's fields, or null when it is not a few short text fields and nothing else. */
function multipartFields(raw: string, contentType: string): Promise<Array<[string, string]> | null> {
  return new Promise((resolve) => {
    const fields: Array<[string, string]> = [];
    let refused = false;
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fields: 2, files: 0, parts: 2, fieldNameSize: 64, fieldSize: 64 },
      });
    } catch {
      // No boundary, or one busboy cannot read: not a form.
      resolve(null);
      return;
    }
    parser.on('field', (name, value, info) => {
      // A plain text field (a part that names no type is one), whole.
      if (info.nameTruncated || info.valueTruncated || info.mimeType !== 'text/plain') refused = true;
      fields.push([name, value]);
    });
    parser.on('file', (_name, stream) => {
      refused = true;
      stream.resume();
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
      parser.on(limit, () => {
        refused = true;
      });
    parser.on('error', () => resolve(null));
    parser.on('close', () => resolve(refused ? null : fields));
    parser.end(Buffer.from(raw, 'utf8'));
  });
}

export const oneClickForm: FormReader = {
  accepts: (type) => {
    const trimmed = type?.trim() ?? '';
    return URLENCODED.test(trimmed) || MULTIPART.test(trimmed);
  },
  read: async (type, raw) => {
    const fields = URLENCODED.test(type.trim())
      ? [...new URLSearchParams(raw.trim())]
      : await multipartFields(raw, type.trim());
    const [field, ...others] = fields ?? [];
    if (!field || others.length || field[0] !== FIELD || field[1] !== VALUE)
      throw invalid('This address takes only the one-click unsubscribe form', {
        _: `Send the form field ${FIELD}=${VALUE} and nothing else`,
      });
    return { [FIELD]: VALUE };
  },
};
