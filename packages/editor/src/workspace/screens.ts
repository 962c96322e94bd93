// The config area's screens beyond the pages panel, each loaded when it is first opened: the
// workspace's first load carries the top bar, the pages panel and the frame, not the code of
// eleven screens an owner may not open on this visit (issue 42: the editor's first second).
import { lazy } from 'react';
// Their styles load with the workspace, not with each screen: screens share classes (a removal's
// button.danger is in assets.css, the forms list wears the newsletters' list styles), so a screen
// must not look different for which one was opened first. About 6 KB compressed.
import '../people/people.css';
import '../analytics/analytics.css';
import '../assets/assets.css';
import '../comments/comments.css';
import '../commerce/commerce.css';
import '../commerce/coupons/coupons.css';
import '../commerce/inventory/inventory.css';
import '../commerce/orders/orders.css';
import '../commerce/products/products.css';
import '../forms/forms.css';
import '../members/members.css';
import '../newsletters/newsletters.css';

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
export const PeopleScreen = lazy(() =>
  import('../people/PeopleScreen.tsx').then((module) => ({ default: module.PeopleScreen })),
);
export const SiteScreen = lazy(() =>
  import('../site-settings/SiteScreen.tsx').then((module) => ({ default: module.SiteScreen })),
);
