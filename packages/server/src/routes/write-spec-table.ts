// `npx tsx packages/server/src/routes/write-spec-table.ts`: writes the spec's calls, addresses and page
// types (spec-calls.ts) into docs/architecture.md, between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { specTableMarkdown, withSpecTable } from './spec-calls.ts';
import { ARCHITECTURE_DOC } from './spec-doc.ts';

writeFileSync(ARCHITECTURE_DOC, withSpecTable(readFileSync(ARCHITECTURE_DOC, 'utf8'), specTableMarkdown()));
console.log(`Wrote the spec table into ${ARCHITECTURE_DOC}`);
