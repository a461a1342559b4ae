import { guestCurrencyFor, isCurrency, type Currency } from '@/lib/currencies';
import type { ActivationView, WelcomePackReply } from '@/lib/bonuses/contract';
import { localeTagOf, type LocaleCode } from '@/lib/locales';
import { fromMinorUnits } from '@/lib/money';
import type { Queryable } from '../../db/db';
import { NotFoundError } from '../../http/errors';
import type { BonusDefinition, BonusSeed } from './definitions';
import { depositBonusFor, stepClosesAt } from './grants';
import type { BonusDeps } from './money';
import { findActivation, findRegisteredAt, listActivations, listDefinitions, type Activation } from './repository';

export { countDeposits } from './repository';
import { forfeit, settleIfDue, wageredOf } from './wagering';

export const ACTIVATIONS_LIMIT = 50;

const nameOf = (definition: BonusDefinition | undefined, code: string, locale: LocaleCode) => definition?.name[locale] ?? code;

function viewOf(activation: Activation, definition: BonusDefinition | undefined, locale: LocaleCode, wageredMinor: number): ActivationView {
  const major = (minor: number) => fromMinorUnits(minor, activation.currency);
  const required = activation.wagerRequiredMinor;
  const counted = activation.status === 'wagered' ? required : Math.min(wageredMinor, required);
  return {
    id: activation.id,
    code: activation.definitionCode,
    name: nameOf(definition, activation.definitionCode, locale),
    status: activation.status,
    currency: activation.currency,
    amount: major(activation.amountMinor),
    wagered: major(counted),
    wager_required: major(required),
    progress: required === 0 ? 1 : counted / required,
    max_bet: major(activation.maxBetMinor),
    contributions: activation.contributions,
    created_at: activation.createdAt,
    started_at: activation.startedAt,
    expires_at: activation.expiresAt,
    finished_at: activation.finishedAt,
    settled: activation.settledMinor === null ? null : major(activation.settledMinor),
  };
}

/** The player's bonuses, newest first; an active one that is due is converted or expired first, so the list is now's. */
export async function playerActivations(deps: BonusDeps, userId: number, locale: LocaleCode): Promise<ActivationView[]> {
  let activations = await listActivations(deps.db, userId, ACTIVATIONS_LIMIT);
  const due = activations.filter((activation) => activation.status === 'active');
  if (due.length > 0) {
    for (const activation of due) await settleIfDue(deps, activation);
    activations = await listActivations(deps.db, userId, ACTIVATIONS_LIMIT);
  }
  const definitions = new Map((await listDefinitions(deps.db)).map((definition) => [definition.code, definition]));
  return Promise.all(
    activations.map(async (activation) =>
      viewOf(
        activation,
        definitions.get(activation.definitionCode),
        locale,
        activation.status === 'active' ? await wageredOf(deps.db, activation) : 0,
      ),
    ),
  );
}

/** The player gives up one of their active bonuses; another player's id, or a finished one, is a 404. */
export async function forfeitActivation(deps: BonusDeps, userId: number, id: number): Promise<void> {
  const activation = await findActivation(deps.db, id);
  if (!activation || activation.userId !== userId || activation.status !== 'active')
    throw new NotFoundError('bonus_not_active: No such active bonus of yours.', 'bonus_not_active');
  if (!(await forfeit(deps, activation))) throw new NotFoundError('bonus_not_active: No such active bonus of yours.', 'bonus_not_active');
}

/** The bonus a player's next deposit gets (payments.bonus.name, waiting-reg-and-dep), with when its step closes. */
export async function nextDepositBonus(
  q: Queryable,
  player: { userId: number; currency: Currency; depositsMade: number },
  locale: LocaleCode,
  now = new Date(),
): Promise<{ name: string; expiresIn: number | null } | null> {
  const definition = await depositBonusFor(q, { ...player, depositNumber: player.depositsMade + 1 }, now);
  if (!definition) return null;
  const registeredAt = await findRegisteredAt(q, player.userId);
  const closes = registeredAt ? stepClosesAt(definition, registeredAt) : null;
  return { name: definition.name[locale], expiresIn: closes ? Math.max(0, Math.floor((closes.getTime() - now.getTime()) / 1000)) : null };
}

/** The welcome pack a guest is offered, in a currency (the query's, else the interface market's). */
export async function welcomePack(
  q: Queryable,
  seed: BonusSeed,
  locale: LocaleCode,
  currency: string | undefined,
): Promise<WelcomePackReply> {
  const code: Currency = isCurrency(currency) ? currency : guestCurrencyFor(localeTagOf(locale));
  const now = new Date();
  const steps = (await listDefinitions(q))
    .filter((definition) => definition.kind === 'deposit_match' && definition.deposit_number !== null && definition.enabled)
    .filter(
      (definition) => definition.kind === 'deposit_match' && definition.cap[code] !== undefined && definition.promo_codes.length === 0,
    )
    .filter((definition) => !definition.valid_to || new Date(definition.valid_to) > now)
    .flatMap((definition) => (definition.kind === 'deposit_match' ? [definition] : []))
    .sort((a, b) => a.deposit_number! - b.deposit_number!);
  const major = (minor: number | undefined) => fromMinorUnits(minor ?? 0, code);
  return {
    data: {
      publicTitle: seed.welcome_pack.public_title[locale],
      currency: code,
      steps: steps.map((definition) => ({
        deposit_number: definition.deposit_number!,
        name: definition.name[locale],
        percent: definition.percent,
        cap: major(definition.cap[code]),
        min_deposit: major(definition.min_deposit[code]),
        max_bet: major(definition.max_bet[code]),
        wagering_multiplier: definition.wagering.multiplier,
        wagering_base: definition.wagering.base,
        expires_in_days: definition.expires_in_days,
        days_after_registration: definition.days_after_registration,
      })),
    },
  };
}
