import { setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../../_lib/metadata';
import { CasinoLobby, LOBBY_NAMESPACE } from '../_components/casino-lobby';
import { searchQueryParam } from '../_components/search-query';

export const generateMetadata = titleMetadata(LOBBY_NAMESPACE['slots']);

export default async function LobbyPage({ params, searchParams }: PageProps<'/[locale]/games/slots'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CasinoLobby kind="slots" query={searchQueryParam(await searchParams)} />;
}
