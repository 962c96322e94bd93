// The config API's product answers (/api/config/commerce/products…): the server builds them, the
// config area reads them, both from these types. Money is in minor units of the store's currency;
// weights and dimensions are in the store's units (lbs/in or kg/cm), to thousandths.

/** An option buyers choose (Colour, Size) and its values, in order. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** One variant as the owner saves it; `id` null for a new one, `sku` blank for a generated one. */
export interface ProductVariantInput {
  id: string | null;
  sku: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  /**
   * The stock this editor read, for a variant that exists: the save then moves stock by what the
   * owner changed (qtyInStock − stockRead), so sales made while the editor was open are kept.
   * Absent or null: qtyInStock is written as it is.
   */
  stockRead?: number | null;
  unlimited: boolean;
  weight: number;
  length: number;
  width: number;
  height: number;
  /** Option name → value; {} for a product without options */
  optionValues: Record<string, string>;
}

/** Visibility a product can be saved with: Available (1) or Hidden (4); the trash is DELETE's. */
export type ProductVisibility = 1 | 4;

/** A whole product as the owner creates or saves it. */
export interface ProductInput {
  /** physical 1, digital 2, service 3, gift card 4 */
  productType: 1 | 2 | 3 | 4;
  name: string;
  /** Rich text (sanitised by the server) */
  description: string;
  /** Its address in the shop; blank makes one from the name */
  urlId: string;
  /** Site images, the first shown first */
  imageIds: string[];
  tags: string[];
  categories: string[];
  publicationState: ProductVisibility;
  options: ProductOption[];
  variants: ProductVariantInput[];
  /** A digital product's file: an asset of the site's library */
  digitalAssetId: string | null;
}

/** A new product: the fields of a save, and the shop page it goes in (the first one when absent). */
export interface NewProductInput extends ProductInput {
  collectionId?: string | undefined;
}

/** A saved product's save: the whole product and the version it was read at. */
export interface ProductSave extends ProductInput {
  version: number;
}

export interface ProductImage {
  id: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductVariant extends ProductVariantInput {
  id: string;
}

/** The whole product (GET, and what a create or a save answers). */
export interface ProductDetail extends ProductInput {
  id: string;
  version: number;
  collectionId: string;
  /** Its address on the published site, e.g. '/shop/everyday-mug' */
  fullUrl: string;
  images: ProductImage[];
  variants: ProductVariant[];
  digitalAsset: { id: string; title: string } | null;
}

/** One row of the products list. */
export interface ProductListEntry {
  id: string;
  name: string;
  productType: number;
  publicationState: number;
  publicationLabel: string;
  fullUrl: string;
  variantCount: number;
  /** The lowest and highest price a buyer pays (sale prices where on sale), minor units */
  priceRange: { min: number; max: number };
  /** Stock across variants: the units counted, whether any variant is unlimited, how many are at 0 */
  stock: { total: number; unlimited: boolean; soldOutVariants: number };
  image: ProductImage | null;
}

export interface ProductList {
  currency: string;
  locale: string;
  /** MeasurementUnits: 1 lbs/in, 2 kg/cm */
  units: number;
  /** The site's shop pages (products collections) a product can go in */
  shops: { id: string; title: string }[];
  products: ProductListEntry[];
}

/** A file of the site's library a product can show or sell (commerce's own view of the assets). */
export interface ProductAsset {
  id: string;
  title: string;
  src: string;
  kind: 'image' | 'file';
  width: number | null;
  height: number | null;
  alt: string;
}
