import { renderToString } from 'react-dom/server';
import { Document } from './Document.tsx';
import type { PageModel } from './model.ts';

/** A complete HTML document for a page model. */
export function renderPage(page: PageModel): string {
  return `<!DOCTYPE html>${renderToString(<Document page={page} />)}`;
}
