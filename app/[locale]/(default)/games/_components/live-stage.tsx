import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { MessageTree } from '@/i18n/client-intl';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { LiveRoom } from '@/features/games/live/components/live-room';

/**
 * A live game's table inside the page the server renders (crash, roulette, the rooms): the `games.play` and client messages go to
 * the browser. Its rounds are proven by a hash chain or a committed seed (no seeds panel), and the round's own bets
 * take the place of the instant games' feeds. `bar: false` for a page where nobody bets (the list of rooms).
 */
export async function LiveStage({ name, bar = true, children }: { name: string; bar?: boolean; children: ReactNode }) {
  const messages = (await getMessages()) as unknown as { games: { play: MessageTree } };
  const t = await getTranslations('games.frame');
  return (
    <ClientMessagesProvider>
      <LiveRoom messages={messages.games.play} label={t('stageLabel', { game: name })} bar={bar}>
        {children}
      </LiveRoom>
    </ClientMessagesProvider>
  );
}
