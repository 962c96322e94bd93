import { formatFileSize } from '@tessera/core';
import type { AssetFile } from '@tessera/site/config-api.ts';
import { useEffect, useRef, useState } from 'react';

interface FileRowProps {
  file: AssetFile;
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

const KIND_LABELS: Record<AssetFile['kind'], string> = {
  image: 'Image',
  document: 'Document',
  audio: 'Audio',
  video: 'Video',
};

/** One file: a thumbnail for images, its name and facts; renamed in place (Enter saves, Escape cancels), deleted after a confirmation. */
export function FileRow({ file, onRename, onDelete }: FileRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [draft, setDraft] = useState(file.title);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when a mode ends: back to the button that started it (rendered again by then).
  const returnTo = useRef<'rename' | 'delete' | null>(null);

  useEffect(() => {
    if (mode === 'rename') {
      nameInput.current?.focus();
      nameInput.current?.select();
    } else if (mode === 'confirm-delete') keepButton.current?.focus();
    else if (returnTo.current) (returnTo.current === 'rename' ? renameButton : deleteButton).current?.focus();
  }, [mode]);

  const back = (to: 'rename' | 'delete') => {
    returnTo.current = to;
    setError(null);
    setMode('view');
  };

  async function saveName() {
    if (draft.trim() === file.title) return back('rename');
    setBusy(true);
    try {
      await onRename(draft);
      back('rename');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    setBusy(true);
    try {
      await onDelete();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  const facts = [
    KIND_LABELS[file.kind],
    formatFileSize(file.size),
    file.width && file.height ? `${file.width} × ${file.height}` : null,
  ].filter(Boolean);

  return (
    <li className="file-row" data-file-id={file.id}>
      <span className="file-thumb" aria-hidden="true">
        {file.kind === 'image' ? (
          <img src={file.src} alt="" loading="lazy" />
        ) : (
          <span>{file.name.split('.').pop()?.toUpperCase()}</span>
        )}
      </span>
      <div className="file-body">
        {mode === 'rename' ? (
          <input
            ref={nameInput}
            className="file-name-input"
            aria-label={`New name for ${file.title}`}
            value={draft}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void saveName();
              } else if (event.key === 'Escape') {
                // The panel's own Escape (hide the panel) is not wanted while renaming.
                event.preventDefault();
                event.stopPropagation();
                setDraft(file.title);
                back('rename');
              }
            }}
          />
        ) : (
          <a className="file-title" href={file.src} target="_blank" rel="noreferrer">
            {file.title}
          </a>
        )}
        <span className="file-meta">{facts.join(' · ')}</span>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        {mode === 'confirm-delete' ? (
          <fieldset className="file-confirm">
            <legend>Delete {file.title}? Pages that show it will show nothing in its place.</legend>
            <button type="button" className="danger" disabled={busy} onClick={() => void confirmDelete()}>
              Delete file
            </button>
            <button type="button" ref={keepButton} disabled={busy} onClick={() => back('delete')}>
              Keep it
            </button>
          </fieldset>
        ) : (
          <div className="file-actions">
            {mode === 'rename' ? (
              <>
                <button type="button" disabled={busy} onClick={() => void saveName()}>
                  Save name
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setDraft(file.title);
                    back('rename');
                  }}
                >
                  Cancel
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  ref={renameButton}
                  onClick={() => {
                    setDraft(file.title);
                    setMode('rename');
                  }}
                >
                  Rename<span className="visually-hidden"> {file.title}</span>
                </button>
                <button type="button" ref={deleteButton} onClick={() => setMode('confirm-delete')}>
                  Delete<span className="visually-hidden"> {file.title}</span>
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
