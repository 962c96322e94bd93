// The websites feature's door: what other features may ask of its repository. The site's record and
// its people are written here alone (layering.test.ts), whichever panel changes them.
export {
  bumpSiteVersion,
  findWebsiteById,
  findWebsiteByIdentifier,
  lockedSettings,
  lockPeople,
  mergeWebsiteSettings,
  replaceRoles,
  selectSettings,
  setHomeCollection,
  updateSubscriptionStatus,
  updateWebsiteBasics,
  updateWebsiteCurrency,
  writeSettings,
} from './repository.ts';
