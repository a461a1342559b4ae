import { z } from 'zod';
import { booleanText } from '../env-text';

/** The sandbox payment provider's signing secret when SANDBOX_PAY_SECRET is not set: public, so refused in production. */
export const DEFAULT_SANDBOX_PAY_SECRET = 'sandbox-pay-secret-change-me';

/** The cashier's settings (docs/cashier.md); server/config.ts reads them with the rest of the environment. */
export type PaymentsConfig = {
  /** The operator's payment methods and exchange rates. */
  paymentMethodsFile: string;
  exchangeRatesFile: string;
  /** The sandbox payment provider: on by default outside production (PAYMENT_SANDBOX), null when off. */
  paymentSandbox: { secret: string } | null;
  /** The NOWPayments adapter: present only when both its api key and IPN secret are set. */
  nowpayments: {
    apiUrl: string;
    apiKey: string;
    ipnSecret: string;
    /** The account's login (NOWPAYMENTS_EMAIL, NOWPAYMENTS_PASSWORD) for payouts and status queries; without it neither works. */
    account?: { email: string; password: string } | null;
  } | null;
  /** Every payout needs a successful verification (KYC), not only those of users an operator flagged. */
  payoutRequiresVerification: boolean;
};

export const paymentsEnvSchema = {
  PAYMENT_METHODS_FILE: z.string().min(1).default('config/payment-methods.json'),
  EXCHANGE_RATES_FILE: z.string().min(1).default('config/exchange-rates.json'),
  PAYMENT_SANDBOX: booleanText.optional(),
  SANDBOX_PAY_SECRET: z.string().min(16).default(DEFAULT_SANDBOX_PAY_SECRET),
  NOWPAYMENTS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.nowpayments.io'),
  NOWPAYMENTS_API_KEY: z.string().min(1).optional(),
  NOWPAYMENTS_IPN_SECRET: z.string().min(1).optional(),
  NOWPAYMENTS_EMAIL: z.email().optional(),
  NOWPAYMENTS_PASSWORD: z.string().min(1).optional(),
  PAYOUT_REQUIRES_VERIFICATION: booleanText.default(false),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvSchema>>;

/** What a production start must not have in the payment settings: a public secret. */
export function paymentsProductionProblems(env: PaymentsEnv): string[] {
  return env.PAYMENT_SANDBOX && env.SANDBOX_PAY_SECRET === DEFAULT_SANDBOX_PAY_SECRET
    ? ['SANDBOX_PAY_SECRET: the default secret is public']
    : [];
}

export function toPaymentsConfig(env: PaymentsEnv, production: boolean): PaymentsConfig {
  return {
    paymentMethodsFile: env.PAYMENT_METHODS_FILE,
    exchangeRatesFile: env.EXCHANGE_RATES_FILE,
    paymentSandbox: (env.PAYMENT_SANDBOX ?? !production) ? { secret: env.SANDBOX_PAY_SECRET } : null,
    nowpayments:
      env.NOWPAYMENTS_API_KEY && env.NOWPAYMENTS_IPN_SECRET
        ? {
            apiUrl: env.NOWPAYMENTS_API_URL.replace(/\/+$/, ''),
            apiKey: env.NOWPAYMENTS_API_KEY,
            ipnSecret: env.NOWPAYMENTS_IPN_SECRET,
            account:
              env.NOWPAYMENTS_EMAIL && env.NOWPAYMENTS_PASSWORD
                ? { email: env.NOWPAYMENTS_EMAIL, password: env.NOWPAYMENTS_PASSWORD }
                : null,
          }
        : null,
    payoutRequiresVerification: env.PAYOUT_REQUIRES_VERIFICATION,
  };
}
