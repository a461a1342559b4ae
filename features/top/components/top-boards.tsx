import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor, formatNumber } from '@/lib/money-format';
import type { TopPlayer, TopReply } from '@/lib/top/contract';
import { GameLink } from './game-link';
import type { TopBoardsText } from './top-text';
import styles from './top-boards.module.css';

type Props = { reply: TopReply; text: TopBoardsText; locale: string; icon?: ReactNode };

const multiplierOf = (value: number, locale: string) => `×${formatNumber(value, locale, { maximumFractionDigits: 2 })}`;

function moneyOf(amount: number, currency: string, locale: string): string {
  return isCurrency(currency)
    ? formatMinor(toMinorUnits(amount, currency), currency, locale)
    : `${formatNumber(amount, locale)} ${currency}`;
}

function PlayerName({ player, hidden }: { player: TopPlayer; hidden: string }) {
  return player ? <span className={styles.name}>{player.name}</span> : <span className={styles.hidden}>{hidden}</span>;
}

/** One board: a table on a wide screen, a list of stacked cards on a phone (each cell labelled by its column). */
function Board({
  id,
  title,
  empty,
  children,
  rows,
  icon,
  emptyTitle,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode;
  rows: number;
  icon?: ReactNode;
  emptyTitle: string;
}) {
  return (
    <section className={styles.board} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows > 0 ? (
        children
      ) : (
        <EmptyState icon={icon} title={emptyTitle}>
          <p>{empty}</p>
        </EmptyState>
      )}
    </section>
  );
}

/** The biggest wins and the top players of one period. */
export function TopBoards({ reply, text, locale, icon }: Props) {
  const { wins, players } = text;
  return (
    <div className={styles.boards}>
      <Board id="top-wins" title={wins.title} empty={wins.empty} rows={reply.biggest_wins.length} icon={icon} emptyTitle={text.emptyTitle}>
        <table className={styles.table} aria-labelledby="top-wins">
          <thead>
            <tr>
              <th scope="col">{wins.player}</th>
              <th scope="col">{wins.game}</th>
              <th scope="col" className={styles.number}>
                {wins.multiplier}
              </th>
              <th scope="col" className={styles.number}>
                {wins.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {reply.biggest_wins.map((win, index) => (
              <tr key={`${win.at}-${index}`}>
                <td data-label={wins.player}>
                  <PlayerName player={win.player} hidden={text.hiddenPlayer} />
                </td>
                <td data-label={wins.game}>
                  <GameLink win={win} gameNames={text.gameNames} />
                </td>
                <td data-label={wins.multiplier} className={styles.number}>
                  {multiplierOf(win.multiplier, locale)}
                </td>
                <td data-label={wins.amount} className={styles.number}>
                  {moneyOf(win.amount, win.currency, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Board>
      <Board
        id="top-players"
        title={players.title}
        empty={players.empty}
        rows={reply.top_players.length}
        icon={icon}
        emptyTitle={text.emptyTitle}
      >
        <table className={styles.table} aria-labelledby="top-players">
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                {players.rank}
              </th>
              <th scope="col">{players.player}</th>
              <th scope="col" className={styles.number}>
                {players.wagered}
              </th>
              <th scope="col" className={styles.number}>
                {players.bets}
              </th>
              <th scope="col" className={styles.number}>
                {players.best}
              </th>
            </tr>
          </thead>
          <tbody>
            {reply.top_players.map((row) => (
              <tr key={row.rank}>
                <td data-label={players.rank} className={`${styles.number} ${styles.rank}`}>
                  {row.rank}
                </td>
                <td data-label={players.player}>
                  <PlayerName player={row.player} hidden={text.hiddenPlayer} />
                </td>
                <td data-label={players.wagered} className={styles.number}>
                  {moneyOf(row.wagered, 'USD', locale)}
                </td>
                <td data-label={players.bets} className={styles.number}>
                  {formatNumber(row.bets, locale)}
                </td>
                <td data-label={players.best} className={styles.number}>
                  {multiplierOf(row.biggest_multiplier, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Board>
    </div>
  );
}
