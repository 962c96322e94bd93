// Uploads to the asset library. They go by XMLHttpRequest, whose upload progress fetch cannot report,
// with the file's bytes as the body and its name in the address.
import { INTERFACE_STRINGS, SNIFF_BYTES, UPLOAD_FAILED_MESSAGE, uploadProblem } from '@tessera/core';
import { type AnswerOf, type QueryOf, routeUrl } from '@tessera/site/api/call.ts';
import type { AssetFile } from '@tessera/site/api/routes.gen.ts';
import { withCrumb } from '@tessera/site/runtime/crumb.ts';
import { LOGIN_REQUIRED_EVENT } from '@tessera/site/runtime/data-layer.ts';
import { useCallback, useRef, useState } from 'react';

const UPLOAD_URL = routeUrl('POST /api/config/files');

/** Sent on the window when files were uploaded, renamed or deleted: image pickers load again. */
export const FILES_CHANGED_EVENT = 'tessera:files-changed';

export function announceFilesChanged(): void {
  window.dispatchEvent(new Event(FILES_CHANGED_EVENT));
}

/** Why the file cannot be uploaded (its content's type, its size), or null: checked before sending. */
async function checkFile(file: Blob & { name: string }): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return uploadProblem(file.name, head, file.size);
}

/** Why an upload failed: the message to show, and what the owner can do about it. */
export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/**
 * The failure of an upload that got no answer (spec 2 §8's words): 'Network error' when nothing
 * could be sent, with what to check; 'File upload failed to complete' when the connection broke
 * (or timed out) after sending had begun.
 */
export function connectionFailure(started: boolean): UploadFailure {
  return started
    ? new UploadFailure(INTERFACE_STRINGS.uploadIncomplete)
    : new UploadFailure(INTERFACE_STRINGS.networkError, INTERFACE_STRINGS.checkConnection);
}

/** Uploads one file, reporting the share sent (0 to 1); rejects with the message to show. */
export type Uploader = (file: File, onProgress: (sent: number) => void) => Promise<AssetFile>;

export const uploadFile: Uploader = (file, onProgress) => send(file, onProgress, true);

/** The upload's answer: the stored file (201), or a refusal (its `error`, the data layer's `crumbFail`…). */
type UploadAnswer = Partial<AnswerOf<'POST /api/config/files'>> & Record<string, unknown>;

function storeCrumb(crumb: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as the data layer stores it (no Cookie Store API everywhere)
  document.cookie = `crumb=${encodeURIComponent(crumb)}; path=/`;
}

function send(file: File, onProgress: (sent: number) => void, retryCrumb: boolean): Promise<AssetFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query: QueryOf<'POST /api/config/files'> = { name: file.name };
    xhr.open('POST', withCrumb(UPLOAD_URL, new URLSearchParams(query)));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    let started = false;
    xhr.upload.onprogress = (event) => {
      if (event.loaded > 0) started = true;
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(connectionFailure(started));
    xhr.ontimeout = () => reject(connectionFailure(true));
    // Not aborted by us: the browser gave up on it (the page is going away, the network changed).
    xhr.onabort = () => reject(connectionFailure(true));
    xhr.onload = () => {
      let body: UploadAnswer = {};
      try {
        body = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status === 201 && typeof body.file === 'object' && body.file !== null) {
        onProgress(1);
        resolve(body.file);
      } else if (body.crumbFail === true && typeof body.crumb === 'string' && retryCrumb) {
        // As the data layer does: a stale crumb is replaced and the call tried once more.
        storeCrumb(body.crumb);
        send(file, onProgress, false).then(resolve, reject);
      } else {
        if (body.loginRequired === true)
          window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: UPLOAD_URL } }));
        // Too large and not a supported type carry the message to show; anything else is the spec's.
        const own = xhr.status === 413 || xhr.status === 415 ? body.error : undefined;
        reject(new UploadFailure(typeof own === 'string' ? own : UPLOAD_FAILED_MESSAGE));
      }
    };
    xhr.send(file);
  });
}

export interface Upload {
  key: number;
  fileName: string;
  status: 'uploading' | 'done' | 'failed';
  /** The share sent, 0 to 1 */
  progress: number;
  /** Why it failed */
  message?: string;
  /** What the owner can do about it ('Please check your internet connection.') */
  hint?: string;
}

/**
 * Uploads files, each checked first (its content's type and its size, as the server checks them
 * again), with progress per file. `onUploaded` hears of each stored file.
 */
export function useUploads(uploader: Uploader, onUploaded: (file: AssetFile) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++;
        const update = (change: Partial<Upload>) =>
          setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
        setUploads((current) => [...current, { key, fileName: file.name, status: 'uploading', progress: 0 }]);
        void (async () => {
          try {
            const problem = await checkFile(file);
            if (problem) return update({ status: 'failed', message: problem });
            const stored = await uploader(file, (progress) => update({ progress }));
            update({ status: 'done', progress: 1 });
            latest.current(stored);
          } catch (error) {
            const hint = error instanceof UploadFailure ? error.hint : undefined;
            update({ status: 'failed', message: (error as Error).message, ...(hint ? { hint } : {}) });
          }
        })();
      }
    },
    [uploader],
  );

  /** Forgets finished uploads (the done and the failed), keeping those under way. */
  const clearFinished = useCallback(
    () => setUploads((current) => current.filter((u) => u.status === 'uploading')),
    [],
  );

  return { uploads, start, clearFinished };
}
