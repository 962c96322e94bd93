// The catalogue's door: the stock a checkout takes and an order puts back, whether an upload is a
// product's file (then /s/ does not serve it), the products a template or the demo sells, and the
// stock that runs low (the config area's overview).

export { lowStockCount } from './owner.ts';
export {
  attachDigitalFile,
  insertProduct,
  isFileForSale,
  returnStock,
  selectShopProducts,
  selectVariantsOf,
  takeStock,
} from './repository.ts';
