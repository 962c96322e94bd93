// `@tessera/site/runtime`: what the editor, the server and blocks use of the browser runtime.
export { readCrumb, withCrumb } from './crumb.ts';
export { DataLayerError, LOGIN_REQUIRED_EVENT, type RequestOptions, request } from './data-layer.ts';
export { type CloseDialog, showLogoutDialog, showSystemErrorDialog } from './dialogs.ts';
export type { IslandModule, IslandRegistry, IslandTrigger } from './islands.ts';
export {
  type Destructor,
  destroy,
  type Initializer,
  initialize,
  isInitialized,
  type MaybeDestructor,
  registerInitializer,
} from './lifecycle.ts';
export { log } from './logger.ts';
