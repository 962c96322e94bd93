import type { GalleryCollectionSettings } from '@tessera/site/gallery/GalleryCollection.tsx';
import { request } from '@tessera/site/runtime/data-layer.ts';

// `silent`: failures are shown in the form, not as the system dialog.
const settingsUrl = (galleryId: string) => `/api/config/galleries/${encodeURIComponent(galleryId)}/settings`;

export async function fetchGallerySettings(galleryId: string): Promise<GalleryCollectionSettings> {
  const answer = await request<{ settings: GalleryCollectionSettings }>({
    method: 'GET',
    url: settingsUrl(galleryId),
    silent: true,
  });
  return answer.settings;
}

export async function saveGallerySettings(
  galleryId: string,
  settings: GalleryCollectionSettings,
): Promise<GalleryCollectionSettings> {
  const answer = await request<{ settings: GalleryCollectionSettings }>({
    method: 'PUT',
    url: settingsUrl(galleryId),
    data: settings,
    json: true,
    silent: true,
  });
  return answer.settings;
}
