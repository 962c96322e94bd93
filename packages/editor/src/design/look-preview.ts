// The Design screen's preview before a save: the look drawn on the page the frame shows, through
// the page's own style properties (the CSSOM, which the page's Content-Security-Policy allows where a
// <style> added by script would be refused). Reloading the frame (after a save) drops it.
import {
  inkOn,
  LOOK_FONTS,
  LOOK_HEADING_SELECTOR,
  LOOK_RADII,
  LOOK_ROUNDED_SELECTOR,
  type SiteLook,
} from '@tessera/core';

export function previewLook(page: Document, look: SiteLook): void {
  const root = page.documentElement;
  const { background, text, accent, darkBackground, darkAccent } = look.palette;
  root.style.setProperty('--paper', background);
  root.style.setProperty('--ink', text);
  root.style.setProperty('--accent', accent);
  root.style.setProperty('--accent-ink', inkOn(accent));
  root.style.fontFamily = LOOK_FONTS[look.bodyFont].stack;
  for (const heading of page.querySelectorAll<HTMLElement>(LOOK_HEADING_SELECTOR))
    heading.style.fontFamily = LOOK_FONTS[look.headingFont].stack;
  for (const control of page.querySelectorAll<HTMLElement>(LOOK_ROUNDED_SELECTOR))
    control.style.borderRadius = `${LOOK_RADII[look.radius]}px`;
  for (const section of page.querySelectorAll<HTMLElement>('.section-theme-dark')) {
    section.style.background = darkBackground;
    section.style.setProperty('--accent', darkAccent);
    section.style.setProperty('--accent-ink', inkOn(darkAccent));
  }
  for (const section of page.querySelectorAll<HTMLElement>('.section-theme-accent')) {
    section.style.background = accent;
    section.style.color = inkOn(accent);
    section.style.setProperty('--ink', inkOn(accent));
    section.style.setProperty('--accent', inkOn(accent));
    section.style.setProperty('--accent-ink', accent);
  }
}

/** The page the editor frame shows, when it is loaded and of this origin. */
export function framedPage(): Document | null {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Site preview"]');
  try {
    return frame?.contentDocument ?? null;
  } catch {
    return null;
  }
}
