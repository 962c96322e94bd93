// The products screens' calls (the commerce permission): the list, one product, a create, a save from
// its version (409 when someone saved since) and the trash; and the site's files a product can use.
import type {
  NewProductInput,
  ProductAsset,
  ProductDetail,
  ProductList,
  ProductSave,
} from '@tessera/site/catalogue-api.ts';
import { request } from '@tessera/site/runtime/data-layer.ts';

export const PRODUCTS_URL = '/api/config/commerce/products';
export const PRODUCT_ASSETS_URL = '/api/config/commerce/assets';

export function fetchProducts(): Promise<ProductList> {
  return request<ProductList>({ method: 'GET', url: PRODUCTS_URL, silent: true });
}

export function fetchProduct(productId: string): Promise<ProductDetail> {
  return request<ProductDetail>({ method: 'GET', url: `${PRODUCTS_URL}/${productId}`, silent: true });
}

export function createProduct(input: NewProductInput): Promise<ProductDetail> {
  return request<ProductDetail>({ method: 'POST', url: PRODUCTS_URL, data: input, json: true, silent: true });
}

export function saveProduct(productId: string, save: ProductSave): Promise<ProductDetail> {
  return request<ProductDetail>({
    method: 'PUT',
    url: `${PRODUCTS_URL}/${productId}`,
    data: save,
    json: true,
    silent: true,
  });
}

export async function trashProduct(productId: string): Promise<void> {
  await request({ method: 'DELETE', url: `${PRODUCTS_URL}/${productId}`, silent: true });
}

export async function fetchProductAssets(): Promise<ProductAsset[]> {
  return (await request<{ assets: ProductAsset[] }>({ method: 'GET', url: PRODUCT_ASSETS_URL, silent: true }))
    .assets;
}
