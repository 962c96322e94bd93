// The system feature's door: the platform's settings others keep there (the search index's version).
export { readPlatformSetting, writePlatformSetting } from './repository.ts';
