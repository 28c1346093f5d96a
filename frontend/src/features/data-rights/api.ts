/** The account's rights over its data: its exports, its deletion, its newsletter subscription. */
import { call } from '@/api/client.ts';

/** GET /me/exports: the account's exports, newest first. */
export const readExports = (signal?: AbortSignal) => call('meExports', signal ? { signal } : {});

/** POST /me/exports: starts preparing a new export (202). */
export const requestExport = () => call('meRequestExport');

/** GET /me/exports/{id}/download: a short-lived address of the export's zip (410 once expired). */
export const exportDownload = (exportId: string) => call('meExportDownload', { params: { exportId } });

/** POST /me/deletion: deletes the account, confirmed by its own email typed again. */
export const requestDeletion = (confirmEmail: string) =>
  call('meRequestDeletion', { body: { confirmEmail } });

/** GET /me/newsletter. */
export const readNewsletter = (signal?: AbortSignal) => call('meNewsletter', signal ? { signal } : {});

/** PUT /me/newsletter. */
export const saveNewsletter = (subscribed: boolean) => call('meUpdateNewsletter', { body: { subscribed } });

/** POST /me/email: the server copies the verified address from the user pool into what it keeps. */
export const syncEmail = () => call('meSyncEmail');
