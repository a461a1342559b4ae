'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import { OfflineCheck } from '../../live/components/offline-check';
import { useRoomsHistory } from '../api/get-rooms-history';
import { checkRoom } from '../lib/room-check';
import type { RoomHistoryEntry } from '../lib/rooms-wire';
import shared from '../../shared/components/game-screen.module.css';

function Verdict({ match }: { match: boolean | null }) {
  const t = useTranslations('games.play.rooms.verify');
  if (match === null) return null;
  return <Badge tone={match ? 'success' : 'danger'}>{match ? t('match') : t('mismatch')}</Badge>;
}

/**
 * A room's round checked in the browser: the seed against the hash committed before the round, the winning ticket
 * from the seed, the round and the pot, the winning stake from the stakes in bet order, the pot less 5 %. What this
 * page did not watch (the commitment, the ticket) comes from the rooms history.
 */
export function RoomVerifyBody({
  entry,
  room,
  currency,
  locale,
}: {
  entry: RoomHistoryEntry;
  room: Room;
  currency: Currency;
  locale: string;
}) {
  const t = useTranslations('games.play.rooms.verify');
  const history = useRoomsHistory(room, currency, entry.hashCommit === null || (entry.ticket === null && !entry.refunded));
  const row = history.data?.find((item) => item.round_id === entry.roundId);
  const hashCommit = entry.hashCommit ?? row?.hash_commit ?? null;
  const ticket = entry.ticket ?? row?.ticket ?? null;
  const check = checkRoom({ ...entry, hashCommit, ticket, winnerBetId: entry.winner?.betId ?? null });
  const money = (minor: number) => formatMinor(minor, currency, locale);
  if (!check) return <p role="alert">{t('invalid')}</p>;
  return (
    <div className={shared.verify}>
      <dl className={shared.facts}>
        <dt>{t('seed')}</dt>
        <dd className={shared.hash}>{entry.seed}</dd>
        <dt>{t('commitment')}</dt>
        <dd className={shared.hash}>{hashCommit ?? (history.isPending ? t('loading') : t('unknown'))}</dd>
        <dt>{t('seedHash')}</dt>
        <dd className={shared.hash}>
          {check.seedHash} <Verdict match={check.commitmentMatch} />
        </dd>
        <dt>{t('pot')}</dt>
        <dd>{money(entry.potMinor)}</dd>
      </dl>
      {entry.refunded ? (
        <p>{t('refunded')}</p>
      ) : (
        <div
          role="status"
          className={shared.outcome}
          data-match={check.ticketMatch !== false && check.winnerMatch !== false && check.payoutMatch !== false}
        >
          <dl className={shared.facts}>
            <dt>{t('ticket')}</dt>
            <dd>
              {t('ticketValue', { ticket: check.ticket ?? 0, pot: entry.potMinor })} <Verdict match={check.ticketMatch} />
            </dd>
            {check.winnerBetId !== null && (
              <>
                <dt>{t('winningStake')}</dt>
                <dd>
                  {t('stakeId', { id: check.winnerBetId })} <Verdict match={check.winnerMatch} />
                </dd>
              </>
            )}
            <dt>{t('payout')}</dt>
            <dd>
              {t('split', { payout: money(check.payoutMinor ?? 0), commission: money(check.commissionMinor ?? 0) })}{' '}
              <Verdict match={check.payoutMatch} />
            </dd>
          </dl>
          {entry.stakes === null && <p>{t('noStakes')}</p>}
        </div>
      )}
      <OfflineCheck
        command={
          entry.stakes && entry.stakes.length > 0
            ? `npm run -s verify -- rooms --seed ${entry.seed} --round ${entry.roundId} --stakes ${entry.stakes.map((stake) => stake.amountMinor).join(',')}`
            : null
        }
      />
    </div>
  );
}
