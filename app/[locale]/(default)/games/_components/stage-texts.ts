import { getMessages, getTranslations } from 'next-intl/server';
import type { MessageTree } from '@/i18n/client-intl';

/**
 * What a game's room needs from the server: the `games.play` messages for the browser and the room's name. Kept apart
 * from PlayableStage, so a page that loads its room lazily does not take GameRoom's code into its first load.
 */
export async function getStageTexts(name: string): Promise<{ messages: MessageTree; label: string }> {
  const messages = (await getMessages()) as unknown as { games: { play: MessageTree } };
  const t = await getTranslations('games.frame');
  return { messages: messages.games.play, label: t('stageLabel', { game: name }) };
}
