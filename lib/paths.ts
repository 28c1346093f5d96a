import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root; everything CDK bundles is found relative to it, not to the working directory. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LAMBDAS_DIR = path.join(ROOT, 'lambdas');
export const FRONTEND_DIR = path.join(ROOT, 'frontend');
export const LOCK_FILE = path.join(ROOT, 'package-lock.json');
