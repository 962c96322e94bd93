// A gallery collection's pictures in the pages panel: listed in their order with loading, empty and
// failed states; added by upload (several at once) or from the asset library; each captioned,
// described and given a focal point; reordered by drag (@dnd-kit, its handle also lifted by the
// keyboard) or by Move up / Move down; removed to the trash. Every change is saved at once, one after
// another, and the list then shows what the server holds; every move, addition and removal is announced
// (a picture's form says itself that it saved).
import { DragDropProvider } from '@dnd-kit/react';
import { movedTo } from '@tessera/core';
import type { GalleryPicture, GalleryPictureChange } from '@tessera/site/gallery-api.ts';
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '../errors.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { droppedIndex, placeAnnouncement } from '../ui/sortable.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import { AddPictures } from './AddPictures.tsx';
import { PictureRow } from './PictureRow.tsx';
import { addPictures, changePicture, fetchPictures, movePicture, trashPicture } from './pictures-api.ts';
import { addedAnnouncement, captionOf, movedBy, removedAnnouncement } from './pictures-model.ts';
import './pictures.css';

interface GalleryPicturesScreenProps {
  galleryId: string;
  title: string;
  onBack: () => void;
}

export function GalleryPicturesScreen({ galleryId, title, onBack }: GalleryPicturesScreenProps) {
  const fetcher = useCallback(() => fetchPictures(galleryId), [galleryId]);
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
  const [pending, setPending] = useState(0);

  /** Shows `optimistic` at once (when given), then what the server answered, or the failure. */
  async function change(work: () => Promise<GalleryPicture[]>, said: string, optimistic?: GalleryPicture[]) {
    setFailure('');
    setPending((n) => n + 1);
    try {
      await send(work, optimistic);
      setAnnouncement(said);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setPending((n) => n - 1);
    }
  }

  function moveTo(picture: GalleryPicture, index: number, optimistic: GalleryPicture[]) {
    const said = placeAnnouncement(captionOf(picture), index, optimistic.length);
    void change(() => movePicture(galleryId, picture.id, index), said, optimistic);
  }

  const save = (picture: GalleryPicture, edit: GalleryPictureChange) =>
    saveOne(() => changePicture(galleryId, picture.id, edit));

  const add = (assetIds: string[]) =>
    change(() => addPictures(galleryId, assetIds), addedAnnouncement(assetIds.length));

  return (
    <div className="pictures-editor">
      <p className="panel-note">
        Drag a picture by its handle, or use its arrows, to change the order visitors see. Each change is
        saved at once.
      </p>
      {pictures.length === 0 ? (
        <p className="panel-note">
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
                busy={pending > 0}
                onMove={(delta) => {
                  const moved = movedBy(pictures, picture.id, delta);
                  if (moved) moveTo(picture, moved.index, moved.pictures);
                }}
                onSave={(edit) => save(picture, edit)}
                onRemove={() =>
                  void change(
                    () => trashPicture(galleryId, picture.id),
                    removedAnnouncement(captionOf(picture)),
                  )
                }
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
