import { parseMoney } from '@tessera/core';
import { call } from '@tessera/site/api/call.ts';
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { useRef, useState } from 'react';
import { CheckboxField, Field, FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { count, lineName, lineProgress, money, refundableCents } from './order-rules.ts';
import { useOrderAction } from './use-order-action.ts';

interface RefundFormProps {
  order: OrderDetail;
  onDone: (order: OrderDetail, notice: string) => void;
  onClose: () => void;
}

function amountOf(text: string, currency: string): number | null {
  try {
    return parseMoney(text, currency);
  } catch {
    return null;
  }
}

/**
 * Refunds the whole order, an amount, or items (their prices fill in the amount, which the owner may
 * change), optionally putting the items back in stock.
 */
export function RefundForm({ order, onDone, onClose }: RefundFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const action = useOrderAction(formRef);
  const left = refundableCents(order);
  const open = lineProgress(order).filter((p) => p.toRefund > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((p) => [p.line.id, '0'])),
  );
  const [amount, setAmount] = useState('');
  // Until the owner types an amount, it follows the items chosen.
  const [amountTyped, setAmountTyped] = useState(false);
  const [restock, setRestock] = useState(false);

  const asked = open.map((p) => ({ lineId: p.line.id, quantity: Number(quantities[p.line.id] ?? '0') }));
  const chosen = asked.filter((a) => Number.isInteger(a.quantity) && a.quantity > 0);
  const itemCount = chosen.reduce((s, a) => s + a.quantity, 0);
  const amountCents = amountOf(amount, order.currency);
  const errors = action.failure?.fields ?? {};
  const lineError = (lineId: string) => {
    const sent = chosen.findIndex((a) => a.lineId === lineId);
    return errors[`lines.${sent}.quantity`] ?? errors[`quantity:${lineId}`];
  };

  function setItems(next: Record<string, string>) {
    setQuantities(next);
    if (amountTyped) return;
    const cents = open.reduce((s, p) => {
      const n = Number(next[p.line.id] ?? '0');
      return s + (Number.isInteger(n) && n > 0 ? n * p.line.unitPriceCents : 0);
    }, 0);
    setAmount(cents > 0 ? money(Math.min(cents, left), order.currency) : '');
  }

  function everything() {
    setQuantities(Object.fromEntries(open.map((p) => [p.line.id, String(p.toRefund)])));
    setAmount(money(left, order.currency));
    setAmountTyped(false);
  }

  function review() {
    const fields: Record<string, string> = {};
    for (const p of open) {
      const quantity = Number(quantities[p.line.id] ?? '');
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > p.toRefund)
        fields[`quantity:${p.line.id}`] = `Enter a whole number from 0 to ${p.toRefund}.`;
    }
    if (amountCents === null) fields.amountCents = 'Enter an amount such as 12.50.';
    else if (amountCents <= 0 || amountCents > left)
      fields.amountCents = `Enter an amount more than nothing and at most ${money(left, order.currency)}.`;
    if (restock && chosen.length === 0 && !fields.lines)
      fields.lines = 'Choose the items to put back in stock, or leave Restock items unticked.';
    if (Object.keys(fields).length > 0) action.refuse(fields);
    else action.confirm();
  }

  async function send() {
    if (amountCents === null) return;
    const done = await action.run((key) =>
      call('POST /api/config/commerce/orders/:orderId/refunds', {
        params: { orderId: order.id },
        body: { amountCents, lines: chosen, restock },
        silent: true,
        headers: { 'Idempotency-Key': key },
      }),
    );
    if (done) onDone(done, `Refunded ${money(amountCents, order.currency)}. The buyer has been mailed.`);
  }

  const shown = amountCents === null ? amount : money(amountCents, order.currency);
  return (
    <form
      ref={formRef}
      className="order-action-form"
      aria-label={`Refund order ${order.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h4>Refund</h4>
      <FormAlert message={action.failure?.message ?? null} />
      <fieldset disabled={action.phase !== 'editing'} className="order-action-fields">
        <button type="button" onClick={everything}>
          Refund the whole order
        </button>
        {open.length > 0 && (
          <FieldGroup
            legend="Items refunded (optional)"
            help="Their prices fill in the amount; change the amount for a partial refund."
            error={errors.lines}
          >
            {open.map((p) => (
              <Field
                key={p.line.id}
                label={`${lineName(p.line)}, ${p.toRefund} not refunded`}
                error={lineError(p.line.id)}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={p.toRefund}
                    step={1}
                    value={quantities[p.line.id] ?? ''}
                    onChange={(e) => setItems({ ...quantities, [p.line.id]: e.target.value })}
                  />
                )}
              </Field>
            ))}
          </FieldGroup>
        )}
        <TextField
          label={`Amount (${order.currency})`}
          help={`Up to ${money(left, order.currency)} left of the payment.`}
          error={errors.amountCents}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setAmountTyped(true);
          }}
        />
        {/* Every item already refunded: nothing is left to put back, only money. */}
        {open.length > 0 && (
          <CheckboxField
            label="Restock items"
            help="Puts the items chosen above back in stock."
            error={errors.restock}
            checked={restock}
            onChange={setRestock}
          />
        )}
        {action.phase === 'editing' && (
          <div className="order-actions">
            <button type="submit" className="primary">
              Refund
            </button>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        )}
      </fieldset>
      {action.phase !== 'editing' && (
        <ConfirmStep
          phase={action.phase}
          question={`Refund ${shown} to the buyer’s card for order ${order.number}${
            restock ? ` and put ${count(itemCount, 'item', 'items')} back in stock` : ''
          }? The buyer is emailed. A refund cannot be undone.`}
          confirmLabel={`Refund ${shown}`}
          workingLabel="Refunding…"
          danger
          onConfirm={() => void send()}
          onBack={action.back}
        />
      )}
    </form>
  );
}
