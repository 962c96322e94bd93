// The config area's "Site" screen (settings permission): the header and footer, and the site's basic
// settings, each its own form with its own Save. Both are read afresh each time the screen opens.
// The cookie banner's settings are a screen of their own, opened from here.
import type { SiteSettings } from '@tessera/site/site-design.ts';
import { useId, useState } from 'react';
import { SiteImagesProvider } from '../pages/fields/site-images.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { CookieBannerScreen } from './CookieBannerScreen.tsx';
import { HeaderFooterForm } from './HeaderFooterForm.tsx';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';
import { fetchHeaderFooter, fetchSiteSettings } from './site-api.ts';

interface SiteScreenProps {
  /** Back to the pages panel. */
  onBack: () => void;
  /** A form saved (the settings form with what it stored): the frame loads the page again to show it. */
  onSaved: (settings?: SiteSettings) => void;
  /** The frame shows the cookie banner whatever was chosen while this is true (its screen is open) */
  onForceCookieBanner?: (forced: boolean) => void;
}

export function SiteScreen({ onBack, onSaved, onForceCookieBanner = () => {} }: SiteScreenProps) {
  const [bannerOpen, setBannerOpen] = useState(false);
  if (bannerOpen)
    return (
      <CookieBannerScreen
        onBack={() => setBannerOpen(false)}
        onSaved={() => onSaved()}
        onForceBanner={onForceCookieBanner}
      />
    );
  return <SiteForms onBack={onBack} onSaved={onSaved} onOpenCookieBanner={() => setBannerOpen(true)} />;
}

function SiteForms({
  onBack,
  onSaved,
  onOpenCookieBanner,
}: Pick<SiteScreenProps, 'onBack' | 'onSaved'> & { onOpenCookieBanner: () => void }) {
  const headerFooter = useRemoteData(fetchHeaderFooter);
  const settings = useRemoteData(fetchSiteSettings);
  const headerFooterHeading = useId();
  const settingsHeading = useId();
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Site">
      <button type="button" onClick={onOpenCookieBanner}>
        Cookie banner
      </button>
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
