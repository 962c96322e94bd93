// The catalogue's door: the stock a checkout takes and an order puts back, whether an upload is a
// product's file (then /s/ does not serve it), and the products a template or the demo sells.
export {
  attachDigitalFile,
  insertProduct,
  isFileForSale,
  returnStock,
  selectShopProducts,
  selectVariantsOf,
  takeStock,
} from './repository.ts';
