// Device views (spec: desktop, phone, tablet), at the spec's sizes (core's limits.ts): a phone is at
// most 432 px wide (926 tall), a tablet 800 (1024 tall), the desktop past the 1024 px breakpoint.
// The desktop fills the canvas at 100% (issue 38: a 1280 px page fitted into the canvas opened at 58%,
// its text too small to read); the canvas is past the desktop breakpoint on any screen that shows it
// beside the panels.
import type { UiState, Viewport } from '@puckeditor/core';
import { DESKTOP_BREAKPOINTS, DEVICE_HEIGHTS } from '@tessera/core';

const [TABLET_WIDTH] = DESKTOP_BREAKPOINTS;

export const DEVICE_VIEWS = [
  { id: 'desktop', label: 'Desktop', width: '100%', height: 'auto', icon: 'Monitor' },
  { id: 'tablet', label: 'Tablet', width: TABLET_WIDTH, height: DEVICE_HEIGHTS.tablet, icon: 'Tablet' },
  { id: 'phone', label: 'Phone', width: 414, height: DEVICE_HEIGHTS.phone, icon: 'Smartphone' },
] as const satisfies readonly (Viewport & { id: string })[];

/**
 * Puck's own state at the start: the desktop view, and its viewport controls (a second row of device
 * buttons and a zoom select) hidden, so the canvas's header holds the one set of device controls.
 */
export const INITIAL_UI: Partial<UiState> = {
  viewports: { current: { width: '100%', height: 'auto' }, controlsVisible: false, options: [] },
};

export const PUCK_VIEWPORTS: Viewport[] = DEVICE_VIEWS.map(({ width, height, label, icon }) => ({
  width,
  height,
  label,
  icon,
}));
