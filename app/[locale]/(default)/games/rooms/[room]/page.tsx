import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { getCurrencyLimits, ROOMS, type Room } from '@/lib/bet-limits';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { FairnessBlock } from '../../_components/fairness-block';
import { GameStage } from '../../_components/game-stage';
import { FairBadges, GameHero } from '../../_components/game-hero';
import { getInHouseTileText } from '../../_components/lobby-rows';
import { getMoneyFormatter } from '../../_components/money';
import { GameArt } from '@/components/game-art/game-art';

const HOW_TO = ['step1', 'step2', 'step3'] as const;

const isRoom = (value: string): value is Room => (ROOMS as readonly string[]).includes(value);

export const dynamicParams = false;

export function generateStaticParams() {
  return ROOMS.map((room) => ({ room }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/games/rooms/[room]'>): Promise<Metadata> {
  const { locale, room } = await params;
  const t = await getTranslations({ locale, namespace: 'rooms' });
  return isRoom(room) ? { title: t(`items.${room}.name`) } : {};
}

export default async function RoomPage({ params }: PageProps<'/[locale]/games/rooms/[room]'>) {
  const { locale, room: slug } = await params;
  setRequestLocale(locale);
  if (!isRoom(slug)) notFound();
  const room = slug;
  const t = await getTranslations('rooms');
  const money = await getMoneyFormatter();
  const stake = money(getCurrencyLimits(DEFAULT_CURRENCY).roomStakesMinor[room] ?? 0, DEFAULT_CURRENCY);
  const name = t(`items.${room}.name`);
  const tile = await getInHouseTileText('rooms');
  return (
    <div className="page game-page">
      <p>
        <Link href="/games/rooms">{t('back')}</Link>
      </p>
      <GameHero art={<GameArt game="rooms" />} title={name} badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />} lead={t('stake', { stake })}>
        <p>{t(`items.${room}.text`)}</p>
      </GameHero>
      <GameStage label={t('stageLabel', { name })} title={t('stageTitle')} text={t('stageText')} />
      <section className="section prose" aria-labelledby="room-how-to">
        <h2 id="room-how-to">{t('howToTitle')}</h2>
        <ol>
          {HOW_TO.map((step) => (
            <li key={step}>{t(`howTo.${step}`, { stake })}</li>
          ))}
        </ol>
      </section>
      <FairnessBlock />
    </div>
  );
}
