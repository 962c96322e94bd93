import { call } from '@tessera/site/api/call.ts';
import type { OrderDetail } from '@tessera/site/api/routes.gen.ts';
import { useRef } from 'react';
import { FormAlert } from '../../ui/Field.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { money, refundableCents } from './order-rules.ts';
import { useOrderAction } from './use-order-action.ts';

interface CancelFormProps {
  order: OrderDetail;
  onDone: (order: OrderDetail, notice: string) => void;
  onClose: () => void;
}

/** Cancels an order nothing of which was shipped: the server refunds what is left and restocks it all. */
export function CancelForm({ order, onDone, onClose }: CancelFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const action = useOrderAction(formRef);
  const refund = money(refundableCents(order), order.currency);

  async function send() {
    const done = await action.run((key) =>
      call('POST /api/config/commerce/orders/:orderId/cancel', {
        params: { orderId: order.id },
        silent: true,
        headers: { 'Idempotency-Key': key },
      }),
    );
    if (done)
      onDone(done, `Order ${order.number} is cancelled: ${refund} refunded, its items back in stock.`);
  }

  return (
    <form
      ref={formRef}
      className="order-action-form"
      aria-label={`Cancel order ${order.number}`}
      onSubmit={(event) => {
        event.preventDefault();
        action.confirm();
      }}
    >
      <h4>Cancel order</h4>
      <FormAlert message={action.failure?.message ?? null} />
      <p className="panel-note">
        Nothing of this order has been shipped. Cancelling refunds {refund} to the buyer’s card, puts every
        item back in stock and emails the buyer.
      </p>
      {action.phase === 'editing' ? (
        <div className="order-actions">
          <button type="submit" className="danger">
            Cancel order
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <ConfirmStep
          phase={action.phase}
          question={`Cancel order ${order.number} and refund ${refund}? This cannot be undone.`}
          confirmLabel="Cancel order and refund"
          workingLabel="Cancelling…"
          backLabel="Keep the order"
          danger
          onConfirm={() => void send()}
          onBack={action.back}
        />
      )}
    </form>
  );
}
