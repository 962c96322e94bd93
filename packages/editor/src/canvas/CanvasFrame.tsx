// What goes into Puck's iframe besides the page: the site's own styles (the published page's base
// stylesheet, every block type's css, the sections' colours) and Puck's canvas styles. The config
// area's Content-Security-Policy allows no inline <style>, which the srcdoc frame inherits: the
// site's styles go in as a constructed stylesheet (CSSOM, which the policy does not govern) and
// Puck's as a <link> to the built file.
import { FOCUS_RING_DECLARATIONS } from '@tessera/core';
import type { Section } from '@tessera/site';
import { blockDefinitions } from '@tessera/site';
import { sectionRules } from '@tessera/site/page/page-styles.ts';
import { SITE_STYLES } from '@tessera/site/page/styles.ts';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useDraggableRoles } from './draggable-roles.ts';
import { CanvasDropContext, useFileDrop } from './drop-uploads.tsx';

/**
 * Shown only on the canvas: blocks with nothing to show yet, and the drop zones' room. A block takes
 * the published site's two-tone focus ring (core's), seen on any section colour, not an amber one.
 */
const CANVAS_STYLES = `.canvas-placeholder{margin:0;padding:1rem;border:1px dashed currentColor;font:.95rem ui-sans-serif,system-ui,sans-serif;opacity:.8}
[data-puck-component]:focus-visible{${FOCUS_RING_DECLARATIONS}}
.split-label{margin:0 auto;padding:.25rem .6rem;width:fit-content;border-radius:1rem;background:#1f3a5f;color:#fff;font:600 .8rem ui-sans-serif,system-ui,sans-serif}`;

const BASE_STYLES = [
  SITE_STYLES,
  ...blockDefinitions.map((definition) => definition.css ?? ''),
  CANVAS_STYLES,
]
  .filter(Boolean)
  .join('\n');

export function canvasStyles(sections: readonly Section[]): string {
  return `${BASE_STYLES}\n${sectionRules(sections)}`;
}

/** The sections on the canvas, for their colours' rules. */
export const CanvasSectionsContext = createContext<readonly Section[]>([]);

/**
 * Puck's `iframe` override: the frame's document gets the site's styles and the page's body class,
 * takes files dropped on it (drop-uploads.tsx), and its draggables are named groups (draggable-roles.ts).
 */
export function CanvasFrame({
  document: frameDocument,
  children,
  puckStylesheet,
}: {
  document: Document | undefined;
  children: ReactNode;
  puckStylesheet: string;
}) {
  const sections = useContext(CanvasSectionsContext);
  useFileDrop(frameDocument, useContext(CanvasDropContext));
  useDraggableRoles(frameDocument);
  const css = useMemo(() => canvasStyles(sections), [sections]);
  const frameWindow = frameDocument?.defaultView as (Window & typeof globalThis) | null | undefined;
  const sheet = useMemo(() => (frameWindow ? new frameWindow.CSSStyleSheet() : null), [frameWindow]);

  useEffect(() => {
    if (!frameDocument || !sheet) return;
    frameDocument.adoptedStyleSheets = [
      ...frameDocument.adoptedStyleSheets.filter((s) => s !== sheet),
      sheet,
    ];
    frameDocument.body.classList.add('page-layout');
    frameDocument.documentElement.lang = document.documentElement.lang || 'en';
    frameDocument.title = 'Page canvas';
    // Puck's <iframe> has no title of its own: the frame is named for screen readers here.
    frameDocument.defaultView?.frameElement?.setAttribute('title', 'Page canvas');
    const link = frameDocument.createElement('link');
    link.rel = 'stylesheet';
    link.href = puckStylesheet;
    frameDocument.head.append(link);
    return () => link.remove();
  }, [frameDocument, sheet, puckStylesheet]);

  useEffect(() => {
    sheet?.replaceSync(css);
  }, [sheet, css]);

  return <>{children}</>;
}
