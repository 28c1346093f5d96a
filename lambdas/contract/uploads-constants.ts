/**
 * The uploads contract's limits, file types and texts, without its schemas: pages that only show them
 * import this module and do not download the schema library. uploads.ts re-exports all of it.
 */

/** Where uploads wait until a saved form attaches them (a lifecycle rule expires them), and where attached files live. */
export const PENDING_PREFIX = 'pending/';
export const FILES_PREFIX = 'files/';
/** Public copies of agency logos, served by the site's distribution at /logos/ (contract/logo-keys.ts). */
export const LOGOS_PREFIX = 'logos/';

/** Every upload is at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JPEG = 'image/jpeg';
const PNG = 'image/png';

/** What each kind of upload may be, by MIME type (checked again by magic bytes on the server). */
export const UPLOAD_TYPES = {
  'nanny-photo': [JPEG, PNG],
  'nanny-cv': [PDF, DOC, DOCX],
  'nanny-dbs': [JPEG, PNG],
  'nanny-reference': [PDF, DOC, DOCX],
  'job-photo': [JPEG, PNG],
  'application-cv': [PDF, DOC, DOCX],
  'agency-logo': [JPEG, PNG],
  /** A document shown for a verification check (identity, first aid): a photo or a scan. */
  'nanny-evidence': [JPEG, PNG, PDF],
} as const satisfies Record<string, readonly string[]>;

export type UploadPurpose = keyof typeof UPLOAD_TYPES;
export const UPLOAD_PURPOSES = Object.keys(UPLOAD_TYPES) as UploadPurpose[];

/** The file picker's `accept` attribute for a purpose (extensions as well as types). */
export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  'nanny-photo': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'nanny-cv': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'nanny-dbs': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'nanny-reference': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'job-photo': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'application-cv': `.pdf,.doc,.docx,${PDF},${DOC},${DOCX}`,
  'agency-logo': '.jpg,.jpeg,.png,image/jpeg,image/png',
  'nanny-evidence': `.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,${PDF}`,
};

/** Which account types may upload for each purpose. */
export const UPLOADERS: Record<UploadPurpose, readonly string[]> = {
  'nanny-photo': ['nanny'],
  'nanny-cv': ['nanny'],
  'nanny-dbs': ['nanny'],
  'nanny-reference': ['nanny'],
  'job-photo': ['family', 'agency'],
  'application-cv': ['nanny'],
  'agency-logo': ['agency'],
  'nanny-evidence': ['nanny'],
};

const DOCUMENT_IN_WORDS = 'a PDF or Word document';
const IMAGE_IN_WORDS = 'a JPEG or PNG image';

/** What each kind of upload may be, as a person would say it. */
export const ALLOWED_IN_WORDS: Record<UploadPurpose, string> = {
  'nanny-photo': IMAGE_IN_WORDS,
  'nanny-cv': DOCUMENT_IN_WORDS,
  'nanny-dbs': IMAGE_IN_WORDS,
  'nanny-reference': DOCUMENT_IN_WORDS,
  'job-photo': IMAGE_IN_WORDS,
  'application-cv': DOCUMENT_IN_WORDS,
  'agency-logo': IMAGE_IN_WORDS,
  'nanny-evidence': 'a JPEG or PNG image or a PDF',
};

export const UPLOAD_MESSAGES = {
  title: 'File Upload Error',
  tooLarge: 'File size must be less than 5MB',
  /** Names what the field takes, in words, whatever the refused file was (its type may be unknown). */
  typeNotAllowed: (purpose: UploadPurpose) => `Please upload ${ALLOWED_IN_WORDS[purpose]}.`,
  empty: 'The file is empty',
  missing: 'The upload was not found. Please upload the file again.',
} as const;

export const isAllowedType = (purpose: UploadPurpose, type: string) =>
  (UPLOAD_TYPES[purpose] as readonly string[]).includes(type);

/** The file extension of each accepted type. */
const EXTENSIONS: Record<string, string> = {
  [PDF]: 'pdf',
  [DOC]: 'doc',
  [DOCX]: 'docx',
  [JPEG]: 'jpg',
  [PNG]: 'png',
};

/** What a stored file is called, whoever uploaded it and whatever their file was called. */
const BASE_NAMES: Record<UploadPurpose, string> = {
  'nanny-photo': 'photo',
  'nanny-cv': 'cv',
  'nanny-dbs': 'dbs-certificate',
  'nanny-reference': 'reference',
  'job-photo': 'photo',
  'application-cv': 'cv',
  'agency-logo': 'logo',
  'nanny-evidence': 'evidence',
};

/**
 * A stored file's name, from its purpose and the type its bytes were found to be (`cv.pdf`,
 * `cv.docx`, `photo.jpg`): never the uploader's own file name, which may carry a surname or a second
 * extension (`CV.pdf.exe`).
 */
export const storedFileName = (purpose: UploadPurpose, detectedType: string): string =>
  `${BASE_NAMES[purpose]}.${EXTENSIONS[detectedType] ?? EXTENSIONS[UPLOAD_TYPES[purpose][0]]}`;

/**
 * The name a stored file is downloaded or attached under: its purpose's name with the extension of a
 * type the purpose accepts, taken from the stored name (older records kept the uploader's name).
 */
export function downloadFileName(purpose: UploadPurpose, storedName: string): string {
  return storedFileName(purpose, downloadFileType(purpose, storedName));
}

/** The type a stored file is served as: the one its name (given by its checked type) says. */
export function downloadFileType(purpose: UploadPurpose, storedName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(storedName)?.[1]?.toLowerCase();
  const type = (UPLOAD_TYPES[purpose] as readonly string[]).find(
    (t) => EXTENSIONS[t] === (extension === 'jpeg' ? 'jpg' : extension),
  );
  return type ?? UPLOAD_TYPES[purpose][0];
}
