// The orders' door: a checkout places an order with its payment, the payments' reconciler settles
// them, the order page reads the receipt and spends a download, and the demo has its orders.
export {
  insertOrder,
  insertOrderEvent,
  insertPayment,
  type OrderLineRow,
  type OrderRow,
  type PaymentRow,
  selectOrder,
  selectOrderByKeyOrCart,
  selectOrderLines,
  selectPaymentByKey,
  selectStalePayments,
  spendDownload,
  updatePayment,
} from './repository.ts';
