'use client';

import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import choice from '@/components/ui/choice.module.css';
import tabs from '@/components/ui/tabs.module.css';
import type { MessageTree } from '@/i18n/client-intl';
import { useLocale } from '@/i18n/hooks';
import { guestCurrencyFor, isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { useSessionStore } from '@/lib/session/session-store';
import { RefillIcon } from '../../shared/components/refill-icon';
import shared from '../../shared/components/game-screen.module.css';
import styles from './dice.module.css';
import { StakeSkeleton } from './stake-skeleton';

/** A plain message of the games.play tree by its dotted key (the skeleton has no intl runtime). */
function plain(messages: MessageTree, key: string): string {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

/**
 * The dice room before its code has loaded, at its size: the play bar with the rows it will have (a guest's demo note,
 * a player's balance and demo switch, in the page's language, so they wrap as the real ones do; on a phone the note or
 * switch at the panel's foot instead), the table's frame (its heights are fixed in dice.module.css) with the stake field
 * as it will be (StakeSkeleton), the closed seeds and the feeds as they open (loading). Hidden from screen readers but for a
 * loading status. The badge and the balance's label are drawn by CSS (no text in the document): the room mounts out of
 * sight before it replaces the skeleton, and a text search then finds them once, in the room.
 */
export function DiceSkeleton({ messages, label }: { messages: MessageTree; label: string }) {
  const text = (key: string) => plain(messages, key);
  const player = useSkeletonPlayer();
  const locale = useLocale();
  return (
    <section className={shared.room} aria-label={label} aria-busy="true">
      <p className="visually-hidden" role="status">
        {text('dice.loading')}
      </p>
      <div aria-hidden="true" className={styles.skeleton}>
        <PlayBarSkeleton text={text} player={player} locale={locale} />
        <div className={`${shared.table} ${styles.table}`}>
          <div className={`${shared.panel} ${styles.panelSkeleton}`}>
            <Skeleton height="46px" radius="md" className={shared.later} />
            <StakeSkeleton text={text} currency={player?.currency ?? guestCurrencyFor(locale)} locale={locale} />
            <Skeleton height="48px" radius="md" className={shared.playButton} />
            <Skeleton height="50px" radius="md" />
            <NoticeSkeleton text={text} real={player !== null} inPanel />
          </div>
          <div className={`${shared.area} ${styles.area}`}>
            <div className={styles.rollReadout}>–</div>
            <Skeleton height="48px" radius="pill" />
          </div>
        </div>
        <div className={`${shared.seeds} ${styles.closedDetails}`}>{text('seeds.title')}</div>
        <div className={shared.feeds}>
          <div className={tabs.tabs}>
            <div className={tabs.list}>
              {['mine', 'all', 'highRollers'].map((tab) => (
                <span key={tab} className={tabs.tab}>
                  {text(`feeds.${tab}`)}
                </span>
              ))}
            </div>
            <div className={tabs.panel}>
              <p>{text('feeds.loading')}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The signed-in player the room will show, with their currency; null for a guest. */
function useSkeletonPlayer() {
  const user = useSessionStore((state) => (state.status === 'authenticated' ? state.user : null));
  const currency = user && isCurrency(user.currency) ? user.currency : null;
  return user && currency ? { user, currency } : null;
}

/**
 * The demo note or switch as DemoNotice draws it: in the play bar, and at the bet panel's foot (inPanel), the one a
 * phone shows (game-screen.module.css), so the skeleton's rows are where the room's will be.
 */
function NoticeSkeleton({ text, real, inPanel = false }: { text: (key: string) => string; real: boolean; inPanel?: boolean }) {
  const place = inPanel ? shared.panelNotice : '';
  if (real) {
    return (
      <div className={`${choice.wrap} ${shared.demoSwitch} ${place}`}>
        <span className={`${choice.row} ${choice.switchRow}`}>
          <span className={choice.text}>{text('demo.switch')}</span>
          <span className={choice.switch} />
        </span>
        <small className={choice.hint}>{text('demo.switchHint')}</small>
      </div>
    );
  }
  return (
    <p className={`${shared.demoNote} ${place}`}>
      {text('demo.guestNote')} <span className={styles.linkSkeleton}>{text('demo.signUp')}</span>
    </p>
  );
}

/** The play bar's rows as PlayBar draws them once the player is known: demo for a guest, real money for a player. */
function PlayBarSkeleton({
  text,
  player,
  locale,
}: {
  text: (key: string) => string;
  player: ReturnType<typeof useSkeletonPlayer>;
  locale: string;
}) {
  if (player) {
    const { user, currency } = player;
    return (
      <div className={shared.playBar} data-mode="real">
        <div className={shared.mode}>
          <Badge tone="success" className={styles.drawnText} data-text={text('demo.real')} />
          <span className={shared.balance}>
            <span className={`${shared.balanceLabel} ${styles.drawnText}`} data-text={text('balance')} />{' '}
            <span className={shared.balanceValue}>{formatMinor(toMinorUnits(user.balance ?? 0, currency), currency, locale)}</span>
          </span>
        </div>
        <div className={shared.barActions}>
          <span className={shared.iconButton} />
        </div>
        <NoticeSkeleton text={text} real />
      </div>
    );
  }
  return (
    <div className={shared.playBar} data-mode="demo">
      <div className={shared.mode}>
        <Badge tone="gold" className={`${shared.demoBadge} ${styles.drawnText}`} data-text={text('demo.badge')} />
        <span className={shared.balance}>
          <span className={`${shared.balanceLabel} ${styles.drawnText}`} data-text={text('demo.balance')} />{' '}
          <Skeleton width="6.2em" height="1.2em" className={styles.amountSkeleton} />
        </span>
      </div>
      <div className={shared.barActions}>
        <span className={`${shared.chip} ${shared.refill}`}>
          <RefillIcon />
          <span className={shared.refillText}>{text('demo.refill')}</span>
        </span>
        <span className={shared.iconButton} />
      </div>
      <NoticeSkeleton text={text} real={false} />
    </div>
  );
}
