// The announcement bar (issue 12, section 2): a line of text at the top of every page of the site, with
// an optional link, and a close button when dismissible. Closing is a plain form: the server keeps it
// in a cookie naming the bar's revision and sends the page back without it, so the bar is never drawn
// and then removed (no layout shift, no script).
import type { AnnouncementBarSettings } from '@tessera/core';
import { routeUrl } from '../api/call.ts';
import { safeHref } from './links.ts';

export interface AnnouncementBarModel {
  settings: AnnouncementBarSettings;
  /** The saved revision shown: closing names it, so a bar saved again shows again */
  revision: number;
}

export const ANNOUNCEMENT_BAR_LABEL = 'Announcement';
export const DISMISS_ANNOUNCEMENT_LABEL = 'Dismiss announcement';

export function AnnouncementBar({ bar }: { bar: AnnouncementBarModel }) {
  const { text, linkText, dismissible } = bar.settings;
  const href = safeHref(bar.settings.linkUrl);
  return (
    <section className="announcement-bar" aria-label={ANNOUNCEMENT_BAR_LABEL} data-announcement-bar="">
      <p className="announcement-bar-text">
        {href && !linkText ? <a href={href}>{text}</a> : text}
        {href && linkText && (
          <>
            {' '}
            <a href={href}>{linkText}</a>
          </>
        )}
      </p>
      {dismissible && (
        <form
          method="post"
          action={routeUrl('POST /api/announcement-bar/dismiss')}
          className="announcement-bar-dismiss"
        >
          <input type="hidden" name="revision" value={bar.revision} />
          <button type="submit" aria-label={DISMISS_ANNOUNCEMENT_LABEL} title={DISMISS_ANNOUNCEMENT_LABEL}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </form>
      )}
    </section>
  );
}
