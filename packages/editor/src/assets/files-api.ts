// The asset library's calls. Uploads go by XMLHttpRequest, whose upload progress fetch cannot report,
// with the file's bytes as the body and its name in the address.
import { RENAME_FAILED_MESSAGE, SNIFF_BYTES, UPLOAD_FAILED_MESSAGE, uploadProblem } from '@tessera/core';
import type { AssetFile, MemberAreaChoice } from '@tessera/site/config-api.ts';
import { LOGIN_REQUIRED_EVENT, request, withCrumb } from '@tessera/site/runtime/data-layer.ts';
import { fieldFailures } from '../errors.ts';

const FILES_URL = '/api/config/files';

/** Sent on the window when files were uploaded, renamed or deleted: image pickers load again. */
export const FILES_CHANGED_EVENT = 'tessera:files-changed';

export function announceFilesChanged(): void {
  window.dispatchEvent(new Event(FILES_CHANGED_EVENT));
}

/** The library as one call answers it: the files, and the member areas a file can be marked for. */
export interface FileLibrary {
  files: AssetFile[];
  memberAreas: MemberAreaChoice[];
}

/** The site's files, newest first; with `search`, those whose name holds it. */
export async function fetchFiles(search = ''): Promise<FileLibrary> {
  const answer = await request<{ files: AssetFile[]; memberAreas?: MemberAreaChoice[] }>({
    method: 'GET',
    url: FILES_URL,
    data: search.trim() ? { q: search.trim() } : undefined,
    silent: true,
  });
  return { files: answer.files, memberAreas: answer.memberAreas ?? [] };
}

/**
 * Who can open a file: members of these areas only, or (null) anyone with its address. Rejects with
 * the server's refusal (its `errors.areaIds` names what to change).
 */
export async function setFileAudience(id: string, areaIds: string[] | null): Promise<AssetFile> {
  const url = `${FILES_URL}/${id}/members-only`;
  const answer = await request<{ file: AssetFile }>(
    areaIds
      ? { method: 'PUT', url, data: { areaIds }, json: true, silent: true }
      : { method: 'DELETE', url, silent: true },
  );
  return answer.file;
}

/** Renames a file; rejects with the spec's message, and the field's own reason when there is one. */
export async function renameFile(id: string, title: string): Promise<AssetFile> {
  try {
    const answer = await request<{ file: AssetFile }>({
      method: 'PUT',
      url: `${FILES_URL}/${id}`,
      data: { title },
      json: true,
      silent: true,
    });
    return answer.file;
  } catch (error) {
    const reason = fieldFailures(error).title;
    throw new Error(reason ? `${RENAME_FAILED_MESSAGE} ${reason}.` : RENAME_FAILED_MESSAGE);
  }
}

export async function deleteFile(id: string): Promise<void> {
  await request({ method: 'DELETE', url: `${FILES_URL}/${id}`, silent: true });
}

/** Why the file cannot be uploaded (its content's type, its size), or null: checked before sending. */
export async function checkFile(file: Blob & { name: string }): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return uploadProblem(file.name, head, file.size);
}

/** Uploads one file, reporting the share sent (0 to 1); rejects with the message to show. */
export type Uploader = (file: File, onProgress: (sent: number) => void) => Promise<AssetFile>;

export const uploadFile: Uploader = (file, onProgress) => send(file, onProgress, true);

function storeCrumb(crumb: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as the data layer stores it (no Cookie Store API everywhere)
  document.cookie = `crumb=${encodeURIComponent(crumb)}; path=/`;
}

function send(file: File, onProgress: (sent: number) => void, retryCrumb: boolean): Promise<AssetFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withCrumb(FILES_URL, new URLSearchParams({ name: file.name })));
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // not JSON: the generic message below
      }
      if (xhr.status === 201 && typeof body.file === 'object' && body.file !== null) {
        onProgress(1);
        resolve(body.file as AssetFile);
      } else if (body.crumbFail === true && typeof body.crumb === 'string' && retryCrumb) {
        // As the data layer does: a stale crumb is replaced and the call tried once more.
        storeCrumb(body.crumb);
        send(file, onProgress, false).then(resolve, reject);
      } else {
        if (body.loginRequired === true)
          window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { url: FILES_URL } }));
        // Too large and not a supported type carry the message to show; anything else is the spec's.
        const own = (xhr.status === 413 || xhr.status === 415) && typeof body.error === 'string';
        reject(new Error(own ? (body.error as string) : UPLOAD_FAILED_MESSAGE));
      }
    };
    xhr.send(file);
  });
}
