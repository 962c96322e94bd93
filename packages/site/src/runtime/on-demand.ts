// A module the runtime's entry does without until a page needs it (the data layer, for a report to
// send), then holds: once it has arrived it is used synchronously, so a send as the page goes away
// (pagehide) still leaves before the page does.
export interface OnDemand<M> {
  /** Starts loading the module, if it is not already loaded or loading. */
  load(): Promise<M>;
  /** Runs `use` at once when the module is at hand, else once it arrives (never, if it cannot load). */
  use(use: (module: M) => void): void;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed import (the network) may be tried again by the next need.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    use: (use) => {
      if (loaded) use(loaded);
      else load().then(use, () => {});
    },
  };
}
