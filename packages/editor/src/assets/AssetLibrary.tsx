import { fileAudienceLabel, RENAME_FAILED_MESSAGE } from '@tessera/core';
import { type AnswerOf, call } from '@tessera/site/api/call.ts';
import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { failureMessage, fieldFailures, searchFailureMessage } from '../errors.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import type { FileAudience } from './FileAccessForm.tsx';
import { FileRow } from './FileRow.tsx';
import { UploadZone } from './UploadZone.tsx';
import { type PollDelay, processingPollDelay } from './use-processing.ts';
import { announceFilesChanged, type Uploader, uploadFile, useUploads } from './use-uploads.ts';
import './assets.css';

/** A search waits for a pause in typing before it asks the server. */
export const SEARCH_DELAY_MS = 250;

/** The library as one call answers it: the files, and the member areas a file can be marked for. */
type FileLibrary = AnswerOf<'GET /api/config/files'>;

/** The site's files, newest first; with `search`, those whose name holds it. */
function fetchFiles(search: string) {
  return call('GET /api/config/files', { query: search ? { q: search } : undefined, silent: true });
}

/** Renames a file; rejects with the spec's message, and the field's own reason when there is one. */
async function renameFile(id: string, title: string) {
  try {
    return (await call('PUT /api/config/files/:id', { params: { id }, body: { title }, silent: true })).file;
  } catch (error) {
    const reason = fieldFailures(error).title;
    throw new Error(reason ? `${RENAME_FAILED_MESSAGE} ${reason}.` : RENAME_FAILED_MESSAGE);
  }
}

/**
 * Who can open a file: members of these areas only, or (null) anyone with its address. Rejects with
 * the server's refusal (its `errors.areaIds` names what to change).
 */
async function setFileAudience(id: string, areaIds: FileAudience) {
  const params = { id };
  const answer = areaIds
    ? await call('PUT /api/config/files/:id/members-only', { params, body: { areaIds }, silent: true })
    : await call('DELETE /api/config/files/:id/members-only', { params, silent: true });
  return answer.file;
}

interface AssetLibraryProps {
  /** Back to the pages panel. */
  onBack: () => void;
  /** How files are sent (XMLHttpRequest, for its progress); tests give their own. */
  uploader?: Uploader;
  /** The back-off between polls of a processing file; tests give a short one. */
  pollDelay?: PollDelay;
}

/** The site's files: upload (drop or choose), browse, search, rename, mark members-only and delete. */
export function AssetLibrary({
  onBack,
  uploader = uploadFile,
  pollDelay = processingPollDelay,
}: AssetLibraryProps) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const fetcher = useCallback(() => fetchFiles(query), [query]);
  // Under a search the list is its results: a failure says so (spec 2 §8, 'Unable to load results').
  const { state, retry, setState } = useRemoteData(fetcher, query ? searchFailureMessage : failureMessage);
  const [notice, setNotice] = useState('');
  const headingId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const setFiles = (update: (files: AssetFile[]) => AssetFile[]) =>
    setState((current): typeof current =>
      current.status === 'ready'
        ? { status: 'ready', data: { ...current.data, files: update(current.data.files) } }
        : current,
    );

  const change = (update: (files: AssetFile[]) => AssetFile[]) => {
    setFiles(update);
    announceFilesChanged();
  };

  /** A file's processing ended: the list keeps its state (the row stops polling). */
  const processingEnded = (id: string, processing: AssetFile['processing']) =>
    setFiles((files) => files.map((f) => (f.id === id ? { ...f, processing } : f)));

  const { uploads, start, clearFinished } = useUploads(uploader, (file) => {
    // A new file goes to the top; under a search it shows only if it matches (the server's rule).
    if (query === '' || `${file.title} ${file.name}`.toLowerCase().includes(query.toLowerCase()))
      change((files) => [file, ...files.filter((f) => f.id !== file.id)]);
    else announceFilesChanged();
  });

  async function rename(file: AssetFile, title: string) {
    const renamed = await renameFile(file.id, title);
    change((files) => files.map((f) => (f.id === renamed.id ? renamed : f)));
    setNotice(`Renamed to ${renamed.title}.`);
  }

  async function setAudience(file: AssetFile, areaIds: FileAudience, library: FileLibrary) {
    const changed = await setFileAudience(file.id, areaIds);
    change((files) => files.map((f) => (f.id === changed.id ? changed : f)));
    setNotice(`${changed.title}: ${fileAudienceLabel(changed.memberAreaIds, library.memberAreas)}.`);
  }

  async function remove(file: AssetFile) {
    await call('DELETE /api/config/files/:id', { params: { id: file.id }, silent: true });
    change((files) => files.filter((f) => f.id !== file.id));
    setNotice(`Deleted ${file.title}.`);
    // Its row, and the focus in it, are gone: the search box is the next place to stand.
    searchRef.current?.focus();
  }

  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Files">
      <UploadZone uploads={uploads} onFiles={start} onClear={clearFinished} />
      <div className="field file-search">
        <label htmlFor={`${headingId}-search`}>Search files</label>
        <input
          id={`${headingId}-search`}
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p role="status" className="visually-hidden">
        {notice}
      </p>
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading files…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' &&
        state.data.files.length === 0 &&
        (query ? (
          <p role="status" className="panel-note">{`No files match “${query}”.`}</p>
        ) : (
          <EmptyState title="No files yet">
            Images, documents, audio and video added here can be used on any page of the site. Drop them on
            the area above, or choose them with its button.
          </EmptyState>
        ))}
      {state.status === 'ready' && state.data.files.length > 0 && (
        <ul className="file-list" aria-label="Files">
          {state.data.files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              areas={state.data.memberAreas}
              onRename={(title) => rename(file, title)}
              onDelete={() => remove(file)}
              onSetAudience={(areaIds) => setAudience(file, areaIds, state.data)}
              pollDelay={pollDelay}
              onProcessingEnded={(processing) => processingEnded(file.id, processing)}
            />
          ))}
        </ul>
      )}
    </PanelScreen>
  );
}
