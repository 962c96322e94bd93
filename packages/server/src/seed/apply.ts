// Writes a site template into a website: collections, items, layouts, images, navigation, footer.
import {
  blogTermKey,
  ContentItemType,
  ItemPublicationState,
  invalidPageUrlMessage,
  isValidUrlId,
  ProductType,
} from '@tessera/core';
import { allBlocks, type Section, validateLayout } from '@tessera/site';
import { dominantColourOf } from '../assets/image-jobs.ts';
import type { AssetStore } from '../assets/store.ts';
import { attachDigitalFile, insertProduct } from '../commerce/catalogue/index.ts';
import { productRowsFromItemData } from '../commerce/catalogue/item-data.ts';
import { ensureStoreSettings, setSeededStoreSettings } from '../commerce/store/index.ts';
import { defaultStoreRow } from '../commerce/store/settings.ts';
import { insertCollectionRow, insertItemRow, insertItemTermRows, insertLayoutRow } from '../content/index.ts';
import { insertNavigationRow } from '../content/pages-panel/index.ts';
import { sanitizeRichText } from '../content/rich-text.ts';
import { type Db, isUniqueViolation } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { insertForm } from '../forms/index.ts';
import { hashPassword } from '../identity/passwords.ts';
import { createMailingList } from '../newsletters/service.ts';
import { reindexSite } from '../search/service.ts';
import { insertHeaderFooter } from '../site-design/index.ts';
import { mergeWebsiteSettings } from '../websites/index.ts';
import { generateImage, seedOfName } from './images.ts';
import { generatePdf } from './pdf.ts';
import { generatePhoto } from './photos.ts';
import type { SiteTemplate, TemplateCollection, TemplateImage, TemplateItem } from './template.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const RECORD_TYPES: Record<TemplateCollection['type'], number> = {
  page: ContentItemType.text,
  blog: ContentItemType.text,
  gallery: ContentItemType.image,
  products: ContentItemType.storeItem,
  events: ContentItemType.event,
};

/**
 * A template's layout checked, migrated and sanitised like one saved in the config area, so what is
 * stored is at the latest versions; an invalid one stops the seed with the paths of its errors.
 */
function checkLayout(sections: Section[] | undefined): Section[] {
  const checked = validateLayout(sections ?? [], { sanitizeHtml: sanitizeRichText });
  if (!checked.ok) throw new Error(`Template layout is invalid: ${JSON.stringify(checked.errors)}`);
  return checked.sections;
}

interface NamedImage {
  image?: { src: string; width: number; height: number };
  alt?: string;
}

/**
 * Images named by image blocks, gallery slides and section backgrounds get a generated picture, like
 * template images. The seed follows the name, so a picture is the same wherever its name appears.
 */
