// Where docs/architecture.md is, for the spec table's writer and its test.
import { fileURLToPath } from 'node:url';

export const ARCHITECTURE_DOC = fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url));
