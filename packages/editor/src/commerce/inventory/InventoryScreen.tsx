// Every variant of the store with its stock: edited in place and saved per row (the variant PATCH),
// flagged "Low stock" at or under the store's threshold (Store settings; 3 until the owner changes
// it) and "Sold out" at 0. Unlimited variants count no stock.
import { type AnswerOf, type BodyOf, call, routeUrl } from '@tessera/site/api/call.ts';
import { withCrumb } from '@tessera/site/runtime/crumb.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { useState } from 'react';
import { failureMessage, fieldFailures } from '../../errors.ts';
import { describedByOf, FieldNotes } from '../../ui/Field.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import './inventory.css';

type InventoryVariant = AnswerOf<'GET /api/config/commerce/inventory'>['variants'][number];
const VARIANT = 'PATCH /api/config/commerce/products/:productId/variants/:variantId';

const WHOLE = 'Stock is a whole number, 0 or more.';

const fetchInventory = () => call('GET /api/config/commerce/inventory', { silent: true });

/**
 * Saves one variant's stock; answers the variant as saved. By fetch with the crumb, as the data layer
 * speaks only the spec's four methods (GET, POST, PUT, DELETE) and this is the PATCH.
 */
async function saveVariantStock(
  variant: InventoryVariant,
  change: BodyOf<typeof VARIANT>,
): Promise<AnswerOf<typeof VARIANT>> {
  const response = await fetch(
    withCrumb(routeUrl(VARIANT, { productId: variant.productId, variantId: variant.id })),
    {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(change),
      credentials: 'same-origin',
    },
  );
  // The variant as the route's schema says, or the one error shape ({ error, errors }) on a refusal.
  const body = (await response.json().catch(() => null)) as
    | (AnswerOf<typeof VARIANT> & { error?: string; errors?: Record<string, string> })
    | null;
  if (!response.ok || !body)
    throw new DataLayerError(
      body?.error ?? 'The stock could not be saved. Try again.',
      response.status,
      body?.errors ?? {},
      body,
    );
  return body;
}

function flagOf(stock: number, unlimited: boolean, threshold: number): string {
  if (unlimited) return '';
  if (stock <= 0) return 'Sold out';
  return stock <= threshold ? 'Low stock' : '';
}

function InventoryRow({ variant, threshold }: { variant: InventoryVariant; threshold: number }) {
  const [saved, setSaved] = useState({ qtyInStock: variant.qtyInStock, unlimited: variant.unlimited });
  const [stock, setStock] = useState(String(variant.qtyInStock));
  const [unlimited, setUnlimited] = useState(variant.unlimited);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const options = Object.values(variant.optionValues).join(' / ');
  const name = options ? `${variant.productName} (${options})` : variant.productName;
  const id = `stock-${variant.id}`;
  const changed = stock !== String(saved.qtyInStock) || unlimited !== saved.unlimited;
  const flag = flagOf(saved.qtyInStock, saved.unlimited, threshold);

  async function save() {
    const qtyInStock = Number(stock.trim());
    if (!unlimited && (stock.trim() === '' || !Number.isSafeInteger(qtyInStock) || qtyInStock < 0)) {
      setError(WHOLE);
      setStatus('');
      return;
    }
    setBusy(true);
    setError(undefined);
    setStatus('Saving…');
    try {
      const answer = await saveVariantStock(variant, {
        qtyInStock: Number.isSafeInteger(qtyInStock) && qtyInStock >= 0 ? qtyInStock : saved.qtyInStock,
        unlimited,
      });
      setSaved({ qtyInStock: answer.qtyInStock, unlimited: answer.unlimited });
      setStock(String(answer.qtyInStock));
      setStatus(`Saved ${name}.`);
    } catch (failure) {
      setError(fieldFailures(failure).qtyInStock ?? failureMessage(failure));
      setStatus('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <tr className={flag ? 'inventory-flagged' : undefined}>
      <th scope="row">
        {variant.productName}
        {options && <span className="inventory-options"> {options}</span>}
      </th>
      <td>{variant.sku}</td>
      <td className="inventory-stock">
        {/* The column's heading, said where the heading row is out of sight (a phone's cards). */}
        <span className="inventory-card-label" aria-hidden="true">
          Stock
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          aria-label={`Stock of ${name}`}
          value={unlimited ? '' : stock}
          disabled={unlimited}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, undefined, error)}
          onChange={(e) => setStock(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void save();
            }
          }}
        />
        <FieldNotes id={id} error={error} />
      </td>
      <td className="inventory-check">
        <label>
          <input
            type="checkbox"
            aria-label={`${name} unlimited`}
            checked={unlimited}
            onChange={(e) => setUnlimited(e.target.checked)}
          />
          <span className="inventory-card-label" aria-hidden="true">
            {' '}
            Unlimited
          </span>
        </label>
      </td>
      <td className="inventory-status">{flag && <span className="inventory-flag">{flag}</span>}</td>
      <td className="inventory-save">
        <button type="button" disabled={busy || !changed} onClick={() => void save()}>
          Save<span className="visually-hidden"> stock of {name}</span>
        </button>
        <span role="status" className="save-status">
          {status}
        </span>
      </td>
    </tr>
  );
}

export function InventoryScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useRemoteData(fetchInventory);
  return (
    <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Inventory">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the inventory…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.variants.length === 0 && (
        <p className="panel-note">No products yet: make them in Products, then count their stock here.</p>
      )}
      {state.status === 'ready' && state.data.variants.length > 0 && (
        <>
          <p className="panel-note">
            Low stock means {state.data.lowStockThreshold} or fewer left; change the number in Store settings.
          </p>
          <div className="variants-scroll">
            <table className="inventory-table">
              <caption className="visually-hidden">Stock of every variant</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Stock</th>
                  <th scope="col">Unlimited</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Save</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.variants.map((variant) => (
                  <InventoryRow key={variant.id} variant={variant} threshold={state.data.lowStockThreshold} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </PanelScreen>
  );
}
