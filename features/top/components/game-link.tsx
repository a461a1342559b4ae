import { Link } from '@/i18n/navigation';
import { CATEGORY_PATH } from '@/lib/casino/contract';
import { casinoTitlePath } from '@/lib/casino/casino-paths';
import { slugOfGameId } from '@/lib/games/identity';
import type { TopWin } from '@/lib/top/contract';
import styles from './top-boards.module.css';

/** Where a win's game is played: an in-house game's page, a casino game's real-money window, or nowhere known. */
export function gameHrefOf(win: Pick<TopWin, 'game' | 'game_category'>): string | null {
  if (win.game_category === 'in_house') {
    const slug = slugOfGameId(win.game);
    return slug ? `/games/${slug}` : null;
  }
  if (win.game_category === 'slots' || win.game_category === 'live')
    return casinoTitlePath(CATEGORY_PATH[win.game_category], win.game, 'play');
  return null;
}

export function GameLink({ win, gameNames }: { win: TopWin; gameNames: Readonly<Record<string, string>> }) {
  const slug = win.game_category === 'in_house' ? slugOfGameId(win.game) : null;
  const name = (slug && gameNames[slug]) || win.game_name || win.game;
  const href = gameHrefOf(win);
  return href ? (
    <Link href={href} prefetch={false} className={styles.gameLink}>
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}
