import { setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../../_lib/metadata';
import { CasinoLobby, LOBBY_NAMESPACE } from '../_components/casino-lobby';

export const generateMetadata = titleMetadata(LOBBY_NAMESPACE['live-casino']);

export default async function LobbyPage({ params }: PageProps<'/[locale]/games/live-casino'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CasinoLobby kind="live-casino" />;
}
