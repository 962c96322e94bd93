// The store's settings: currency (one of core's 27, shown as the site's locale formats it), units
// (lbs/in or kg/cm), the minimum order subtotal, whether prices include tax, the store's address,
// the low-stock threshold and test mode; saved whole from the version read, a conflict offering a reload.
import { CURRENCIES, formatMoney, isCurrencyCode, parseMoney } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { StoreSettings } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type FormEvent, useRef, useState } from 'react';
import { CheckboxField, Field, FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PanelScreen } from '../../ui/PanelScreen.tsx';
import { StaleAlert } from '../../ui/StaleAlert.tsx';
import { useRemoteData } from '../../ui/use-remote-data.ts';
import { SaveActions, useSave } from '../../ui/use-save.tsx';
import { amountText } from '../products/product-draft.ts';

const STALE =
  'The store settings were changed elsewhere. Reload to see the latest version; your changes here are not saved.';
const ADDRESS_FIELDS: [keyof StoreSettings['storeAddress'], string][] = [
  ['name', 'Business name'],
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2'],
  ['city', 'City'],
  ['state', 'State or region'],
  ['zip', 'Postal code'],
  ['country', 'Country (two letters, such as US)'],
];

const fetchStoreSettings = () => call('GET /api/config/commerce/settings', { silent: true });

function SettingsForm({ stored, onReload }: { stored: StoreSettings; onReload: () => void }) {
  const [settings, setSettings] = useState(stored);
  const [minimum, setMinimum] = useState(amountText(stored.minOrderSubtotalCents, stored.currency));
  const [threshold, setThreshold] = useState(String(stored.lowStockThreshold));
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<StoreSettings>(formRef);
  const change = (next: Partial<StoreSettings>) => {
    setSettings((current) => ({ ...current, ...next }));
    touched();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      const local: Record<string, string> = {};
      let minOrderSubtotalCents = 0;
      try {
        minOrderSubtotalCents = parseMoney(minimum, settings.currency);
        if (minOrderSubtotalCents < 0) local.minOrderSubtotalCents = 'Enter an amount of 0 or more.';
      } catch {
        local.minOrderSubtotalCents = 'Enter an amount, such as 0.50.';
      }
      const lowStockThreshold = Number(threshold);
      if (!Number.isSafeInteger(lowStockThreshold) || lowStockThreshold < 0)
        local.lowStockThreshold = 'Enter a whole number, 0 or more.';
      if (Object.keys(local).length > 0)
        throw new DataLayerError('Some values need correcting.', 400, local, {
          error: 'Some values need correcting; nothing was saved.',
        });
      const { locale: _, currency, ...rest } = settings;
      // A stored currency that is not one of the 27 is left out: the server then checks the site's
      // own, which is this one, and refuses it beside the field all the same.
      const body = {
        ...(isCurrencyCode(currency) ? { currency } : {}),
        ...rest,
        minOrderSubtotalCents,
        lowStockThreshold,
      };
      try {
        return await call('PUT /api/config/commerce/settings', { body, silent: true });
      } catch (error) {
        if (error instanceof DataLayerError && error.status === 409) setStale(true);
        throw error;
      }
    });
    if (!saved) return;
    setSettings(saved);
    setMinimum(amountText(saved.minOrderSubtotalCents, saved.currency));
  }

  const example = formatMoney(123450, settings.currency, { locale: settings.locale });
  return (
    <form ref={formRef} className="panel-form" onSubmit={submit} noValidate>
      <Field
        label="Currency"
        help={`Prices show like ${example}. Amounts are kept as they are, not converted.`}
        error={errors.currency}
      >
        {(control) => (
          <select
            {...control}
            value={settings.currency}
            onChange={(e) => change({ currency: e.target.value })}
          >
            {CURRENCIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} ({c.code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <FieldGroup legend="Units" error={errors.units}>
        {(
          [
            [1, 'Pounds and inches (lbs, in)'],
            [2, 'Kilograms and centimetres (kg, cm)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="radio-option">
            <input
              type="radio"
              name="store-units"
              checked={settings.units === value}
              onChange={() => change({ units: value })}
            />{' '}
            {label}
          </label>
        ))}
      </FieldGroup>
      <TextField
        label={`Minimum order subtotal (${settings.currency})`}
        help="A cart below it cannot go to checkout."
        value={minimum}
        error={errors.minOrderSubtotalCents}
        onChange={(v) => {
          setMinimum(v);
          touched();
        }}
      />
      <CheckboxField
        label="Prices include tax"
        checked={settings.pricesIncludeTax}
        error={errors.pricesIncludeTax}
        onChange={(pricesIncludeTax) => change({ pricesIncludeTax })}
      />
      <TextField
        label="Low stock at or under"
        help="The inventory flags a variant with this many or fewer left."
        value={threshold}
        error={errors.lowStockThreshold}
        onChange={(v) => {
          setThreshold(v);
          touched();
        }}
      />
      <FieldGroup
        legend="Store address"
        error={Object.entries(errors).find(([k]) => k.startsWith('storeAddress'))?.[1]}
      >
        {ADDRESS_FIELDS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            value={settings.storeAddress[key] ?? ''}
            onChange={(v) => change({ storeAddress: { ...settings.storeAddress, [key]: v } })}
          />
        ))}
      </FieldGroup>
      <CheckboxField
        label="Test mode"
        help="Checkout takes test payments only: nobody is charged."
        checked={settings.testMode}
        error={errors.testMode}
        onChange={(testMode) => change({ testMode })}
      />
      {stale && <StaleAlert message={STALE} onReload={onReload} />}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label="Save settings" />
    </form>
  );
}

export function StoreSettingsScreen({ onBack }: { onBack: () => void }) {
  const { state, retry } = useRemoteData(fetchStoreSettings);
  return (
    <PanelScreen backLabel="← Back to commerce" onBack={onBack} title="Store settings">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the store settings…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <SettingsForm key={state.data.version} stored={state.data} onReload={retry} />
      )}
    </PanelScreen>
  );
}
