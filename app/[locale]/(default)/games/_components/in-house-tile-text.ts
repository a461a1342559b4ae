import { getFormatter, getTranslations } from 'next-intl/server';
import { LOBBY_RTP_BP, type LobbyGame } from '@/lib/games-catalog';
import type { InHouseTileText } from './game-tile';

// Apart from lobby-rows.tsx: the game pages need these texts, not the lobby's casino rows and their client tiles.
/** The texts of an in-house game's tile in the request's locale: name, fairness badge, RTP, coming soon. */
export async function getInHouseTileText(game: LobbyGame): Promise<InHouseTileText> {
  const [t, home, format] = await Promise.all([getTranslations('lobby'), getTranslations('home.games'), getFormatter()]);
  const rtp = format.number(LOBBY_RTP_BP[game] / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  return { name: home(game), fair: t('provablyFair'), rtp: t('rtp', { value: rtp }), soon: t('comingSoon') };
}
