// A product's options (Colour, Size: each a name and its values) and the grid of its variants, one
// row per combination: price, sale price, on sale, SKU, stock or unlimited, weight and dimensions in
// the store's units. Every cell is a labelled control ('Price of Fern / Small'); a refused value's
// message sits under it and is tied to it by aria-describedby.
import { type MeasurementUnits, measurementUnitLabels } from '@tessera/core';
import { useId } from 'react';
import { describedByOf, FieldNotes, TextField } from '../../ui/Field.tsx';
import { type DraftOption, type DraftVariant, variantsForOptions } from './product-draft.ts';

type Errors = Record<string, string>;

function firstUnder(errors: Errors, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

interface CellProps {
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  disabled?: boolean;
  placeholder?: string;
}

function CellInput({
  label,
  error,
  value,
  onChange,
  inputMode = 'decimal',
  disabled,
  placeholder,
}: CellProps) {
  const id = useId();
  return (
    <td>
      <input
        id={id}
        type="text"
        aria-label={label}
        inputMode={inputMode}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, undefined, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes id={id} error={error} />
    </td>
  );
}

function CellCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (c: boolean) => void;
}) {
  return (
    <td className="variant-check">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </td>
  );
}

interface VariantsGridProps {
  options: DraftOption[];
  variants: DraftVariant[];
  currency: string;
  units: MeasurementUnits;
  /** Whether the product counts stock (physical goods and services) */
  stocked: boolean;
  errors: Errors;
  onChange: (options: DraftOption[], variants: DraftVariant[]) => void;
}

export function VariantsGrid({
  options,
  variants,
  currency,
  units,
  stocked,
  errors,
  onChange,
}: VariantsGridProps) {
  const { weight, length } = measurementUnitLabels(units);
  const setOptions = (next: DraftOption[]) => onChange(next, variantsForOptions(next, variants, currency));
  const setVariant = (index: number, change: Partial<DraftVariant>) =>
    onChange(
      options,
      variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
    );
  const nameOf = (v: DraftVariant) => Object.values(v.optionValues).join(' / ') || 'the product';
  return (
    <>
      <fieldset className="field-group product-options">
        <legend>Options</legend>
        <p className="field-help">
          What buyers choose, such as Colour or Size. Each combination of values is a variant below.
        </p>
        {options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an option is known by its place while its name is typed
          <div key={i} className="product-option-row">
            <TextField
              label={`Option ${i + 1} name`}
              value={option.name}
              error={errors[`options.${i}.name`]}
              onChange={(name) => setOptions(options.map((o, j) => (j === i ? { ...o, name } : o)))}
            />
            <TextField
              label={`Option ${i + 1} values`}
              help="Separated by commas: Fern, Ash, Plum"
              value={option.valuesText}
              error={firstUnder(errors, `options.${i}.values`)}
              onChange={(valuesText) =>
                setOptions(options.map((o, j) => (j === i ? { ...o, valuesText } : o)))
              }
            />
            <button type="button" onClick={() => setOptions(options.filter((_, j) => j !== i))}>
              Remove option {i + 1}
            </button>
          </div>
        ))}
        {options.length < 6 && (
          <button type="button" onClick={() => setOptions([...options, { name: '', valuesText: '' }])}>
            Add an option
          </button>
        )}
      </fieldset>
      <div className="variants-scroll">
        <table className="variants-grid">
          <caption>
            Variants ({weight}, {length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Price</th>
              <th scope="col">Sale price</th>
              <th scope="col">On sale</th>
              <th scope="col">SKU</th>
              {stocked && <th scope="col">Stock</th>}
              {stocked && <th scope="col">Unlimited</th>}
              <th scope="col">Weight ({weight})</th>
              <th scope="col">Length ({length})</th>
              <th scope="col">Width ({length})</th>
              <th scope="col">Height ({length})</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v, i) => {
              const name = nameOf(v);
              const at = (field: string) => errors[`variants.${i}.${field}`];
              const rowError = firstUnder(errors, `variants.${i}.optionValues`) ?? at('id');
              return (
                <tr key={v.key}>
                  <th scope="row">
                    {name === 'the product' ? 'Only variant' : name}
                    {rowError && (
                      <p className="field-error" role="alert">
                        {rowError}
                      </p>
                    )}
                  </th>
                  <CellInput
                    label={`Price of ${name}`}
                    error={at('price')}
                    value={v.price}
                    onChange={(price) => setVariant(i, { price })}
                  />
                  <CellInput
                    label={`Sale price of ${name}`}
                    error={at('salePrice')}
                    value={v.salePrice}
                    onChange={(salePrice) => setVariant(i, { salePrice })}
                  />
                  <CellCheckbox
                    label={`${name} on sale`}
                    checked={v.onSale}
                    onChange={(onSale) => setVariant(i, { onSale })}
                  />
                  <CellInput
                    label={`SKU of ${name}`}
                    error={at('sku')}
                    value={v.sku}
                    inputMode="text"
                    placeholder="Generated"
                    onChange={(sku) => setVariant(i, { sku })}
                  />
                  {stocked && (
                    <CellInput
                      label={`Stock of ${name}`}
                      error={at('qtyInStock')}
                      value={v.qtyInStock}
                      inputMode="numeric"
                      disabled={v.unlimited}
                      onChange={(qtyInStock) => setVariant(i, { qtyInStock })}
                    />
                  )}
                  {stocked && (
                    <CellCheckbox
                      label={`${name} unlimited`}
                      checked={v.unlimited}
                      onChange={(unlimited) => setVariant(i, { unlimited })}
                    />
                  )}
                  <CellInput
                    label={`Weight of ${name}`}
                    error={at('weight')}
                    value={v.weight}
                    onChange={(weight) => setVariant(i, { weight })}
                  />
                  <CellInput
                    label={`Length of ${name}`}
                    error={at('length')}
                    value={v.length}
                    onChange={(value) => setVariant(i, { length: value })}
                  />
                  <CellInput
                    label={`Width of ${name}`}
                    error={at('width')}
                    value={v.width}
                    onChange={(value) => setVariant(i, { width: value })}
                  />
                  <CellInput
                    label={`Height of ${name}`}
                    error={at('height')}
                    value={v.height}
                    onChange={(value) => setVariant(i, { height: value })}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.variants && (
        <p className="field-error" role="alert">
          {errors.variants}
        </p>
      )}
    </>
  );
}
