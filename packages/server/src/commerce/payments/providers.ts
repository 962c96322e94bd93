// Which provider takes a store's payments: in test mode the built-in test provider. A live
// provider (Stripe) comes with the next commerce issue; until then a store not in test mode takes
// no payments, and the checkout says so.
import type { Db } from '../../db/database.ts';
import type { StoreSettings } from '../store/settings.ts';
import type { PaymentProvider } from './provider.ts';
import { testPaymentProvider } from './test-provider.ts';

export function providerForStore(db: Db, now: () => number) {
  return (store: Pick<StoreSettings, 'testMode'>): PaymentProvider | null =>
    store.testMode ? testPaymentProvider(db, now) : null;
}

/** The provider a payment record names, for finishing it later. */
export function providerById(db: Db, id: string, now: () => number): PaymentProvider | null {
  return id === 'test' ? testPaymentProvider(db, now) : null;
}
