// Device views (spec: desktop, phone, tablet), at the spec's sizes (core's limits.ts): a phone is at
// most 432 px wide (926 tall), a tablet 800 (1024 tall), the desktop past the 1024 px breakpoint.
import type { Viewport } from '@puckeditor/core';
import { DESKTOP_BREAKPOINTS, DEVICE_HEIGHTS } from '@tessera/core';

const [TABLET_WIDTH] = DESKTOP_BREAKPOINTS;

export const DEVICE_VIEWS = [
  { id: 'desktop', label: 'Desktop', width: 1280, height: 'auto', icon: 'Monitor' },
  { id: 'tablet', label: 'Tablet', width: TABLET_WIDTH, height: DEVICE_HEIGHTS.tablet, icon: 'Tablet' },
  { id: 'phone', label: 'Phone', width: 414, height: DEVICE_HEIGHTS.phone, icon: 'Smartphone' },
] as const satisfies readonly (Viewport & { id: string })[];

export const PUCK_VIEWPORTS: Viewport[] = DEVICE_VIEWS.map(({ width, height, label, icon }) => ({
  width,
  height,
  label,
  icon,
}));
