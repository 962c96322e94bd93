// The config area's "Site" screen (settings permission): the header and footer, and the site's basic
// settings, each its own form with its own Save. Both are read afresh each time the screen opens.
// The cookie banner's, the popup's, the announcement bar's and the mobile info bar's settings are
// screens of their own, opened from here.
import { call } from '@tessera/site/api/call.ts';
import type { SiteSettings } from '@tessera/site/api/routes.gen.ts';
import { useId, useState } from 'react';
import { SiteImagesProvider } from '../pages/fields/site-images.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { AnnouncementBarScreen } from './AnnouncementBarScreen.tsx';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';
import { HeaderFooterForm } from './HeaderFooterForm.tsx';
import { MobileInfoBarScreen } from './MobileInfoBarScreen.tsx';
import { PopupOverlayScreen } from './PopupOverlayScreen.tsx';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';

interface SiteScreenProps {
  /** Back to the pages panel. */
  onBack: () => void;
  /** A form saved (the settings form with what it stored): the frame loads the page again to show it. */
  onSaved: (settings?: SiteSettings) => void;
  /** The frame shows the cookie banner whatever was chosen while this is true (its screen is open) */
  onForceCookieBanner?: (forced: boolean) => void;
  /** Opens the popup overlay in the frame's page (its screen's Preview) */
  onPreviewPopup?: () => void;
}

// Both read afresh each time the screen opens; `silent`: a failure is shown where the form would be.
const fetchHeaderFooter = () => call('GET /api/site-header-footer', { silent: true });
const fetchSiteSettings = () => call('GET /api/config/site-settings', { silent: true });

type SubScreen = 'cookie-banner' | 'popup' | 'announcement-bar' | 'mobile-info-bar';
const SUB_SCREENS: { screen: SubScreen; label: string }[] = [
  { screen: 'cookie-banner', label: 'Cookie banner' },
  { screen: 'popup', label: 'Popup' },
  { screen: 'announcement-bar', label: 'Announcement bar' },
  { screen: 'mobile-info-bar', label: 'Mobile info bar' },
];

export function SiteScreen({
  onBack,
  onSaved,
  onForceCookieBanner = () => {},
  onPreviewPopup = () => {},
}: SiteScreenProps) {
  const [open, setOpen] = useState<SubScreen | null>(null);
  const back = () => setOpen(null);
  const saved = () => onSaved();
  switch (open) {
    case 'cookie-banner':
      return <CookieBannerScreen onBack={back} onSaved={saved} onForceBanner={onForceCookieBanner} />;
    case 'popup':
      return <PopupOverlayScreen onBack={back} onSaved={saved} onPreview={onPreviewPopup} />;
    case 'announcement-bar':
      return <AnnouncementBarScreen onBack={back} onSaved={saved} />;
    case 'mobile-info-bar':
      return <MobileInfoBarScreen onBack={back} onSaved={saved} />;
    default:
      return <SiteForms onBack={onBack} onSaved={onSaved} onOpen={setOpen} />;
  }
}

function SiteForms({
  onBack,
  onSaved,
  onOpen,
}: Pick<SiteScreenProps, 'onBack' | 'onSaved'> & { onOpen: (screen: SubScreen) => void }) {
  const headerFooter = useRemoteData(fetchHeaderFooter);
  const settings = useRemoteData(fetchSiteSettings);
  const headerFooterHeading = useId();
  const settingsHeading = useId();
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Site">
      {SUB_SCREENS.map(({ screen, label }) => (
        <button key={screen} type="button" onClick={() => onOpen(screen)}>
          {label}
        </button>
      ))}
      <SiteImagesProvider>
        <h3 className="form-section-heading" id={headerFooterHeading}>
          Header &amp; footer
        </h3>
        {headerFooter.state.status === 'loading' && (
          <p role="status" className="panel-note">
            Loading the header and footer…
          </p>
        )}
        {headerFooter.state.status === 'failed' && (
          <LoadFailure message={headerFooter.state.message} onRetry={headerFooter.retry} />
        )}
        {headerFooter.state.status === 'ready' && (
          <HeaderFooterForm
            initial={headerFooter.state.data}
            headingId={headerFooterHeading}
            onSaved={onSaved}
          />
        )}
        <h3 className="form-section-heading" id={settingsHeading}>
          Site settings
        </h3>
        {settings.state.status === 'loading' && (
          <p role="status" className="panel-note">
            Loading the site settings…
          </p>
        )}
        {settings.state.status === 'failed' && (
          <LoadFailure message={settings.state.message} onRetry={settings.retry} />
        )}
        {settings.state.status === 'ready' && (
          <SiteSettingsForm initial={settings.state.data} headingId={settingsHeading} onSaved={onSaved} />
        )}
      </SiteImagesProvider>
    </PanelScreen>
  );
}
