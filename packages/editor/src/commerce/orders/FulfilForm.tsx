import { call } from '@tessera/site/api/call.ts';
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { useRef, useState } from 'react';
import { Field, FieldGroup, FormAlert, TextField } from '../../ui/Field.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { count, lineName, lineProgress } from './order-rules.ts';
import { useOrderAction } from './use-order-action.ts';

interface FulfilFormProps {
  order: OrderDetail;
  onDone: (order: OrderDetail, notice: string) => void;
  onClose: () => void;
}

/** Fulfils all or some of what is left, with the carrier and tracking number the buyer is mailed. */
export function FulfilForm({ order, onDone, onClose }: FulfilFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const action = useOrderAction(formRef);
  const open = lineProgress(order).filter((p) => p.toFulfil > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((p) => [p.line.id, String(p.toFulfil)])),
  );
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');

  const asked = open.map((p) => ({ lineId: p.line.id, quantity: Number(quantities[p.line.id] ?? '0') }));
  const chosen = asked.filter((a) => a.quantity > 0);
  const itemCount = chosen.reduce((s, a) => s + a.quantity, 0);
  const errors = action.failure?.fields ?? {};
  // The server names a line by its place in what was sent: 'lines.0.quantity'.
  const lineError = (lineId: string) => {
    const sent = chosen.findIndex((a) => a.lineId === lineId);
    return errors[`lines.${sent}.quantity`] ?? errors[`quantity:${lineId}`];
  };

  function review() {
    const fields: Record<string, string> = {};
    for (const p of open) {
      const quantity = Number(quantities[p.line.id] ?? '');
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > p.toFulfil)
        fields[`quantity:${p.line.id}`] = `Enter a whole number from 0 to ${p.toFulfil}.`;
    }
    if (Object.keys(fields).length === 0 && chosen.length === 0)
      fields.lines = 'Choose at least one item to fulfil.';
    if (Object.keys(fields).length > 0) action.refuse(fields);
    else action.confirm();
  }

  async function send() {
    const done = await action.run(() =>
      call('POST /api/config/commerce/orders/:orderId/fulfilments', {
        params: { orderId: order.id },
        body: { lines: chosen, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() },
        silent: true,
      }),
    );
    if (done) onDone(done, `Fulfilled ${count(itemCount, 'item', 'items')}. The buyer has been mailed.`);
  }

  const tracking = [carrier.trim(), trackingNumber.trim()].filter(Boolean).join(', tracking number ');
  return (
    <form
      ref={formRef}
      className="order-action-form"
      aria-label={`Fulfil order ${order.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <h4>Fulfil items</h4>
      <FormAlert message={action.failure?.message ?? null} />
      <fieldset disabled={action.phase !== 'editing'} className="order-action-fields">
        <FieldGroup
          legend="Quantities to fulfil"
          help="Everything left is chosen; lower a quantity to ship part now."
          error={errors.lines}
        >
          {open.map((p) => (
            <Field
              key={p.line.id}
              label={`${lineName(p.line)}, ${p.toFulfil} left`}
              error={lineError(p.line.id)}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={p.toFulfil}
                  step={1}
                  value={quantities[p.line.id] ?? ''}
                  onChange={(e) => setQuantities({ ...quantities, [p.line.id]: e.target.value })}
                />
              )}
            </Field>
          ))}
        </FieldGroup>
        <TextField
          label="Carrier"
          help="USPS, UPS, DHL…"
          error={errors.carrier}
          value={carrier}
          onChange={setCarrier}
        />
        <TextField
          label="Tracking number"
          help="Sent to the buyer in the shipped email."
          error={errors.trackingNumber}
          value={trackingNumber}
          onChange={setTrackingNumber}
        />
        {action.phase === 'editing' && (
          <div className="order-actions">
            <button type="submit" className="primary">
              Fulfil items
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
          question={`Mark ${count(itemCount, 'item', 'items')} of order ${order.number} as shipped${
            tracking ? ` (${tracking})` : ''
          } and email ${order.email}?`}
          confirmLabel="Fulfil and email the buyer"
          workingLabel="Fulfilling…"
          onConfirm={() => void send()}
          onBack={action.back}
        />
      )}
    </form>
  );
}
