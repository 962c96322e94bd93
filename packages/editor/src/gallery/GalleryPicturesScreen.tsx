// A gallery collection's pictures in the pages panel: listed in their order with loading, empty and
// failed states; added by upload (several at once) or from the asset library; each captioned,
// described and given a focal point; reordered by drag (@dnd-kit, its handle also lifted by the
// keyboard) or by Move up / Move down; removed from the gallery (the server keeps it in the items'
// trash until purged, but no screen restores it, so the words promise no trash). Every change is
// saved at once, one after another, and the list then shows what the server holds; every move,
// addition and removal is announced (a picture's form says itself that it saved).
import { DragDropProvider } from '@dnd-kit/react';
import { movedTo } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { GalleryPicture } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { droppedIndex, placeAnnouncement } from '../ui/sortable.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { AddPictures, type AssetIds } from './AddPictures.tsx';
import type { PictureChange } from './PictureForm.tsx';
import { PictureRow } from './PictureRow.tsx';
import { addedAnnouncement, captionOf, movedBy, removedAnnouncement } from './pictures-model.ts';
import './pictures.css';

interface GalleryPicturesScreenProps {
  galleryId: string;
  title: string;
  onBack: () => void;
}

// `silent`: failures are shown on the screen, not as the system dialog. Each change answers with the
// gallery's pictures (or the one picture) as the server now holds them, so the screen shows what was saved.

export function GalleryPicturesScreen({ galleryId, title, onBack }: GalleryPicturesScreenProps) {
  const fetcher = useCallback(
    async () =>
      (await call('GET /api/config/galleries/:id/pictures', { params: { id: galleryId }, silent: true }))
        .pictures,
    [galleryId],
  );
  const { state, retry } = useRemoteData(fetcher);
  return (
    <PanelScreen backLabel={`← Back to ${title}`} onBack={onBack} title={`Pictures of ${title}`}>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the pictures…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <PicturesEditor galleryId={galleryId} initial={state.data} onReload={retry} />
      )}
    </PanelScreen>
  );
}

interface PicturesEditorProps {
  galleryId: string;
  initial: GalleryPicture[];
  onReload: () => void;
}

/**
 * The pictures as shown, saved one change at a time in the order made (so each answer is newer than
 * the last). A change shows at once when it can; the server's answer replaces it only when no later
 * change waits behind it (else a second quick move would jump back, then forward); a refusal puts
 * back the last list the server gave.
 */
function useSavedPictures(initial: GalleryPicture[]) {
  const [pictures, setPictures] = useState(initial);
  const confirmed = useRef(initial);
  const latest = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  }

  /** Shows `optimistic` (when given), then the server's answer; throws the refusal. */
  async function change(work: () => Promise<GalleryPicture[]>, optimistic?: GalleryPicture[]) {
    latest.current += 1;
    const ticket = latest.current;
    if (optimistic) setPictures(optimistic);
    try {
      const answer = await enqueue(work);
      confirmed.current = answer;
      if (ticket === latest.current) setPictures(answer);
    } catch (error) {
      setPictures(confirmed.current);
      throw error;
    }
  }

  async function saveOne(work: () => Promise<GalleryPicture>) {
    const saved = await enqueue(work);
    const swap = (list: GalleryPicture[]) => list.map((p) => (p.id === saved.id ? saved : p));
    confirmed.current = swap(confirmed.current);
    setPictures(swap);
    return saved;
  }

  return { pictures, change, saveOne };
}

