import { FILES_PREFIX, PENDING_PREFIX, UPLOAD_PURPOSES, type UploadPurpose } from './uploads-constants.ts';

/**
 * Object keys are structures, not strings. The server issues two shapes:
 *
 * - `pending/<userId>/<purpose>/<id>`: a fresh upload, which only its uploader may attach;
 * - `files/<owner…>/<purpose>/<id>`: a checked copy, attached to what owns it: a nanny profile
 *   (`nannies/<nannyId>`), an agency (`agencies/<agencyId>`), a job (`jobs/<jobId>`) or an application
 *   (`applications/<jobId>/<nannyId>`).
 *
 * A key from a client is parsed into these parts, every part checked (ids of letters, digits, '-' and
 * '_', so no '.', '..', '/' or escapes), and rebuilt from them; nothing compares key strings by prefix.
 */
export type FileOwner =
  | { kind: 'nannies'; nannyId: string }
  | { kind: 'agencies'; agencyId: string }
  | { kind: 'jobs'; jobId: string }
  | { kind: 'applications'; jobId: string; nannyId: string };

export type UploadKey =
  | { stage: 'pending'; userId: string; purpose: UploadPurpose; id: string }
  | { stage: 'files'; owner: FileOwner; purpose: UploadPurpose; id: string };

const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** An id as keys and file paths may hold it: letters, digits, '-' and '_' (a Cognito sub, a UUID). */
export const isId = (part: string | undefined): part is string => part !== undefined && ID.test(part);
const isPurpose = (part: string | undefined): part is UploadPurpose =>
  (UPLOAD_PURPOSES as readonly string[]).includes(part ?? '');

function ownerOf(parts: readonly string[]): FileOwner | null {
  const [kind, a, b] = parts;
  if (parts.length === 2 && isId(a)) {
    if (kind === 'nannies') return { kind, nannyId: a };
    if (kind === 'agencies') return { kind, agencyId: a };
    if (kind === 'jobs') return { kind, jobId: a };
  }
  if (parts.length === 3 && kind === 'applications' && isId(a) && isId(b))
    return { kind, jobId: a, nannyId: b };
  return null;
}

/** The parts of a key the server issued, or null for anything else. */
export function parseUploadKey(key: string): UploadKey | null {
  if (key.length > 400) return null;
  const parts = key.split('/');
  const stage = `${parts[0]}/`;
  const purpose = parts.at(-2);
  const id = parts.at(-1);
  if (!isPurpose(purpose) || !isId(id)) return null;
  if (stage === PENDING_PREFIX) {
    const userId = parts[1];
    return parts.length === 4 && isId(userId) ? { stage: 'pending', userId, purpose, id } : null;
  }
  if (stage === FILES_PREFIX) {
    const owner = ownerOf(parts.slice(1, -2));
    return owner ? { stage: 'files', owner, purpose, id } : null;
  }
  return null;
}

const ownerPath = (owner: FileOwner): string => {
  switch (owner.kind) {
    case 'nannies':
      return `nannies/${owner.nannyId}`;
    case 'agencies':
      return `agencies/${owner.agencyId}`;
    case 'jobs':
      return `jobs/${owner.jobId}`;
    case 'applications':
      return `applications/${owner.jobId}/${owner.nannyId}`;
  }
};

/** The key of a structure; throws on parts that are not ids (a bug, never client input). */
export function uploadKeyOf(key: UploadKey): string {
  const path =
    key.stage === 'pending'
      ? `${PENDING_PREFIX}${key.userId}/${key.purpose}/${key.id}`
      : `${FILES_PREFIX}${ownerPath(key.owner)}/${key.purpose}/${key.id}`;
  if (!parseUploadKey(path)) throw new Error('Upload key parts must be ids');
  return path;
}

export const sameOwner = (a: FileOwner, b: FileOwner): boolean => ownerPath(a) === ownerPath(b);
