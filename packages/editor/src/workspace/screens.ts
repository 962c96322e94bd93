// The config area's screens beyond the pages panel, each loaded when it is first opened: the
// workspace's first load carries the top bar, the pages panel and the frame, not the code of
// eleven screens an owner may not open on this visit (issue 42: the editor's first second).
import { lazy } from 'react';

// Every screen's styles load with the workspace, not with each screen: screens share classes (a
// removal's button.danger is in assets.css, the forms list wears the newsletters' list styles), so a
// screen must not look different for which one was opened first. A glob, so that a new screen's
// stylesheet is among them without being listed; about 6 KB compressed. (config.css is main.tsx's.)
import.meta.glob(['../**/*.css', '!../config.css'], { eager: true });

export const AccountScreen = lazy(() =>
  import('../account/AccountScreen.tsx').then((module) => ({ default: module.AccountScreen })),
);
export const AnalyticsScreen = lazy(() =>
  import('../analytics/AnalyticsScreen.tsx').then((module) => ({ default: module.AnalyticsScreen })),
);
export const AssetLibrary = lazy(() =>
  import('../assets/AssetLibrary.tsx').then((module) => ({ default: module.AssetLibrary })),
);
export const CommentsScreen = lazy(() =>
  import('../comments/CommentsScreen.tsx').then((module) => ({ default: module.CommentsScreen })),
);
export const CommerceScreen = lazy(() =>
  import('../commerce/CommerceScreen.tsx').then((module) => ({ default: module.CommerceScreen })),
);
export const DesignScreen = lazy(() =>
  import('../design/DesignScreen.tsx').then((module) => ({ default: module.DesignScreen })),
);
export const FormsScreen = lazy(() =>
  import('../forms/FormsScreen.tsx').then((module) => ({ default: module.FormsScreen })),
);
export const MembersScreen = lazy(() =>
  import('../members/MembersScreen.tsx').then((module) => ({ default: module.MembersScreen })),
);
export const NewslettersScreen = lazy(() =>
  import('../newsletters/NewslettersScreen.tsx').then((module) => ({ default: module.NewslettersScreen })),
);
export const OutboxPanel = lazy(() =>
  import('../outbox/OutboxPanel.tsx').then((module) => ({ default: module.OutboxPanel })),
);
export const OverviewScreen = lazy(() =>
  import('../overview/OverviewScreen.tsx').then((module) => ({ default: module.OverviewScreen })),
);
export const PeopleScreen = lazy(() =>
  import('../people/PeopleScreen.tsx').then((module) => ({ default: module.PeopleScreen })),
);
export const SiteScreen = lazy(() =>
  import('../site-settings/SiteScreen.tsx').then((module) => ({ default: module.SiteScreen })),
);
