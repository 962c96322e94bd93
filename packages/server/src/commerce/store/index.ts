// The store's door beyond its settings' reads (settings.ts): saving them from their version, the order
// counter the checkout takes a number from, and the rows a new site and the demo start with.
export {
  ensureStoreSettings,
  setSeededStoreSettings,
  takeOrderNumber,
  updateStoreSettings,
} from './repository.ts';
