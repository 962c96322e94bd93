// Deleting old rows a little at a time: each statement removes at most a batch, so a large table is
// trimmed without holding SQLite's write lock (or PostgreSQL's row locks) for long at once. The
// statement is its table's repository's (census, client events), this only repeats it.

/** Rows deleted per statement when the caller names no other number. */
export const TRIM_BATCH = 5000;

/**
 * Runs `deleteBatch` (which deletes at most `batch` rows and says how many it did) until one falls
 * short of a batch; how many went in all.
 */
export async function deleteInBatches(batch: number, deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < batch) return total;
  }
}
