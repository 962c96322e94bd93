// The gallery's pictures through the config API. Each change answers with the gallery's pictures
// (or the one picture) as the server now holds them, so the screen shows what was saved.
import type { GalleryPicture, GalleryPictureChange } from '@tessera/site/gallery-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

const picturesUrl = (galleryId: string) => `/api/config/galleries/${encodeURIComponent(galleryId)}/pictures`;
const pictureUrl = (galleryId: string, pictureId: string) =>
  `${picturesUrl(galleryId)}/${encodeURIComponent(pictureId)}`;

type Pictures = { pictures: GalleryPicture[] };

// `silent`: failures are shown on the screen, not as the system dialog.
export async function fetchPictures(galleryId: string): Promise<GalleryPicture[]> {
  const answer = await request<Pictures>({ method: 'GET', url: picturesUrl(galleryId), silent: true });
  return answer.pictures;
}

export async function addPictures(galleryId: string, assetIds: string[]): Promise<GalleryPicture[]> {
  const answer = await request<Pictures>({
    method: 'POST',
    url: picturesUrl(galleryId),
    data: { assetIds },
    json: true,
    silent: true,
  });
  return answer.pictures;
}

export async function changePicture(
  galleryId: string,
  pictureId: string,
  change: GalleryPictureChange,
): Promise<GalleryPicture> {
  const answer = await request<{ picture: GalleryPicture }>({
    method: 'PUT',
    url: pictureUrl(galleryId, pictureId),
    data: change,
    json: true,
    silent: true,
  });
  return answer.picture;
}

export async function movePicture(
  galleryId: string,
  pictureId: string,
  index: number,
): Promise<GalleryPicture[]> {
  const answer = await request<Pictures>({
    method: 'PUT',
    url: `${pictureUrl(galleryId, pictureId)}/position`,
    data: { index },
    json: true,
    silent: true,
  });
  return answer.pictures;
}

export async function trashPicture(galleryId: string, pictureId: string): Promise<GalleryPicture[]> {
  const answer = await request<Pictures>({
    method: 'DELETE',
    url: pictureUrl(galleryId, pictureId),
    silent: true,
  });
  return answer.pictures;
}
