// What the checkout asks of a payment provider, shaped after a card processor with client-side
// tokenisation (Stripe's PaymentIntents): the browser turns the card into something the provider
// understands (`payment`, checked by the provider's own schema), the server authorises the amount,
// writes the order, then captures; a refund names the charge. Every call carries an idempotency
// key: the same key answers the same result and never moves money twice, so a retry after a lost
// answer or a crash is always safe. `findCharge` lets a reconciliation job ask what happened to a
// key whose answer was lost. A provider that pushes events (Stripe's webhooks) will add a parser
// for them next to this interface; the test provider has nothing to push.
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';

export type ChargeStatus = 'authorized' | 'captured' | 'voided' | 'declined';

export interface Charge {
  chargeId: string;
  status: ChargeStatus;
  amountCents: number;
  refundedCents: number;
  currency: string;
  /** What the buyer is told when it was declined */
  message: string | null;
  /** The card's last four digits, shown on the order */
  last4: string | null;
}

export type AuthorizeResult =
  | { ok: true; charge: Charge }
  | { ok: false; message: string; charge: Charge | null };

export interface AuthorizeRequest {
  websiteId: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  /** What the browser sent, already parsed by `paymentSchema` */
  payment: unknown;
}

export interface MoneyMove {
  websiteId: string;
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly id: string;
  /** The payment the checkout posts for this provider (the test provider's card; a real one's token) */
  readonly paymentSchema: z.ZodType;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes an authorised amount (all of it, or less) */
  capture(move: MoneyMove): Promise<Charge>;
  /** Releases an authorisation that will not be captured (an order that could not be written) */
  void(move: Omit<MoneyMove, 'amountCents'>): Promise<Charge>;
  /** Gives back part or all of a captured charge; refused beyond what is left */
  refund(move: MoneyMove): Promise<{ refundId: string; charge: Charge }>;
  /** The charge an authorisation with this key made, if any: how a lost answer is found again */
  findCharge(websiteId: string, idempotencyKey: string): Promise<Charge | null>;
}

/** A provider's refusal of a call (beyond what can be refunded, a charge that is not there). */
export class PaymentRefused extends Error {}

export type ProviderFactory = (db: Db) => PaymentProvider;
