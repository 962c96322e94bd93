// Where the packages are on disk. This file sits directly in src/, and the production build puts
// every file it makes directly in dist/ (build.ts), so the same relative path holds in both.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
