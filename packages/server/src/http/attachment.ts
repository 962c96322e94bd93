// Content-Disposition for a file the browser should save rather than show.

/** `attachment` with the file's name in the header's quoted (ASCII) and RFC 5987 (UTF-8) forms. */
export function attachmentDisposition(fileName: string): string {
  const plain = fileName.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Whether an uploaded file of this type is shown by the page that uses it (an image, a video, a
 * sound) rather than downloaded. Anything else (PDF, archive, document, text) is a download: served
 * as an attachment, it is saved under its name. A PDF could not be shown anyway: uploads are served
 * under a sandboxing CSP, in which Chromium's PDF viewer does not run.
 */
export function isShownInline(contentType: string): boolean {
  return /^(image|video|audio)\//i.test(contentType);
}
