import { formatFileSize } from '@tessera/core';
import type { AssetFile } from '@tessera/site/config-api.ts';
import { useRenameDelete } from '../ui/use-rename-delete.ts';

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
  // The library's rename and delete throw the spec's own words for the owner.
  const row = useRenameDelete(file.title, (failure) => (failure as Error).message);
  const { mode, draft, busy, error, refs } = row;

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
            ref={refs.nameInput}
            className="file-name-input"
            aria-label={`New name for ${file.title}`}
            value={draft}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => row.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void row.saveName(onRename);
              } else row.onNameKeyDown(event);
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
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => void row.remove(onDelete)}
            >
              Delete file
            </button>
            <button type="button" ref={refs.keepButton} disabled={busy} onClick={row.keep}>
              Keep it
            </button>
          </fieldset>
        ) : (
          <div className="file-actions">
            {mode === 'rename' ? (
              <>
                <button type="button" disabled={busy} onClick={() => void row.saveName(onRename)}>
                  Save name
                </button>
                <button type="button" disabled={busy} onClick={row.cancelRename}>
                  Cancel
                </button>
              </>
            ) : (
              <>
                <button type="button" ref={refs.renameButton} onClick={row.startRename}>
                  Rename<span className="visually-hidden"> {file.title}</span>
                </button>
                <button type="button" ref={refs.deleteButton} onClick={row.confirmDelete}>
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
