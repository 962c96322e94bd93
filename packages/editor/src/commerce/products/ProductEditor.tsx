// One product, edited whole and saved from the version it was read at: type, name, rich description,
// URL, visibility, images, a digital product's file, tags and categories, options and the variants
// grid. A refusal shows beside each field (the first one focused); a save refused because someone
// saved since offers a reload; "View product" shows the saved product in the editor frame.
import type { MeasurementUnits } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { ProductAsset, ProductDetail } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type FormEvent, useRef, useState } from 'react';
import { RichTextField } from '../../pages/fields/FieldsEditor.tsx';
import { Field, FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { StaleAlert } from '../../ui/StaleAlert.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../../ui/use-save.tsx';
import { draftOf, inputOf, PRODUCT_TYPES, type ProductDraft, type ProductInput } from './product-draft.ts';
import { VariantsGrid } from './VariantsGrid.tsx';

const STALE =
  'This product was changed elsewhere. Reload to see the latest version; your changes here are not saved.';

export interface StoreFormat {
  currency: string;
  locale: string;
  units: MeasurementUnits;
}

/** The site's files a product can show (images) or sell (a digital product's file). */
async function fetchProductAssets() {
  return (await call('GET /api/config/commerce/assets', { silent: true })).assets;
}

interface ProductEditorProps {
  product: ProductDetail;
  store: StoreFormat;
  onSaved: (product: ProductDetail) => void;
  onReload: () => void;
  onShowInFrame: (path: string) => void;
  onTrash: () => void;
}

function ImagesPicker({
  assets,
  chosen,
  error,
  onChange,
}: {
  assets: ProductAsset[];
  chosen: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const images = assets.filter((a) => a.kind === 'image');
  return (
    <FieldGroup
      legend="Images"
      help="Shown in the order chosen; the first is the product’s main image."
      error={error}
    >
      {images.length === 0 && <p className="panel-note">This site has no uploaded images yet.</p>}
      <div className="asset-grid">
        {images.map((image) => (
          <label key={image.id} className="asset-option">
            <input
              type="checkbox"
              checked={chosen.includes(image.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, image.id] : chosen.filter((id) => id !== image.id))
              }
            />
            <img
              src={image.src}
              alt=""
              width={image.width ?? 120}
              height={image.height ?? 80}
              loading="lazy"
            />
            <span className="asset-name">{image.alt || image.title}</span>
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

export function ProductEditor({
  product,
  store,
  onSaved,
  onReload,
  onShowInFrame,
  onTrash,
}: ProductEditorProps) {
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product, store.currency));
  const [version, setVersion] = useState(product.version);
  const [fullUrl, setFullUrl] = useState(product.fullUrl);
  const [stale, setStale] = useState(false);
  const [confirmTrash, setConfirmTrash] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<ProductDetail>(formRef);
  const assets = useRemoteData(fetchProductAssets);
  const library = assets.state.status === 'ready' ? assets.state.data : [];
  const stocked = draft.productType === 1 || draft.productType === 3;

  const change = (next: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    touched();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      const checked = inputOf(draft, store.currency);
      if (!checked.ok)
        throw new DataLayerError('Some values need correcting.', 400, checked.errors, {
          error: 'Some values need correcting; nothing was saved.',
        });
      try {
        return await call('PUT /api/config/commerce/products/:productId', {
          params: { productId: product.id },
          body: { ...checked.input, version },
          silent: true,
        });
      } catch (error) {
        // A 409 naming no field is a save from an old version (one naming a SKU shows beside it).
        if (error instanceof DataLayerError && error.status === 409 && Object.keys(error.errors).length === 0)
          setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setDraft(draftOf(saved, store.currency));
    setVersion(saved.version);
    setFullUrl(saved.fullUrl);
    onSaved(saved);
  }

  return (
    <form ref={formRef} className="panel-form product-editor" onSubmit={submit} noValidate>
      <Field label="Type" error={errors.productType}>
        {(control) => (
          <select
            {...control}
            value={draft.productType}
            onChange={(e) => {
              const productType = Number(e.target.value) as ProductInput['productType'];
              const counts = productType === 1 || productType === 3;
              change({
                productType,
                variants: draft.variants.map((v) => (counts ? v : { ...v, unlimited: true })),
              });
            }}
          >
            {PRODUCT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label="Name" value={draft.name} error={errors.name} onChange={(name) => change({ name })} />
      <RichTextField
        label="Description"
        value={draft.description}
        error={errors.description}
        onChange={(description) => change({ description })}
      />
      <TextField
        label="URL"
        help={`Its address in the shop, such as ${fullUrl}. Left blank, it is made from the name.`}
        value={draft.urlId}
        error={errors.urlId}
        onChange={(urlId) => change({ urlId })}
      />
      <FieldGroup
        legend="Visibility"
        help="Available: visitors see it and can buy it. Hidden: only the config area shows it."
        error={errors.publicationState}
      >
        {(
          [
            [1, 'Available'],
            [4, 'Hidden'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="radio-option">
            <input
              type="radio"
              name="product-visibility"
              checked={draft.publicationState === value}
              onChange={() => change({ publicationState: value })}
            />{' '}
            {label}
          </label>
        ))}
      </FieldGroup>
      {assets.state.status === 'failed' && (
        <p className="panel-note">
          The site’s files could not be loaded: {assets.state.message}{' '}
          <button type="button" className="link-button" onClick={assets.retry}>
            Try again
          </button>
        </p>
      )}
      <ImagesPicker
        assets={library}
        chosen={draft.imageIds}
        error={Object.entries(errors).find(([k]) => k.startsWith('imageIds'))?.[1]}
        onChange={(imageIds) => change({ imageIds })}
      />
      {draft.productType === 2 && (
        <Field
          label="File buyers get"
          help="From the site’s files (Files in the config area). Once it is for sale, buyers download it from their order’s page and its public address stops working, so choose a file used nowhere else."
          error={errors.digitalAssetId}
        >
          {(control) => (
            <select
              {...control}
              value={draft.digitalAssetId ?? ''}
              onChange={(e) => change({ digitalAssetId: e.target.value || null })}
            >
              <option value="">No file chosen</option>
              {library.map((file) => (
                <option key={file.id} value={file.id}>
                  {file.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField
        label="Tags"
        help="Separated by commas."
        value={draft.tagsText}
        error={Object.entries(errors).find(([k]) => k.startsWith('tags'))?.[1]}
        onChange={(tagsText) => change({ tagsText })}
      />
      <TextField
        label="Categories"
        help="Separated by commas."
        value={draft.categoriesText}
        error={Object.entries(errors).find(([k]) => k.startsWith('categories'))?.[1]}
        onChange={(categoriesText) => change({ categoriesText })}
      />
      <VariantsGrid
        options={draft.options}
        variants={draft.variants}
        currency={store.currency}
        units={store.units}
        stocked={stocked}
        errors={errors}
        onChange={(options, variants) => change({ options, variants })}
      />
      {stale && <StaleAlert message={STALE} onReload={onReload} />}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label="Save product" />
      <div className="product-editor-actions">
        <button type="button" onClick={() => onShowInFrame(fullUrl)}>
          View product
        </button>
        {confirmTrash ? (
          <fieldset className="newsletter-confirm">
            <legend>
              Move {product.name} to the trash? Visitors no longer see it; past orders keep their lines.
            </legend>
            <button type="button" className="danger" onClick={onTrash}>
              Move to trash
            </button>
            <button type="button" onClick={() => setConfirmTrash(false)}>
              Keep it
            </button>
          </fieldset>
        ) : (
          <button type="button" onClick={() => setConfirmTrash(true)}>
            Move to trash…
          </button>
        )}
      </div>
    </form>
  );
}
