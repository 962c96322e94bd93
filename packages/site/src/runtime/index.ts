// `@tessera/site/runtime`: what the editor, the server and blocks use of the browser runtime.
export {
  DataLayerError,
  LOGIN_REQUIRED_EVENT,
  type RequestOptions,
  readCrumb,
  request,
  withCrumb,
} from './data-layer.ts';
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