export function layoutImages(layouts: Section[][]): TemplateImage[] {
  const images = new Map<string, TemplateImage>();
  const add = ({ image, alt }: NamedImage) => {
    if (!image) return;
    const name = image.src.replace(/^\/s\//, '');
    if (!images.has(name))
      images.set(name, {
        name,
        alt: alt ?? '',
        seed: seedOfName(name),
        width: image.width,
        height: image.height,
      });
  };
  for (const sections of layouts) {
    for (const section of sections)
      if (section.background.kind === 'image') add({ image: section.background.image });
    for (const block of allBlocks(sections)) {
      if (block.type === 'image') add(block.data as NamedImage);
      if (block.type === 'gallery')
        for (const slide of (block.data as { slides?: NamedImage[] }).slides ?? []) add(slide);
    }
  }
  return [...images.values()];
}

/** A template image's file: a JPEG photo for a `.jpg` name (with its placeholder colour), else an SVG. */
async function templateImageFile(image: TemplateImage) {
  if (image.name.endsWith('.jpg')) {
    const size = image.width && image.height ? { width: image.width, height: image.height } : undefined;
    const photo = await generatePhoto(image.alt, image.seed, size);
    return {
      name: image.name,
      contentType: 'image/jpeg',
      ...photo,
      // In this process, not the image process: seeding runs in a process of its own (first-start.ts).
      placeholder: await dominantColourOf({ kind: 'colour', bytes: photo.bytes }),
    };
  }
  const generated = generateImage(image.name, image.alt, image.seed, image.width, image.height);
  return {
    name: image.name,
    contentType: 'image/svg+xml',
    bytes: Buffer.from(generated.svg),
    width: generated.width,
    height: generated.height,
  };
}

/**
 * Stores the pictures a layout names that the site does not have yet (a page template's, made in a
 * site that did not start from its starter); a name the site already has keeps the site's file.
 */
export async function storeMissingLayoutImages(
  assets: AssetStore,
  websiteId: string,
  sections: Section[],
): Promise<void> {
  for (const image of layoutImages([sections])) {
    if (await assets.has(websiteId, image.name)) continue;
    try {
      await assets.put(websiteId, { ...(await templateImageFile(image)), alt: image.alt });
    } catch (error) {
      // The same page template made twice at once: the other call stored it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export async function applyTemplate(
  db: Db,
  assets: AssetStore,
  websiteId: string,
  template: SiteTemplate,
): Promise<void> {
  const now = Date.now();
  const assetIds = new Map<string, string>();
  const storeImage = async (image: TemplateImage) => {
    if (assetIds.has(image.name)) return assetIds.get(image.name);
    const { id } = await assets.put(websiteId, { ...(await templateImageFile(image)), alt: image.alt });
    assetIds.set(image.name, id);
    return id;
  };
  // Every layout is checked before anything is written.
  const layouts = new Map<object, Section[]>();
  for (const owner of template.collections.flatMap((c) => [c, ...(c.items ?? [])])) {
    if (owner.sections) layouts.set(owner, checkLayout(owner.sections));
  }
  for (const image of layoutImages([...layouts.values()])) await storeImage(image);

  const insertLayout = async (owner: TemplateCollection | TemplateItem) => {
    const id = newId();
    await insertLayoutRow(db, websiteId, id, layouts.get(owner) ?? [], now);
    return id;
  };

  await ensureStoreSettings(db, defaultStoreRow(websiteId, now));
  const collectionIds = new Map<string, string>();
  const skus = new Set<string>();
  let navigationOrder = 0;
  for (const [ordering, collection] of template.collections.entries()) {
    for (const urlId of [collection.urlId, ...(collection.items ?? []).map((i) => i.urlId)]) {
      if (!isValidUrlId(urlId)) throw new Error(invalidPageUrlMessage(urlId));
    }
    const id = newId();
    collectionIds.set(collection.key, id);
    await insertCollectionRow(db, websiteId, {
      id,
      type: collection.type,
      url_id: collection.urlId,
      title: collection.title,
      description: collection.description ?? '',
      publication_state: collection.publicationState ?? ItemPublicationState.published,
      layout_id: collection.type === 'page' ? await insertLayout(collection) : null,
      password_hash: collection.password ? await hashPassword(collection.password) : null,
      settings: '{}',
      ordering,
      created_at: now,
      updated_at: now,
    });
    for (const [itemOrder, item] of (collection.items ?? []).entries()) {
      const itemId = newId();
      await insertItemRow(db, websiteId, {
        id: itemId,
        collection_id: id,
        record_type: RECORD_TYPES[collection.type],
        publication_state: ItemPublicationState.published,
        url_id: item.urlId,
        title: item.title,
        excerpt: item.excerpt ?? '',
        layout_id: item.sections ? await insertLayout(item) : null,
        asset_id: item.image ? ((await storeImage(item.image)) ?? null) : null,
        // A product's sale is kept by the catalogue (below), not in the item.
        data: JSON.stringify(collection.type !== 'products' && item.author ? { author: item.author } : {}),
        // Blogs read newest first; shops and galleries keep the template's order.
        ordering: collection.type === 'blog' ? 0 : itemOrder,
        published_at: now - (item.publishedDaysAgo ?? 0) * DAY_MS,
        created_at: now,
        updated_at: now,
      });
      if (collection.type === 'products') {
        const product = item.product ?? { productType: ProductType.physical };
        await insertProduct(
          db,
          websiteId,
          itemId,
          productRowsFromItemData(product, item.excerpt ?? '', skus),
          now,
        );
        if (item.digitalFile) {
          const file = await assets.put(websiteId, {
            name: item.digitalFile.name,
            title: item.digitalFile.title,
            contentType: 'application/pdf',
            bytes: generatePdf(item.digitalFile.title, item.digitalFile.lines),
          });
          await attachDigitalFile(db, websiteId, itemId, file.id);
        }
      }
      const terms = (kind: 'tag' | 'category', names: string[] = []) =>
        names.map((name, position) => ({
          item_id: itemId,
          collection_id: id,
          kind,
          term_key: blogTermKey(name),
          name,
          position,
        }));
      await insertItemTermRows(db, websiteId, [
        ...terms('tag', item.tags),
        ...terms('category', item.categories),
      ]);
    }
    if (collection.navigation) {
      await insertNavigationRow(db, websiteId, {
        id: newId(),
        area: collection.navigation,
        collection_id: id,
        label: collection.navigationLabel ?? collection.title,
        url: null,
        ordering: navigationOrder++,
      });
    }
  }
  for (const link of template.footerLinks ?? []) {
    await insertNavigationRow(db, websiteId, {
      id: newId(),
      area: 'footer',
      collection_id: null,
      label: link.label,
      url: link.url,
      ordering: navigationOrder++,
    });
  }
  for (const form of template.forms ?? [])
    await insertForm(db, websiteId, { id: form.id, name: form.name, definition: JSON.stringify(form) }, now);
  for (const list of template.mailingLists ?? [])
    await createMailingList(db, websiteId, list.name, now, list.id);
  if (template.shippingZones)
    await setSeededStoreSettings(db, websiteId, { shipping_zones: JSON.stringify(template.shippingZones) });
  await insertHeaderFooter(db, websiteId, {
    header: template.header ?? {},
    footer: { text: template.footerText, social: template.social ?? [] },
  });
  await mergeWebsiteSettings(db, websiteId, {
    homeCollectionId: collectionIds.get(template.homeKey) ?? null,
    tagline: template.tagline,
    ...(template.look ? { look: template.look } : {}),
  });
  await reindexSite(db, websiteId);
}
