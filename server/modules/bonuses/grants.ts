import type { Currency } from '@/lib/currencies';
import type { Queryable } from '../../db/db';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import type { LedgerTransaction } from '../../ledger/ledger-transaction';
import { isCurrent, matchAmount, offersCurrency, wagerRequired, type BonusDefinition, type DepositMatch } from './definitions';
import { grant, grantInTransaction, type BonusAccounts, type BonusDeps } from './money';
import {
  countActivations,
  findDefinitionByPromo,
  findRegisteredAt,
  listDefinitions,
  type Activation,
  type NewActivation,
} from './repository';

const DAY_S = 86_400;

function activationOf(
  definition: BonusDefinition,
  input: { userId: number; currency: Currency; sourceRef: string },
  amountMinor: number,
  depositMinor: number,
): NewActivation {
  return {
    userId: input.userId,
    definitionCode: definition.code,
    currency: input.currency,
    sourceRef: input.sourceRef,
    amountMinor,
    depositMinor,
    wagerRequiredMinor: wagerRequired(definition, amountMinor, depositMinor),
    maxBetMinor: definition.max_bet[input.currency]!,
    contributions: definition.contributions,
    expiresInS: definition.expires_in_days * DAY_S,
  };
}

/** When a welcome step closes for a player registered at `registeredAt`; null when it has no such limit. */
export function stepClosesAt(definition: DepositMatch, registeredAt: Date): Date | null {
  return definition.days_after_registration === null
    ? null
    : new Date(registeredAt.getTime() + definition.days_after_registration * DAY_S * 1000);
}

/**
 * The deposit match the player's `depositNumber`th deposit gets in `currency` at `now`: a current definition for that
 * step, offered in the currency, its step still open since registration, and the player under its limit.
 */
export async function depositBonusFor(
  q: Queryable,
  player: { userId: number; currency: Currency; depositNumber: number },
  now = new Date(),
): Promise<DepositMatch | null> {
  const registeredAt = await findRegisteredAt(q, player.userId);
  if (!registeredAt) return null;
  for (const definition of await listDefinitions(q)) {
    if (definition.kind !== 'deposit_match' || definition.deposit_number !== player.depositNumber) continue;
    if (!isCurrent(definition, now) || !offersCurrency(definition, player.currency) || definition.promo_codes.length > 0) continue;
    const closes = stepClosesAt(definition, registeredAt);
    if (closes && now >= closes) continue;
    if ((await countActivations(q, player.userId, definition.code)) >= definition.per_player_limit) continue;
    return definition;
  }
  return null;
}

export type CreditedDeposit = { userId: number; currency: Currency; invoiceId: string; depositMinor: number; depositNumber: number };

/**
 * Inside the deposit's own ledger transaction (which locked bonusAccountsOf too): the welcome pack's bonus for this
 * deposit, queued or started, keyed by the invoice so a replayed credit grants once. Null when the deposit gets none.
 */
export async function grantDepositBonus(
  tx: LedgerTransaction,
  accounts: BonusAccounts,
  deposit: CreditedDeposit,
): Promise<Activation | null> {
  const definition = await depositBonusFor(tx, deposit);
  if (!definition) return null;
  const amount = matchAmount(definition, deposit.currency, deposit.depositMinor);
  if (amount <= 0) return null;
  return grantInTransaction(
    tx,
    activationOf(definition, { ...deposit, sourceRef: `invoice:${deposit.invoiceId}` }, amount, deposit.depositMinor),
    accounts,
  );
}

export const normalisePromo = (promo: string) => promo.trim().toUpperCase();

/** A promo code's bonus as a visitor may take it: unknown, switched off or out of its window is a 404. */
export async function findPromo(q: Queryable, promo: string, now = new Date()): Promise<BonusDefinition> {
  const definition = await findDefinitionByPromo(q, normalisePromo(promo));
  if (!definition || !isCurrent(definition, now)) throw new NotFoundError('promo_not_found: No such promo code.', 'promo_not_found');
  return definition;
}

/** A no-deposit promo redeemed by a player: every refusal says why; two redemptions at once grant once. */
export async function redeemPromo(
  deps: BonusDeps,
  player: { userId: number; currency: Currency; country: string | null },
  promo: string,
): Promise<Activation> {
  const definition = await findPromo(deps.db, promo);
  if (definition.regions && !(player.country && definition.regions.includes(player.country)))
    throw new ForbiddenError('promo_region: This promo code is not offered in your region.', 'promo_region');
  if (definition.kind !== 'no_deposit' || !offersCurrency(definition, player.currency))
    throw new ValidationError(
      { promo: ['promo_currency: This promo code is not offered in your currency.'] },
      'The given data was invalid.',
      'promo_currency',
    );
  const used = await countActivations(deps.db, player.userId, definition.code);
  if (used >= definition.per_player_limit) throw new ConflictError('promo_used: You have already used this promo code.', 'promo_used');
  const amount = definition.amount[player.currency]!;
  const granted = await grant(
    deps,
    activationOf(definition, { ...player, sourceRef: `promo:${normalisePromo(promo)}:${used + 1}` }, amount, 0),
  );
  if (!granted) throw new ConflictError('promo_used: You have already used this promo code.', 'promo_used');
  return granted;
}
