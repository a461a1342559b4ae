/** The NOWPayments emulator's state and options (emulator.ts). */

export type EmulatorPayment = {
  payment_id: string;
  invoice_id: string;
  payment_status: 'waiting' | 'confirming' | 'confirmed' | 'sending' | 'partially_paid' | 'finished' | 'failed' | 'refunded' | 'expired';
  pay_address: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string | null;
  order_description: string | null;
  purchase_id: string;
  outcome_amount: number;
  outcome_currency: string;
  created_at: string;
  updated_at: string;
};

export type EmulatorInvoice = {
  id: string;
  token_id: string;
  order_id: string | null;
  order_description: string | null;
  price_amount: string;
  price_currency: string;
  pay_currency: string | null;
  ipn_callback_url: string | null;
  invoice_url: string;
  success_url: string | null;
  cancel_url: string | null;
  created_at: string;
  updated_at: string;
  payments: EmulatorPayment[];
};

export type EmulatorWithdrawal = {
  id: string;
  batch_withdrawal_id: string;
  status: 'WAITING' | 'SENDING' | 'FINISHED' | 'FAILED';
  address: string;
  currency: string;
  amount: number | null;
  fiat_amount: number | null;
  fiat_currency: string | null;
  unique_external_id: string | null;
  ipn_callback_url: string | null;
  hash: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
};

export type IpnDelivery = { url: string; body: string; signature: string; attempts: number; lastStatus: number | null; delivered: boolean };

export type NowpaymentsEmulatorOptions = {
  port: number;
  host?: string;
  apiKey: string;
  ipnSecret: string;
  /** The account's login for /v1/auth. */
  email?: string;
  password?: string;
  /** Pause between two IPNs of one payment (waiting -> confirming -> finished). */
  stepDelayMs?: number;
  /** Attempts per IPN and the first retry's delay (doubling). */
  ipnRetry?: { attempts: number; delayMs: number };
  log?: (line: string) => void;
};

export type NowpaymentsEmulator = {
  url: string;
  email: string;
  password: string;
  invoices: Map<string, EmulatorInvoice>;
  withdrawals: Map<string, EmulatorWithdrawal>;
  ipns: IpnDelivery[];
  /** The tester pays an invoice: in full (no amount, or at least the price) or in part (major units of the price currency). */
  pay(invoiceId: string, amount?: string | number): EmulatorPayment;
  /** Resolves when every IPN sequence started so far has been delivered or given up. */
  settled(): Promise<void>;
  close(): Promise<void>;
};
