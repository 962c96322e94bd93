import type { SiteImage } from '@tessera/site/config-api.ts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { fetchSiteImages } from '../pages-api.ts';

interface SiteImagesSource {
  get(): Promise<SiteImage[]>;
}

const SiteImagesContext = createContext<SiteImagesSource | null>(null);

/** Asks for the site's images once for every picker under it, and only when a picker is shown. */
export function SiteImagesProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Promise<SiteImage[]> | null>(null);
  const source = useMemo<SiteImagesSource>(
    () => ({
      get: () => {
        pending.current ??= fetchSiteImages().catch((error: unknown) => {
          pending.current = null;
          throw error;
        });
        return pending.current;
      },
    }),
    [],
  );
  return <SiteImagesContext.Provider value={source}>{children}</SiteImagesContext.Provider>;
}

export function useSiteImages() {
  const source = useContext(SiteImagesContext);
  const fetcher = useCallback(() => (source ? source.get() : fetchSiteImages()), [source]);
  return useRemoteData(fetcher);
}
