/**
 * The apply dialog's check of a CV before it is uploaded: apart from the board's other helpers
 * (format.ts), so the board loads it only with the dialog.
 */
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@contract/uploads-constants.ts';

/** The apply dialog's CV problems, worded as the spec's toasts ('title: description'). */
export const APPLICATION_CV_MESSAGES = {
  type: 'Invalid file type: Please upload a PDF, DOC, or DOCX file.',
  size: 'File too large: Please upload a file smaller than 5MB.',
} as const;

const CV_EXTENSIONS = ['pdf', 'doc', 'docx'];

/**
 * Checks a CV picked in the apply dialog: PDF, DOC or DOCX (by type, or by extension when the system
 * gives no type), at most 5 MB. Gives the spec's message, or null when the file may be uploaded.
 */
export function applicationCvProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = file.type
    ? (UPLOAD_TYPES['application-cv'] as readonly string[]).includes(file.type)
    : CV_EXTENSIONS.includes(extension);
  if (!typeOk) return APPLICATION_CV_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return APPLICATION_CV_MESSAGES.size;
  return null;
}
