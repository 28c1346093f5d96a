import {
  isAllowedType,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  type UploadPurpose,
} from '@contract/uploads-constants.ts';
import { loadConfig } from '@/config.ts';
import { ApiError, call } from '@/api/client.ts';

/** Some systems give no type for .doc/.docx (or others); fall back on the file's extension. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export const fileType = (file: File) =>
  file.type || BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';

/** Checks a picked file before anything is sent: the spec's size message, and the allowed types in words. */
export function checkPickedFile(file: File, purpose: UploadPurpose): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (!isAllowedType(purpose, fileType(file))) return UPLOAD_MESSAGES.typeNotAllowed(purpose);
  return null;
}

function post(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new ApiError(xhr.status, 'upload_failed', 'The upload was refused. Please try again.'));
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'The upload failed. Check your connection and try again.'));
    xhr.send(form);
  });
}

/**
 * Uploads a file straight to storage with a presigned POST, reporting progress, then asks the server
 * to check it (size and real type). Resolves to the key to attach; rejects with the reason otherwise.
 */
export async function uploadFile(file: File, purpose: UploadPurpose, onProgress: (fraction: number) => void) {
  const problem = checkPickedFile(file, purpose);
  if (problem) throw new ApiError(400, 'bad_request', problem);
  if ((await loadConfig()).demo) return demoUpload(file, purpose, onProgress);
  const target = await call('uploadsCreate', {
    body: { purpose, fileName: file.name, contentType: fileType(file), size: file.size },
  });
  const form = new FormData();
  for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
  form.append('file', new Blob([file], { type: fileType(file) }), file.name);
  await post(target.url, form, onProgress);
  await call('uploadsCheck', { body: { key: target.key, purpose } });
  onProgress(1);
  return { key: target.key, name: file.name };
}

/** Demo mode: the file stays on this device; the form carries on as if it were uploaded. */
async function demoUpload(file: File, purpose: UploadPurpose, onProgress: (fraction: number) => void) {
  for (const fraction of [0.3, 0.7, 1]) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    onProgress(fraction);
  }
  return { key: `pending/demo/${purpose}/${crypto.randomUUID()}`, name: file.name };
}
