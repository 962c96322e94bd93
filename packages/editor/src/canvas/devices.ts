// Device views (spec: desktop, phone, tablet), at the spec's sizes: a phone is at most 432 px wide
// (926 tall), a tablet 800 (1024 tall), the desktop past the 1024 px breakpoint.
import type { Viewport } from '@puckeditor/core';

export const DEVICE_VIEWS = [
  { id: 'desktop', label: 'Desktop', width: 1280, height: 'auto', icon: 'Monitor' },
  { id: 'tablet', label: 'Tablet', width: 800, height: 1024, icon: 'Tablet' },
  { id: 'phone', label: 'Phone', width: 414, height: 926, icon: 'Smartphone' },
] as const satisfies readonly (Viewport & { id: string })[];

export const PUCK_VIEWPORTS: Viewport[] = DEVICE_VIEWS.map(({ width, height, label, icon }) => ({
  width,
  height,
  label,
  icon,
}));
