import { INTERFACE_STRINGS } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { SiteImage } from '@tessera/site/api/routes.gen.ts';
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FILES_CHANGED_EVENT } from '../../assets/use-uploads.ts';
import { useRemoteData } from '../../ui/use-remote-data.ts';

interface SiteImagesSource {
  get(): Promise<SiteImage[]>;
}

const SiteImagesContext = createContext<SiteImagesSource | null>(null);

/** Counts changes to the site's files (an upload, a rename, a delete): pickers load again on each. */
function useFilesRevision(): number {
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const changed = () => setRevision((r) => r + 1);
    window.addEventListener(FILES_CHANGED_EVENT, changed);
    return () => window.removeEventListener(FILES_CHANGED_EVENT, changed);
  }, []);
  return revision;
}

/** Asks for the site's images once for every picker under it, and only when a picker is shown. */
/** The site's uploaded images, for the image pickers. */
export async function fetchSiteImages() {
  return (await call('GET /api/config/assets', { silent: true })).assets;
}

export function SiteImagesProvider({ children }: { children: ReactNode }) {
  const pending = useRef<Promise<SiteImage[]> | null>(null);
  const revision = useFilesRevision();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source (and a fresh load) per revision
  const source = useMemo<SiteImagesSource>(() => {
    pending.current = null;
    return {
      get: () => {
        pending.current ??= fetchSiteImages().catch((error: unknown) => {
          pending.current = null;
          throw error;
        });
        return pending.current;
      },
    };
  }, [revision]);
  return <SiteImagesContext.Provider value={source}>{children}</SiteImagesContext.Provider>;
}

export function useSiteImages() {
  const source = useContext(SiteImagesContext);
  const revision = useFilesRevision();
  // biome-ignore lint/correctness/useExhaustiveDependencies: without a provider, a fresh load per revision
  const fetcher = useCallback(() => (source ? source.get() : fetchSiteImages()), [source, revision]);
  return useRemoteData(fetcher);
}

/**
 * What a picker of the site's images says while they load, when they could not be loaded (with a way
 * to try again) and when there are none; nothing once there are some.
 */
function SiteImagesStatus({ images }: { images: ReturnType<typeof useSiteImages> }) {
  const { state, retry } = images;
  if (state.status === 'loading') return <p className="panel-note">Loading the site’s images…</p>;
  // A picker is a small place: spec 2 §8's compact 'Unable to load. Try again.' is its retry button,
  // with the reason after it.
  if (state.status === 'failed')
    return (
      <p className="panel-note" role="alert">
        <button type="button" className="link-button" onClick={retry}>
          {INTERFACE_STRINGS.unableToLoadTryAgain}
        </button>{' '}
        <span className="load-reason">{state.message}</span>
      </p>
    );
  if (state.data.length === 0) return <p className="panel-note">This site has no uploaded images yet.</p>;
  return null;
}

/** One of the site's images offered in a picker: its control (radio button or check box), thumbnail and name. */
function SiteImageChoice({
  image,
  control,
}: {
  image: SiteImage;
  control: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <label className="asset-option">
      <input {...control} />
      <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" />
      <span className="asset-name">{image.alt || image.name}</span>
    </label>
  );
}

/**
 * The site's images as a picker shows them: its status notes, then each image with the control
 * `controlOf` gives it (a radio button to pick one, a check box to pick several).
 */
export function SiteImageGrid({
  images,
  controlOf,
}: {
  images: ReturnType<typeof useSiteImages>;
  controlOf: (image: SiteImage) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const { state } = images;
  return (
    <>
      <SiteImagesStatus images={images} />
      {state.status === 'ready' && state.data.length > 0 && (
        <div className="asset-grid">
          {state.data.map((image) => (
            <SiteImageChoice key={image.id} image={image} control={controlOf(image)} />
          ))}
        </div>
      )}
    </>
  );
}
