// The store's products (drafts too): each with its type, visibility, variants, prices and stock; a new
// product made from its type and name (Hidden, one variant) and opened at once; one product opened
// in its editor, "Back to products" showing the list as it now is.
import { formatMoney } from '@tessera/core';
import { type AnswerOf, call } from '@tessera/site/api/call.ts';
import type { ProductDetail, ProductListEntry } from '@tessera/site/api/routes.gen.ts';
import { useCallback, useRef, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../../ui/use-save.tsx';
import { useScreenRecord } from '../../workspace/screen-record.tsx';
import { ProductEditor, type StoreFormat } from './ProductEditor.tsx';
import { newProductInput, PRODUCT_TYPES, type ProductInput } from './product-draft.ts';
import './products.css';

type ProductList = AnswerOf<'GET /api/config/commerce/products'>;

/** The products, drafts too, with the store's currency, units and shop pages; a failure shows here. */
const fetchProducts = () => call('GET /api/config/commerce/products', { silent: true });

const TYPE_LABELS = new Map<number, string>(PRODUCT_TYPES.map((t) => [t.value, t.label]));

/** The list's line under a product's name: type · visibility · variants · prices · stock. */
export function productMeta(
  product: ProductListEntry,
  store: Pick<StoreFormat, 'currency' | 'locale'>,
): string {
  const money = (minor: number) => formatMoney(minor, store.currency, { locale: store.locale });
  const { min, max } = product.priceRange;
  const price = min === max ? money(min) : `${money(min)}–${money(max)}`;
  const { total, unlimited, soldOutVariants } = product.stock;
  const stock = [
    unlimited ? 'unlimited stock' : `${total} in stock`,
    soldOutVariants > 0 ? `${soldOutVariants} sold out` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const variants = `${product.variantCount} ${product.variantCount === 1 ? 'variant' : 'variants'}`;
  return [
    TYPE_LABELS.get(product.productType) ?? 'Product',
    product.publicationLabel,
    variants,
    price,
    stock,
  ].join(' · ');
}

function NewProductForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [productType, setProductType] = useState<ProductInput['productType']>(1);
  const [name, setName] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<ProductDetail>(formRef);
  return (
    <form
      ref={formRef}
      className="panel-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const made = await save(() =>
          call('POST /api/config/commerce/products', {
            body: newProductInput(productType, name),
            silent: true,
          }),
        );
        if (made) onCreated(made.id);
      }}
    >
      <h3 className="form-section-heading">New product</h3>
      <FieldGroup legend="Type" error={errors.productType}>
        {PRODUCT_TYPES.map((t) => (
          <label key={t.value} className="radio-option">
            <input
              type="radio"
              name="new-product-type"
              checked={productType === t.value}
              onChange={() => {
                setProductType(t.value);
                touched();
              }}
            />{' '}
            {t.label}
          </label>
        ))}
      </FieldGroup>
      <TextField
        label="Product name"
        value={name}
        error={errors.name}
        onChange={(v) => {
          setName(v);
          touched();
        }}
      />
      {state.status === 'failed' && <FormAlert message={errors.collectionId ?? state.message} />}
      <SaveActions state={state} label="Create product" />
    </form>
  );
}

interface ProductsScreenProps {
  onBack: () => void;
  onShowInFrame: (path: string) => void;
}

/** Commerce → Products: the list, or the product its address opens (/config/commerce/products/<id>). */
export function ProductsScreen({ onBack, onShowInFrame }: ProductsScreenProps) {
  const { state, retry } = useRemoteData(fetchProducts);
  const { record, openRecord } = useScreenRecord();
  const openId = record[0] ?? null;
  const setOpenId = (id: string) => openRecord([id]);
  const [notice, setNotice] = useState('');

  if (openId && state.status === 'ready')
    return (
      <OpenProduct
        productId={openId}
        list={state.data}
        onShowInFrame={onShowInFrame}
        onBack={(message = '') => {
          openRecord([]);
          setNotice(message);
          retry();
        }}
      />
    );

  const products = state.status === 'ready' ? state.data.products : [];
  return (
    <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Products">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading products…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      <p role="status" className="save-status">
        {notice}
      </p>
      {state.status === 'ready' && products.length === 0 && (
        <EmptyState title="No products yet">
          What the shop sells: physical goods, digital downloads and services, each with its options and
          prices. Make the first one below; it shows on the shop page once it is available.
        </EmptyState>
      )}
      {state.status === 'ready' && products.length > 0 && (
        <ul className="product-list" aria-label="Products">
          {products.map((product) => (
            <li key={product.id}>
              <button type="button" className="page-item" onClick={() => setOpenId(product.id)}>
                {product.image && (
                  <img src={product.image.src} alt="" width={40} height={40} className="product-thumb" />
                )}
                <span className="page-item-title">{product.name}</span>
                <span className="page-item-meta">{productMeta(product, state.data)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && <NewProductForm onCreated={setOpenId} />}
    </PanelScreen>
  );
}

function OpenProduct({
  productId,
  list,
  onBack,
  onShowInFrame,
}: {
  productId: string;
  list: ProductList;
  onBack: (notice?: string) => void;
  onShowInFrame: (path: string) => void;
}) {
  const fetcher = useCallback(
    () => call('GET /api/config/commerce/products/:productId', { params: { productId }, silent: true }),
    [productId],
  );
  const { state, retry } = useRemoteData(fetcher);
  const [trashError, setTrashError] = useState<string | null>(null);
  const store: StoreFormat = { currency: list.currency, locale: list.locale, units: list.units };
  return (
    <PanelScreen
      backLabel="← Back to products"
      onBack={() => onBack()}
      title={state.status === 'ready' ? state.data.name : 'Product'}
    >
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the product…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      <FormAlert message={trashError} />
      {state.status === 'ready' && (
        <ProductEditor
          key={state.data.version}
          product={state.data}
          store={store}
          onSaved={() => {}}
          onReload={retry}
          onShowInFrame={onShowInFrame}
          onTrash={async () => {
            try {
              await call('DELETE /api/config/commerce/products/:productId', {
                params: { productId },
                silent: true,
              });
              onBack(`${state.data.name} is in the trash.`);
            } catch {
              setTrashError('The product could not be moved to the trash. Try again.');
            }
          }}
        />
      )}
    </PanelScreen>
  );
}
