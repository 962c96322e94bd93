// One coupon, new or stored: its code, its kind with only that kind's value field (a percentage, or
// an amount in the store's currency), an optional minimum subtotal, optional start and end times in
// the owner's time zone, an optional usage limit and the products it applies to. A refusal shows
// beside its field (the first one focused); a save refused because someone saved since offers a
// reload; a stored coupon is deleted after a confirmation.
import { COUPON_KIND_LABELS, COUPON_KINDS } from '@tessera/core';
import { type AnswerOf, call } from '@tessera/site/api/call.ts';
import type { CouponView } from '@tessera/site/api/routes.gen.ts';
import { DataLayerError } from '@tessera/site/runtime/data-layer.ts';
import { type FormEvent, useRef, useState } from 'react';
import { failureMessage } from '../../errors.ts';
import { ConfirmRemoval, useConfirmFocus } from '../../ui/ConfirmRemoval.tsx';
import { Field, FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { StaleAlert } from '../../ui/StaleAlert.tsx';
import { localTimeZone } from '../../ui/time.ts';
import { SaveActions, useSave } from '../../ui/use-save.tsx';
import { blankCoupon, type CouponFormValues, inputOf, valuesOf } from './coupon-draft.ts';

const STALE =
  'This coupon was changed elsewhere. Reload to see the latest version; your changes here are not saved.';

interface CouponFormProps {
  /** null for a new coupon */
  coupon: CouponView | null;
  list: AnswerOf<'GET /api/config/commerce/coupons'>;
  /** Saved or deleted: back to the list, which says what happened */
  onDone: (notice: string) => void;
  onReload: () => void;
}

/** The first message among fields named `prefix` or `prefix.N`. */
const errorUnder = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

export function CouponForm({ coupon, list, onDone, onReload }: CouponFormProps) {
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? valuesOf(coupon, list.currency, list.products) : blankCoupon(),
  );
  const [stale, setStale] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { removeRef, keepRef } = useConfirmFocus(confirming);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, save, touched, errors } = useSave<CouponView>(formRef);
  const zone = localTimeZone();

  const change = (next: Partial<CouponFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    touched();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStale(false);
    const saved = await save(async () => {
      const checked = inputOf(values, list.currency);
      if (!checked.ok)
        throw new DataLayerError('Some values need correcting.', 400, checked.errors, {
          error: 'Some values need correcting; nothing was saved.',
        });
      if (!coupon) return call('POST /api/config/commerce/coupons', { body: checked.input, silent: true });
      try {
        return await call('PUT /api/config/commerce/coupons/:couponId', {
          params: { couponId: coupon.id },
          body: { ...checked.input, version: coupon.version },
          silent: true,
        });
      } catch (error) {
        // A 409 naming no field is a save from an old version (a taken code names `code`).
        if (error instanceof DataLayerError && error.status === 409 && Object.keys(error.errors).length === 0)
          setStale(true);
        throw error;
      }
    });
    if (saved) onDone(`Coupon ${saved.code} saved.`);
  }

  async function remove() {
    if (!coupon) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await call('DELETE /api/config/commerce/coupons/:couponId', {
        params: { couponId: coupon.id },
        silent: true,
      });
      onDone(`Coupon ${coupon.code} deleted.`);
    } catch (error) {
      setDeleteError(failureMessage(error));
      setDeleting(false);
      setConfirming(false);
    }
  }

  const currency = list.currency;
  return (
    <form
      ref={formRef}
      className="panel-form coupon-form"
      onSubmit={submit}
      noValidate
      aria-label={coupon ? `Coupon ${coupon.code}` : 'New coupon'}
    >
      <TextField
        label="Code"
        help="What buyers type at checkout: letters, digits, dashes or underscores, such as SPRING-25. Upper and lower case are the same."
        value={values.code}
        error={errors.code}
        onChange={(code) => change({ code })}
      />
      <FieldGroup legend="Discount" error={errors.kind}>
        {COUPON_KINDS.map((kind) => (
          <label key={kind} className="radio-option">
            <input
              type="radio"
              name="coupon-kind"
              checked={values.kind === kind}
              onChange={() => change({ kind })}
            />{' '}
            {COUPON_KIND_LABELS[kind]}
          </label>
        ))}
      </FieldGroup>
      {values.kind === 'percentage' && (
        <TextField
          label="Percentage"
          help="A whole number from 1 to 100."
          value={values.percentOff}
          error={errors.percentOff}
          onChange={(percentOff) => change({ percentOff })}
        />
      )}
      {values.kind === 'fixed' && (
        <TextField
          label={`Amount (${currency})`}
          help="Taken off the subtotal of the products it applies to, never more than that."
          value={values.amountOff}
          error={errors.amountOffCents}
          onChange={(amountOff) => change({ amountOff })}
        />
      )}
      <TextField
        label={`Minimum subtotal (${currency})`}
        help="Optional: the cart must reach it for the code to apply."
        value={values.minSubtotal}
        error={errors.minSubtotalCents}
        onChange={(minSubtotal) => change({ minSubtotal })}
      />
      <div className="coupon-dates">
        <Field label="Starts" help={`Optional; ${zone} time. Empty: from now.`} error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={values.startsAt}
              onChange={(e) => change({ startsAt: e.target.value })}
            />
          )}
        </Field>
        <Field label="Ends" help={`Optional; ${zone} time. Empty: no end.`} error={errors.endsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={values.endsAt}
              onChange={(e) => change({ endsAt: e.target.value })}
            />
          )}
        </Field>
      </div>
      <TextField
        label="Usage limit"
        help={`Optional: how many orders can use it in all.${
          coupon ? ` Used ${coupon.timesUsed} ${coupon.timesUsed === 1 ? 'time' : 'times'} so far.` : ''
        }`}
        value={values.usageLimit}
        error={errors.usageLimit}
        onChange={(usageLimit) => change({ usageLimit })}
      />
      <FieldGroup legend="Applies to" error={errorUnder(errors, 'productIds')}>
        {(
          [
            ['all', 'Every product'],
            ['chosen', 'Chosen products'],
          ] as const
        ).map(([appliesTo, label]) => (
          <label key={appliesTo} className="radio-option">
            <input
              type="radio"
              name="coupon-applies-to"
              checked={values.appliesTo === appliesTo}
              onChange={() => change({ appliesTo })}
            />{' '}
            {label}
          </label>
        ))}
        {values.appliesTo === 'chosen' && list.products.length === 0 && (
          <p className="panel-note">The store has no products yet.</p>
        )}
        {values.appliesTo === 'chosen' && list.products.length > 0 && (
          <ul className="coupon-products" aria-label="Products">
            {list.products.map((product) => (
              <li key={product.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={values.productIds.includes(product.id)}
                    onChange={(e) =>
                      change({
                        productIds: e.target.checked
                          ? [...values.productIds, product.id]
                          : values.productIds.filter((id) => id !== product.id),
                      })
                    }
                  />{' '}
                  {product.name}
                </label>
              </li>
            ))}
          </ul>
        )}
      </FieldGroup>
      {stale && <StaleAlert message={STALE} onReload={onReload} />}
      {!stale && state.status === 'failed' && <FormAlert message={state.message} />}
      <SaveActions state={state} label={coupon ? 'Save coupon' : 'Create coupon'} />
      {coupon && (
        <div className="coupon-delete">
          <FormAlert message={deleteError} />
          {confirming ? (
            <ConfirmRemoval
              question={`Delete ${coupon.code}? Carts holding the code show it as no longer valid; orders already placed keep their discount.`}
              removeLabel={`Delete ${coupon.code}`}
              keepLabel="Keep it"
              busy={deleting}
              keepRef={keepRef}
              onRemove={() => void remove()}
              onKeep={() => setConfirming(false)}
            />
          ) : (
            <button type="button" ref={removeRef} onClick={() => setConfirming(true)}>
              Delete coupon…
            </button>
          )}
        </div>
      )}
    </form>
  );
}
