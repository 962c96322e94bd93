// Files dropped on the canvas are uploaded to the site's asset library (each with its progress bar,
// checked by content as any upload), and each image becomes an image block after the selection, or
// at the end of the last section. Other files go to the library only, as the notice says.

import { assetRefOf } from '@tessera/site';
import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { createContext, type RefObject, useContext, useEffect } from 'react';
import { UploadList } from '../assets/UploadZone.tsx';
import { announceFilesChanged, uploadFile, useUploads } from '../assets/use-uploads.ts';
import { type GetPuck, insertAction } from './BlockTools.tsx';
import { zonesOf } from './keyboard.ts';
import type { CanvasData } from './puck-data.ts';

/** Where the frame hands dropped files: set by the canvas's uploads, read by the frame. */
export type DropTarget = RefObject<((files: File[]) => void) | null>;

export const CanvasDropContext = createContext<DropTarget>({ current: null });

/** Adds an image block holding the uploaded image where the Add control would put one. */
function insertImage(getPuck: GetPuck, file: AssetFile) {
  const action = insertAction(getPuck, 'image');
  if (action?.type !== 'insert') return;
  const { dispatch } = getPuck();
  dispatch(action);
  const zone = action.destinationZone ?? '';
  const inserted = zonesOf(getPuck().appState.data as CanvasData).get(zone)?.items[action.destinationIndex];
  if (!inserted) return;
  const image = assetRefOf({ ...file, width: file.width ?? 0, height: file.height ?? 0 });
  dispatch({
    type: 'replace',
    destinationZone: zone,
    destinationIndex: action.destinationIndex,
    data: { ...inserted, props: { ...inserted.props, image, alt: file.alt } },
  });
  dispatch({ type: 'setUi', ui: { itemSelector: { index: action.destinationIndex, zone } } });
}

/** The uploads of files dropped on the canvas, and their progress. Inside Puck. */
export function CanvasDropUploads({ getPuck }: { getPuck: GetPuck }) {
  const target = useContext(CanvasDropContext);
  const { uploads, start, clearFinished } = useUploads(uploadFile, (file) => {
    announceFilesChanged();
    if (file.kind === 'image' && file.width && file.height) insertImage(getPuck, file);
  });
  useEffect(() => {
    target.current = start;
    return () => {
      target.current = null;
    };
  }, [target, start]);
  if (uploads.length === 0) return null;
  const others = uploads.some((u) => u.status === 'done') ? (
    <p className="panel-note">Images dropped here are added to the page; other files go to your files.</p>
  ) : null;
  return (
    <div className="canvas-uploads">
      <UploadList uploads={uploads} onClear={clearFinished} />
      {others}
    </div>
  );
}

/** Lets the frame's document take files dragged onto it, handing them to the canvas's uploads. */
export function useFileDrop(frameDocument: Document | undefined, target: DropTarget): void {
  useEffect(() => {
    if (!frameDocument) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length) target.current?.(files);
    };
    frameDocument.addEventListener('dragover', over);
    frameDocument.addEventListener('drop', drop);
    return () => {
      frameDocument.removeEventListener('dragover', over);
      frameDocument.removeEventListener('drop', drop);
    };
  }, [frameDocument, target]);
}
