import type { AssetFile } from '@tessera/site/config-api.ts';
import { useCallback, useRef, useState } from 'react';
import { checkFile, type Uploader } from './files-api.ts';

export interface Upload {
  key: number;
  fileName: string;
  status: 'uploading' | 'done' | 'failed';
  /** The share sent, 0 to 1 */
  progress: number;
  /** Why it failed */
  message?: string;
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
            update({ status: 'failed', message: (error as Error).message });
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
