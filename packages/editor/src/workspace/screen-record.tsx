// What is open inside a screen, as its address says (core's ConfigAddress: /config/commerce/orders/42
// is Commerce with the record ['orders', '42']). Each level of a screen reads the first segment of
// its record and hands the rest to what it opens, so a screen knows only its own part of the address.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export interface ScreenRecord {
  /** The segments below this level: [] when nothing is open here */
  record: readonly string[];
  /**
   * Opens a record at this level: a new entry in the history, so Back closes it, or in place of the
   * current one (`replace`: an address put right, such as a record that is not there)
   */
  openRecord: (record: readonly string[], options?: { replace?: boolean }) => void;
}

const ScreenRecordContext = createContext<ScreenRecord | null>(null);

export const ScreenRecordProvider = ScreenRecordContext.Provider;

/**
 * This level's record. Outside the workspace (a screen on its own, as in its tests) the record is
 * kept in memory instead of the address, so the screen works the same.
 */
export function useScreenRecord(): ScreenRecord {
  const context = useContext(ScreenRecordContext);
  const [record, setRecord] = useState<readonly string[]>([]);
  const inMemory = useMemo<ScreenRecord>(() => ({ record, openRecord: setRecord }), [record]);
  return context ?? inMemory;
}

/**
 * The level below `segment`: its children read and open the record under it. The segment stays in
 * the address while they do, so opening order 42 inside Orders is ['orders', '42'] for the screen.
 */
export function RecordScope({ segment, children }: { segment: string; children: ReactNode }) {
  const parent = useScreenRecord();
  const record = parent.record[0] === segment ? parent.record.slice(1) : [];
  const key = record.join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the record's segments
  const value = useMemo<ScreenRecord>(
    () => ({ record, openRecord: (below, options) => parent.openRecord([segment, ...below], options) }),
    [key, segment, parent],
  );
  return <ScreenRecordProvider value={value}>{children}</ScreenRecordProvider>;
}
