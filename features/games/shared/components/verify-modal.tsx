'use client';

import { cases } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { shownBetStateOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/modal';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Link } from '@/i18n/navigation';
import { readApiFailure } from '@/lib/api/validation-errors';
import { findCase } from '@/lib/cases-catalog';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { formatMinor } from '@/lib/money-format';
import { useBet } from '../api/get-bet';
import type { GameBet } from '../api/schemas';
import { usePlayerContext } from '../hooks/player-context';
import { useRotateSeeds } from '../hooks/use-rotate-seeds';
import { fairnessLinkOf } from '../lib/fairness-link';
import { verifyGameBet } from '../lib/verify-game-bet';
import { useVerifyStore } from '../stores/verify-store';
import { GameFailureNotice } from './game-failure-notice';
import styles from './game-screen.module.css';

/** The verify modal of every bet: its seeds and nonce, and its result recomputed here with lib/fairness. */
export function VerifyModal() {
  const t = useTranslations('games.play.verify');
  const target = useVerifyStore((state) => state.target);
  const close = useVerifyStore((state) => state.close);
  if (!target) return null;
  return (
    <Modal title={t('title', { id: target.id })} closeLabel={t('close')} onClose={close}>
      <VerifyBody id={target.id} initial={target.bet} />
    </Modal>
  );
}

function VerifyBody({ id, initial }: { id: string; initial?: GameBet }) {
  const t = useTranslations('games.play.verify');
  const player = usePlayerContext();
  const query = useBet(id, player.mode, player.as);
  const bet = query.data ?? initial;
  if (!bet) {
    if (query.isError) {
      const status = readApiFailure(query.error).status;
      return <p role="alert">{status === 404 ? t('notYours') : t('failed')}</p>;
    }
    return <p aria-busy="true">{t('loading')}</p>;
  }
  // A case's check needs its items' weights: the shared catalogue the api settled with (config/cases.json).
  const slug = readAs(cases.params, bet.params)?.slug;
  const caseEntry = slug === undefined ? undefined : findCase(slug);
  return <BetCheck bet={bet} caseWeights={caseEntry?.items.map((item) => item.weight)} />;
}

/** The link to the seeds panel closes the modal and opens the panel, with the focus on it. */
function openSeedsPanel(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  useVerifyStore.getState().close();
  const panel = document.getElementById('seeds');
  if (!(panel instanceof HTMLDetailsElement)) return;
  panel.open = true;
  // After the modal has given the focus back to its opener.
  setTimeout(() => panel.querySelector('summary')?.focus(), 0);
  panel.scrollIntoView?.({ block: 'start' });
}

function BetCheck({ bet, caseWeights }: { bet: GameBet; caseWeights?: readonly number[] }) {
  const t = useTranslations('games.play.verify');
  const { locale, mode } = usePlayerContext();
  const { rotate, pending, failure } = useRotateSeeds();
  const sides = useTranslations('games.play.fairnessForm');
  const outcome = verifyGameBet(bet, { caseWeights, localeTag: locale, sideNames: { heads: sides('heads'), tails: sides('tails') } });
  const money = (minor: number) => formatMinor(minor, bet.currency, locale);
  const outcomeWords = useBetOutcomeText();
  return (
    <div className={styles.verify}>
      <dl className={styles.facts}>
        <dt>{t('stake')}</dt>
        <dd>{money(bet.amountMinor)}</dd>
        <dt>{t('multiplier')}</dt>
        <dd>{formatMultiplier(bet.multiplierBp, locale)}×</dd>
        <dt>{t('payout')}</dt>
        <dd>{bet.state === 'open' ? t('open') : money(bet.payoutMinor)}</dd>
        {bet.state !== 'open' && (
          <>
            <dt>{t('outcome')}</dt>
            <dd className={styles.outcome} data-state={shownBetStateOf(bet)}>
              {outcomeWords.sentence(bet, locale)}
            </dd>
          </>
        )}
        {bet.demo && (
          <>
            <dt>{t('money')}</dt>
            <dd>
              <Badge tone="gold">{t('demo')}</Badge>
            </dd>
          </>
        )}
      </dl>
      <h3 className={styles.subheading}>{t('seeds')}</h3>
      <dl className={styles.facts}>
        <dt>{t('serverSeed')}</dt>
        <dd className={styles.hash}>{bet.fairness.serverSeed ?? t('serverSeedHidden')}</dd>
        <dt>{t('serverSeedHash')}</dt>
        <dd className={styles.hash}>{bet.fairness.serverSeedHash}</dd>
        <dt>{t('clientSeed')}</dt>
        <dd className={styles.hash}>{bet.fairness.clientSeed}</dd>
        <dt>{t('nonce')}</dt>
        <dd>{bet.fairness.nonce}</dd>
      </dl>
      {outcome.status === 'unrevealed' && (
        <Notice tone="info">
          <p>{t(bet.state === 'open' ? 'unrevealedOpen' : 'unrevealed')}</p>
          {bet.state !== 'open' && (
            <p className={styles.row}>
              <Button size="sm" variant="secondary" loading={pending} onClick={() => void rotate()}>
                {t('rotate')}
              </Button>
              <a href="#seeds" className={styles.inlineAction} onClick={openSeedsPanel}>
                {t('seedsLink')}
              </a>
            </p>
          )}
        </Notice>
      )}
      <GameFailureNotice failure={failure} mode={mode} />
      {outcome.status === 'checked' && (
        <div role="status" className={styles.outcome} data-match={outcome.match && outcome.hashMatches}>
          <p>
            <Badge tone={outcome.match && outcome.hashMatches ? 'success' : 'danger'}>
              {outcome.match && outcome.hashMatches ? t('match') : t('mismatch')}
            </Badge>
          </p>
          <dl className={styles.facts}>
            <dt>{t('recorded')}</dt>
            <dd className={styles.hash}>{outcome.recorded}</dd>
            <dt>{t('computed')}</dt>
            <dd className={styles.hash}>{outcome.computed}</dd>
            <dt>{t('hashCheck')}</dt>
            <dd>{outcome.hashMatches ? t('hashMatches') : t('hashDiffers')}</dd>
          </dl>
        </div>
      )}
      {outcome.status === 'unsupported' && <p>{t('unsupported')}</p>}
      {outcome.status === 'invalid' && <p role="alert">{t('invalid')}</p>}
      {bet.fairness.serverSeed && (
        <p>
          <Link href={fairnessLinkOf(bet)}>{t('fairnessPage')}</Link>
        </p>
      )}
    </div>
  );
}
