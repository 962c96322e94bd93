// uploadFile over a scripted XMLHttpRequest: what an owner is told when the connection fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadFailure, uploadFile } from './use-uploads.ts';

type Handler = ((event: ProgressEvent) => void) | null;

/** The request the upload makes; the test then plays the network's part. */
class ScriptedRequest {
  static last: ScriptedRequest | undefined;
  upload = { onprogress: null as Handler };
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  onload: Handler = null;
  status = 0;
  responseText = '';
  open = vi.fn();
  setRequestHeader = vi.fn();
  send = vi.fn();
  constructor() {
    ScriptedRequest.last = this;
  }
}

function request(): ScriptedRequest {
  const sent = ScriptedRequest.last;
  if (!sent) throw new Error('no upload was sent');
  return sent;
}

const progress = (loaded: number, total: number) =>
  ({ loaded, total, lengthComputable: true }) as ProgressEvent;

async function failureOf(upload: Promise<unknown>): Promise<UploadFailure> {
  const reason = await upload.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (error: unknown) => error,
  );
  if (!(reason instanceof UploadFailure)) throw reason;
  return reason;
}

afterEach(() => {
  ScriptedRequest.last = undefined;
  vi.unstubAllGlobals();
});

describe("uploadFile: spec 2 §8 'Network error', 'Please check your internet connection.', 'File upload failed to complete'", () => {
  it("says 'Network error', and what to check, when nothing could be sent", async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const upload = uploadFile(new File(['x'], 'x.txt'), () => {});
    request().onerror?.(progress(0, 1));

    const failure = await failureOf(upload);
    expect(failure.message).toBe('Network error');
    expect(failure.hint).toBe('Please check your internet connection.');
  });

  it("says 'File upload failed to complete' when the connection breaks after sending began", async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const onProgress = vi.fn();
    const upload = uploadFile(new File(['xyz'], 'x.txt'), onProgress);
    request().upload.onprogress?.(progress(1, 3));
    request().onerror?.(progress(1, 3));

    const failure = await failureOf(upload);
    expect(onProgress).toHaveBeenCalledWith(1 / 3);
    expect(failure.message).toBe('File upload failed to complete');
    expect(failure.hint).toBeUndefined();
  });

  it.each(['ontimeout', 'onabort'] as const)("says 'File upload failed to complete' on %s", async (event) => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const upload = uploadFile(new File(['x'], 'x.txt'), () => {});
    request()[event]?.(progress(0, 1));
    expect((await failureOf(upload)).message).toBe('File upload failed to complete');
  });

  it("keeps the spec's refusal message for an answer that is not a stored file", async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
    const upload = uploadFile(new File(['x'], 'x.txt'), () => {});
    Object.assign(request(), { status: 500, responseText: '{"error":"boom"}' });
    request().onload?.(progress(1, 1));
    expect((await failureOf(upload)).message).toBe('There was a problem while uploading your file.');
  });
});
