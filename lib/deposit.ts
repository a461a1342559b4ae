/** Deposit amount defaults when a payment method gives none (spec section 5), in major units. */
export const DEPOSIT_AMOUNT_DEFAULTS = { min: 100, max: 300000, default: 100 } as const;
