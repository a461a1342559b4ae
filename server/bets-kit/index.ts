export { bankrollAccount, bankrollRef, bankrollShardKey } from './bankroll';
export { chooseStakeSource } from './funding';
export {
  balancesOf,
  betKeyBase,
  payout,
  payouts,
  refund,
  rollback,
  runAlone,
  stake,
  stakeAccount,
  stakeRoute,
  type BatchPayee,
  type Json,
  type KitDeps,
  type Moved,
  type Paid,
  type Payee,
  type RollbackInput,
  type RolledBack,
  type StakeInput,
  type StakeRoute,
  type Wallet,
  type WalletBalances,
} from './kit';
export { mapRefusal, MONEY_REFUSALS, moneyRefusalOf, refusalOf, type MoneyRefusal, type RefusalMapping } from './refusals';
