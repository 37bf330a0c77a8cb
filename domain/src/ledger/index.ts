/**
 * Money after the deposit (docs/money.md): the appointment's ledger and its sums, the visit's checkout,
 * and the no-show fees' grace window. Pure rules; the backend records and charges by them.
 */
export * from './ledger';
export * from './visit-checkout';
export * from './visit-checkout-rules';
export * from './fees';
