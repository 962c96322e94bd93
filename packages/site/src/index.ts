export type { AnyField, Fields } from './blocks/fields.ts';
export { newBlockId } from './blocks/ids.ts';
export type { LayoutValidation } from './blocks/layout.ts';
export {
  INVALID_LAYOUT,
  newBlock,
  newSection,
  sectionsSchema,
  typesAllowedIn,
  upgradeSections,
  validateLayout,
} from './blocks/layout.ts';
export { loadBlockData } from './blocks/load.ts';
export { readableText } from './blocks/readable-text.ts';
export { blockDefinition, blockDefinitions } from './blocks/registry.ts';
export type { SanitizeHtml } from './blocks/rich-text.ts';
export {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_RENAMES,
  RICH_TEXT_TAGS,
} from './blocks/rich-text.ts';
export type { Section, SectionBackground, SectionSettings } from './blocks/section.ts';
export { allBlocks, DEFAULT_SECTION_SETTINGS } from './blocks/section.ts';
export { blockThirdParties } from './blocks/third-parties.ts';
export type {
  AnyBlockDefinition,
  Block,
  BlockCategory,
  BlockDataSources,
  BlockDefinition,
  BlockLoadContext,
} from './blocks/types.ts';
export { BLOCK_CATEGORIES } from './blocks/types.ts';
export type { AssetRef, FocalPoint } from './blocks/values.ts';
export { assetRefOf, CENTRE, FOCAL_POINT_STEPS } from './blocks/values.ts';
export { CommentCountScript } from './comments/CommentCountScript.tsx';
export { type CommentsView, PostComments, type ShownCommentView } from './comments/Comments.tsx';
export { island as commentProviderIsland } from './comments/provider/trigger.ts';
export { commentCountThirdParties, commentsThirdParties } from './comments/third-parties.ts';
export { island as commentFormIsland } from './comments/trigger.ts';
export { CartWidget } from './commerce/CartWidget.tsx';
export { CHECKOUT_ROOT_ID, CheckoutForm } from './commerce/CheckoutForm.tsx';
export { CART_ROOT_ID, island as cartPageIsland } from './commerce/cart-page/trigger.ts';
export { island as checkoutIsland } from './commerce/checkout/trigger.ts';
export { OrderReceipt, type ReceiptData, type ReceiptDownload } from './commerce/OrderReceipt.tsx';
export { ProductForm } from './commerce/ProductForm.tsx';
export { island as productIsland } from './commerce/product/trigger.ts';
export type { ProductPurchase, PurchaseVariant } from './commerce/purchase.ts';
export { CART_SUMMARY_COOKIE } from './commerce/purchase.ts';
export { island as quickViewIsland } from './commerce/quick-view/trigger.ts';
export type { CollectionType, SiteContext, WebsiteSettingsContext } from './context.ts';
export { COLLECTION_TYPES, readSiteContext, SITE_CONTEXT_ELEMENT_ID } from './context.ts';
export { fieldErrors } from './field-errors.ts';
export { island as carouselIsland } from './gallery/carousel/trigger.ts';
export {
  GalleryCollection,
  type GalleryCollectionImage,
  type GalleryCollectionSettings,
} from './gallery/GalleryCollection.tsx';
export { island as galleryMotionIsland } from './gallery/motion/trigger.ts';
export { island as lightboxIsland } from './gallery/trigger.ts';
export {
  MemberAccess,
  type MemberAccessProps,
  type MemberAreaOption,
} from './members/MemberAccess.tsx';
export { MemberAccount, type MemberAccountProps } from './members/MemberAccount.tsx';
export { MemberConfirm, type MemberConfirmProps } from './members/MemberConfirm.tsx';
export { MemberReset } from './members/MemberReset.tsx';
export { MEMBER_ACCOUNT_PAGE, MEMBER_RESET_PAGE, MEMBER_VERIFY_PAGE } from './members/paths.ts';
export { island as membersIsland } from './members/trigger.ts';
export { Sections } from './page/Blocks.tsx';
export { CHROME_ISLANDS } from './page/chrome-islands.ts';
export { scriptSafeJson } from './page/Document.tsx';
export { BackLink, EntryList, PageHeading } from './page/Entries.tsx';
export { MATCH_END, MATCH_START } from './page/Highlighted.tsx';
export type { ImageRef, ListEntry, NavLink, PageModel, SiteChrome } from './page/model.ts';
export { ImageSequence, ImageSequenceScope, Picture, useImageLoading } from './page/Picture.tsx';
// renderPage (page/render.tsx) is imported by its path, not from here: it brings React's server
// renderer (react-dom/server, about 190 KB), which the config area's bundle, importing this index,
// must not carry.
export type { IslandTrigger } from './runtime/islands.ts';
export {
  combineNeeds,
  type Origins,
  type PageThirdParties,
  pageOrigins,
  type ThirdPartyNeeds,
} from './third-parties.ts';
