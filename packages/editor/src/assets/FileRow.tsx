import { fileAudienceLabel, formatFileSize } from '@tessera/core';
import type { AssetFile, MemberAreaChoice } from '@tessera/site/api/routes.gen.ts';
import { useEffect, useRef, useState } from 'react';
import { useRenameDelete } from '../ui/use-rename-delete.ts';
import { FileAccessForm, type FileAudience } from './FileAccessForm.tsx';
import { type PollDelay, useFileProcessing } from './use-processing.ts';

interface FileRowProps {
  file: AssetFile;
  /** The site's member areas, which a file can be marked for */
  areas: readonly MemberAreaChoice[];
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
  /** Who can open it: members of these areas only, or (null) anyone with its address */
  onSetAudience: (areaIds: FileAudience) => Promise<void>;
  /** How long to wait between polls of a processing file's state */
  pollDelay: PollDelay;
  /** Its processing ended (done, failed, incomplete): the list keeps the new state */
  onProcessingEnded: (state: AssetFile['processing']) => void;
}

const KIND_LABELS: Record<AssetFile['kind'], string> = {
  image: 'Image',
  document: 'Document',
  audio: 'Audio',
  video: 'Video',
};

/**
 * One file: a thumbnail for images, its name and facts, and whether it is members-only; renamed in
 * place (Enter saves, Escape cancels), deleted after a confirmation, and who can open it chosen in a
 * form that opens under it.
 */
export function FileRow({
  file,
  areas,
  onRename,
  onDelete,
  onSetAudience,
  pollDelay,
  onProcessingEnded,
}: FileRowProps) {
  // The library's rename and delete throw the spec's own words for the owner.
  const row = useRenameDelete(file.title, (failure) => (failure as Error).message);
  const { mode, draft, busy, error, refs } = row;
  const [choosingAudience, setChoosingAudience] = useState(false);
  const audienceButton = useRef<HTMLButtonElement>(null);
  const formId = `file-access-${file.id}`;
  const processing = useFileProcessing(file, pollDelay, onProcessingEnded);

  const returnFocus = useRef(false);

  // Closed (saved or cancelled): back to the button that opened the form.
  useEffect(() => {
    if (choosingAudience || !returnFocus.current) return;
    returnFocus.current = false;
    audienceButton.current?.focus();
  }, [choosingAudience]);

  const closeAudience = () => {
    returnFocus.current = true;
    setChoosingAudience(false);
  };

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
        {/* One live region from the start, so each change of its words is heard. */}
        {processing.watched && (
          <p role="status" className="file-processing" data-state={processing.view}>
            {processing.message}
          </p>
        )}
        {file.memberAreaIds && (
          <p className="file-audience">
            <span className="file-badge">Members only</span> {fileAudienceLabel(file.memberAreaIds, areas)}
          </p>
        )}
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
                <button
                  type="button"
                  ref={audienceButton}
                  aria-expanded={choosingAudience}
                  aria-controls={choosingAudience ? formId : undefined}
                  onClick={() => (choosingAudience ? closeAudience() : setChoosingAudience(true))}
                >
                  Who can open<span className="visually-hidden"> {file.title}</span>
                </button>
              </>
            )}
          </div>
        )}
        {choosingAudience && (
          <div id={formId}>
            <FileAccessForm
              file={file}
              areas={areas}
              onSave={async (areaIds) => {
                await onSetAudience(areaIds);
                closeAudience();
              }}
              onClose={closeAudience}
            />
          </div>
        )}
      </div>
    </li>
  );
}
