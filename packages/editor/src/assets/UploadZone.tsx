import { INTERFACE_STRINGS } from '@tessera/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { Upload } from './use-uploads.ts';

interface UploadZoneProps {
  uploads: Upload[];
  onFiles: (files: File[]) => void;
  onClear: () => void;
  /** What the button says: 'Upload files', 'Upload an image' */
  buttonLabel?: string;
  /** The file chooser's filter (the server decides by content either way) */
  accept?: string;
}

/**
 * Where files are dropped, or chosen with a button (the keyboard's way in); then a progress bar per
 * file, and each refusal's message in an alert.
 */
export function UploadZone({
  uploads,
  onFiles,
  onClear,
  buttonLabel = 'Upload files',
  accept,
}: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };

  return (
    <div className="upload-zone">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a target for files dragged in; the button inside is the keyboard's way */}
      <div
        className="drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p id={`${id}-hint`}>Drop files here, or</p>
        <button
          type="button"
          className="primary"
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {buttonLabel}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          data-testid="file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      <UploadList uploads={uploads} onClear={onClear} />
    </div>
  );
}

/**
 * A progress bar per file, each refusal's message in an alert, and a way to clear what is done.
 * Shown by the upload zone, and on the canvas for files dropped on it.
 */
export function UploadList({ uploads, onClear }: { uploads: Upload[]; onClear: () => void }) {
  const id = useId();
  const failed = uploads.filter((u) => u.status === 'failed');
  return (
    <>
      {uploads.length > 0 && (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} data-status={upload.status}>
              <label htmlFor={`${id}-${upload.key}`}>{upload.fileName}</label>
              <progress id={`${id}-${upload.key}`} max={100} value={Math.round(upload.progress * 100)} />
              <span className="upload-status">
                {upload.status === 'uploading'
                  ? 'Uploading…'
                  : upload.status === 'done'
                    ? 'Uploaded'
                    : INTERFACE_STRINGS.errorUploading}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Put in with its first message: an alert element added with content is announced. */}
      {failed.length > 0 && (
        <div role="alert" className="upload-messages">
          {failed.map((upload) => (
            <p key={upload.key} className="form-alert">
              {upload.message}
              {upload.hint && ` ${upload.hint}`}
            </p>
          ))}
        </div>
      )}
      {uploads.some((u) => u.status !== 'uploading') && (
        <button type="button" className="link-button" onClick={onClear}>
          Clear finished uploads
        </button>
      )}
    </>
  );
}
