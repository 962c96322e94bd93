// Node cuts a Buffer under half of `Buffer.poolSize` from a shared slab and mallocs a bigger one on
// its own. An answer compressed per request makes several of 5–25 KB (the page's bytes, zlib's 16 KB
// output chunk, the compressed answer); glibc serves those from its main arena, and freed in the
// order V8's collector finds them, they leave it too fragmented to give back: after a minute of
// uncached renders a process kept about 70 MB above idle. Slabs of 128 KB are over the mmap threshold
// `npm start` sets (MALLOC_MMAP_THRESHOLD_=65536), so each is its own mapping, returned whole once
// its last Buffer is collected (journal, "After the load: Buffers in slabs of their own").
// A Buffer kept for long holds its slab: long-lived copies are made with Buffer.allocUnsafeSlow
// (render/cache.ts), which takes no slab.

/** The size of the shared slabs small Buffers are cut from (Node's default is 8 KB). */
export const BUFFER_SLAB_BYTES = 128 * 1024;

/** Sets the slab size for this process; called first thing by each long-lived entry. */
export function setBufferSlabSize(): void {
  Buffer.poolSize = BUFFER_SLAB_BYTES;
}