export function PicturesEditor({ galleryId, initial, onReload }: PicturesEditorProps) {
  const { pictures, change: send, saveOne } = useSavedPictures(initial);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const editorRef = useRef<HTMLDivElement>(null);
  /** After a removal: the picture whose Remove takes the focus, or '' for the empty note. */
  const focusAfterRemoval = useRef<string | null>(null);

  // The removed row held the focus: it goes to the next picture's Remove (the one before when the
  // last went), or to the note saying the gallery is empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the list changes
  useEffect(() => {
    const wanted = focusAfterRemoval.current;
    focusAfterRemoval.current = null;
    if (wanted === null) return;
    const editor = editorRef.current;
    const selector = wanted ? `li[data-id="${wanted}"] button[data-action="remove"]` : '.pictures-empty';
    editor?.querySelector<HTMLElement>(selector)?.focus();
  }, [pictures]);

  /** Shows `optimistic` at once (when given), then what the server answered, or the failure. */
  async function change(work: () => Promise<GalleryPicture[]>, said: string, optimistic?: GalleryPicture[]) {
    setFailure('');
    try {
      await send(work, optimistic);
      setAnnouncement(said);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  function moveTo(picture: GalleryPicture, index: number, optimistic: GalleryPicture[]) {
    const said = placeAnnouncement(captionOf(picture), index, optimistic.length);
    const params = { id: galleryId, pictureId: picture.id };
    const move = async () =>
      (
        await call('PUT /api/config/galleries/:id/pictures/:pictureId/position', {
          params,
          body: { index },
          silent: true,
        })
      ).pictures;
    void change(move, said, optimistic);
  }

  /** Gone from the list at once (so it cannot be sent twice), the focus on the next picture's Remove. */
  function remove(picture: GalleryPicture) {
    const index = pictures.indexOf(picture);
    const next = pictures[index + 1] ?? pictures[index - 1];
    focusAfterRemoval.current = next?.id ?? '';
    const rest = pictures.filter((p) => p.id !== picture.id);
    const params = { id: galleryId, pictureId: picture.id };
    const trash = async () =>
      (await call('DELETE /api/config/galleries/:id/pictures/:pictureId', { params, silent: true })).pictures;
    void change(trash, removedAnnouncement(captionOf(picture)), rest);
  }

  const save = (picture: GalleryPicture, edit: PictureChange) =>
    saveOne(
      async () =>
        (
          await call('PUT /api/config/galleries/:id/pictures/:pictureId', {
            params: { id: galleryId, pictureId: picture.id },
            body: edit,
            silent: true,
          })
        ).picture,
    );

  const add = (assetIds: AssetIds) =>
    change(
      async () =>
        (
          await call('POST /api/config/galleries/:id/pictures', {
            params: { id: galleryId },
            body: { assetIds },
            silent: true,
          })
        ).pictures,
      addedAnnouncement(assetIds.length),
    );

  return (
    <div className="pictures-editor" ref={editorRef}>
      <p className="panel-note">
        Drag a picture by its handle, or use its arrows, to change the order visitors see. Each change is
        saved at once.
      </p>
      {pictures.length === 0 ? (
        <p className="panel-note pictures-empty" tabIndex={-1}>
          This gallery has no pictures yet. Upload some or add them from the asset library.
        </p>
      ) : (
        <DragDropProvider
          onDragEnd={(event) => {
            // Dropped: the list as the drag left it (the sortable's own index), saved as one move.
            const dropped = droppedIndex(
              pictures.map((p) => p.id),
              event,
            );
            const picture = dropped && pictures[dropped.from];
            if (dropped && picture) moveTo(picture, dropped.to, movedTo(pictures, dropped.from, dropped.to));
          }}
        >
          <ol className="picture-list" aria-label="Pictures in their order">
            {pictures.map((picture, index) => (
              <PictureRow
                key={picture.id}
                picture={picture}
                index={index}
                last={index === pictures.length - 1}
                onMove={(delta) => {
                  const moved = movedBy(pictures, picture.id, delta);
                  if (moved) moveTo(picture, moved.index, moved.pictures);
                }}
                onSave={(edit) => save(picture, edit)}
                onRemove={() => remove(picture)}
              />
            ))}
          </ol>
        </DragDropProvider>
      )}
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {failure && (
        <div className="form-alert" role="alert">
          <p>{failure}</p>
          <button type="button" onClick={onReload}>
            Load the pictures again
          </button>
        </div>
      )}
      <AddPictures onAdd={add} />
    </div>
  );
}
