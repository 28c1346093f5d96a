import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { getExport } from '../../data/data-exports.ts';
import { conflict, gone, notFound } from '../../domain/errors.ts';
import { meExportDownload } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { s3, uploadsBucket } from '../../platform/s3.ts';
import { exportFileName } from '../../services/data-export.ts';

/** A download link lives minutes: long enough to start the download, never to be passed around. */
const LINK_SECONDS = 5 * 60;

/**
 * A short-lived address of one of the caller's exports. The export is looked up under the caller, so
 * another account's id is not found; a link past its 24 hours is gone (410).
 */
export const handler = httpHandler(meExportDownload, async ({ principal, params, log }) => {
  const record = await getExport(principal.id, params.exportId);
  if (!record) throw notFound(DATA_RIGHTS_MESSAGES.exportNotFound);
  if (record.state === 'failed') throw gone(DATA_RIGHTS_MESSAGES.exportFailed);
  if (record.state !== 'ready' || !record.objectKey || !record.linkExpiresAt)
    throw conflict(DATA_RIGHTS_MESSAGES.exportPreparing);
  const now = Date.now();
  if (Date.parse(record.linkExpiresAt) <= now) throw gone(DATA_RIGHTS_MESSAGES.exportExpired);
  const seconds = Math.min(LINK_SECONDS, Math.floor((Date.parse(record.linkExpiresAt) - now) / 1000));
  const fileName = exportFileName(record);
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: uploadsBucket(),
      Key: record.objectKey,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: Math.max(1, seconds) },
  );
  log.info('data export downloaded', { exportId: record.id });
  return { url, fileName, expiresAt: new Date(now + Math.max(1, seconds) * 1000).toISOString() };
});
