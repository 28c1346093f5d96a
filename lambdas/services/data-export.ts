/**
 * Prepares a data export: everything the product keeps about the account (the registry's walk,
 * services/account-data.ts), each item in its entity's export shape, as data.json, with the account's own
 * files beside it, in one zip under exports/<accountId>/. Marking it ready and putting the email that says so
 * in the outbox are one transaction. Run from the table's stream (streams/data-rights.ts): a failure is
 * retried; preparing again after a crash overwrites the same file.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { EXPORT_LINK_HOURS } from '../contract/data-rights.ts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { exportObjectKey, getExport, markExportReady, type ExportRecord } from '../data/data-exports.ts';
import { outboxEntry } from '../data/outbox.ts';
import { s3, uploadsBucket } from '../platform/s3.ts';
import { filePrefixes, listObjects, ownedItems, resolveSubject } from './account-data.ts';

export const EXPORT_FORMAT = 'nanny-marketplace-export/1';

const ABOUT =
  'Everything Nanny Marketplace keeps about your account, as of exportedAt: "data" holds each kind of ' +
  'record in the shape you gave it; "notIncluded" names the records we keep only to run the service ' +
  '(indexes, counters) and why each is left out; "files" lists every file you uploaded, found in the ' +
  'files folder beside this document.';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
};

async function readObject(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  try {
    const out = await s3().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return {
      bytes: await out.Body!.transformToByteArray(),
      contentType: out.ContentType ?? 'application/octet-stream',
    };
  } catch (error) {
    if (['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '')) return null;
    throw error;
  }
}

export interface ExportDocument {
  format: string;
  about: string;
  exportedAt: string;
  account: { id: string; email: string; name: string; userType: string | null };
  data: Record<string, Array<Record<string, unknown>>>;
  notIncluded: Record<string, string>;
  files: Array<{ path: string; key: string; of: string; contentType: string; sizeBytes: number }>;
}

/** The export's document and files, as the zip holds them. */
export async function collectExport(
  record: ExportRecord,
  now: Date,
): Promise<{ document: ExportDocument; zip: Zippable }> {
  const subject = await resolveSubject(record.accountId, record.email);
  const data: ExportDocument['data'] = {};
  const notIncluded: ExportDocument['notIncluded'] = {};
  const fileOwners = new Map<string, string>();
  for (const { entity, item } of await ownedItems(subject)) {
    if ('shape' in entity.export) (data[entity.name] ??= []).push(entity.export.shape(item, subject));
    else notIncluded[entity.name] = entity.export.none;
    for (const key of entity.files?.(item) ?? []) fileOwners.set(key, entity.name);
  }
  // Every object in the account's folders: attached files, and fresh uploads not attached yet.
  for (const prefix of filePrefixes(subject)) {
    if (prefix.startsWith('exports/')) continue;
    for (const object of await listObjects(prefix))
      if (!fileOwners.has(object.key)) fileOwners.set(object.key, 'Upload');
  }
  const zip: Zippable = {};
  const files: ExportDocument['files'] = [];
  let n = 0;
  for (const [key, of] of fileOwners) {
    const object = await readObject(key);
    if (!object) continue;
    n += 1;
    const extension = EXTENSIONS[object.contentType] ?? 'bin';
    const path = `files/${String(n).padStart(3, '0')}-${of}.${extension}`;
    zip[path] = [object.bytes, { level: 0 }];
    files.push({ path, key, of, contentType: object.contentType, sizeBytes: object.bytes.length });
  }
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    about: ABOUT,
    exportedAt: now.toISOString(),
    account: { id: record.accountId, email: record.email, name: record.name, userType: record.userType },
    data,
    notIncluded,
    files,
  };
  zip['data.json'] = strToU8(JSON.stringify(document, null, 2));
  return { document, zip };
}

/** Prepares an export that is still preparing; a no-op for one done (or gone) already. */
export async function prepareExport(
  accountId: string,
  exportId: string,
  now = new Date(),
): Promise<'ready' | 'skipped'> {
  const record = await getExport(accountId, exportId, true);
  if (!record || record.state !== 'preparing') return 'skipped';
  const { zip } = await collectExport(record, now);
  const bytes = zipSync(zip, { level: 6 });
  const objectKey = exportObjectKey(accountId, exportId);
  await s3().send(
    new PutObjectCommand({
      Bucket: uploadsBucket(),
      Key: objectKey,
      Body: bytes,
      ContentType: 'application/zip',
      ContentDisposition: `attachment; filename="${exportFileName(record)}"`,
    }),
  );
  const linkExpiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3600_000).toISOString();
  const email = outboxEntry(
    { type: 'export-ready-email', payload: { to: record.email, exportId, linkExpiresAt } },
    accountId,
    now,
    `${exportId}#ready`,
  );
  const marked = await markExportReady(
    record,
    { objectKey, sizeBytes: bytes.length, linkExpiresAt },
    email,
    now,
  );
  return marked ? 'ready' : 'skipped';
}

/** The name the downloaded file is saved under. */
export const exportFileName = (record: Pick<ExportRecord, 'requestedAt'>) =>
  `nanny-marketplace-data-${record.requestedAt.slice(0, 10)}.zip`;
