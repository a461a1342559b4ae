'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Select } from '@/components/ui/select';
import { useLocale } from '@/i18n/hooks';
import { TextField } from '@/components/ui/text-field';
import { CASES } from '@/lib/cases-catalog';
import { COINFLIP_MAX_FLIPS } from '@/lib/fairness/coinflip';
import { formatCard } from '@/lib/fairness/hilo';
import { MINES_MAX, MINES_MIN } from '@/lib/fairness/mines';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import type { VerifyResult } from '@/lib/fairness/verify';
import { formatFixed } from '@/lib/money-format';
import { FAIRNESS_SECTIONS } from '../../shared/lib/fairness-sections';
import { computeCheck, type CheckerValues } from '../lib/check';
import styles from './fairness.module.css';

/** Recomputes any result from seeds in the browser, with lib/fairness: the code the api settles with. */
export function FairnessChecker({ initial }: { initial: CheckerValues }) {
  const t = useTranslations('games.play.fairnessForm');
  const outputId = useId();
  const [values, setValues] = useState<CheckerValues>(initial);
  const set = (patch: Partial<CheckerValues>) => setValues((current) => ({ ...current, ...patch }));
  const filled = values.serverSeed.trim() !== '' && values.clientSeed !== '';
  const check = filled ? computeCheck(values) : null;

  return (
    <form className={styles.checker} aria-describedby={outputId} onSubmit={(event) => event.preventDefault()}>
      <Select
        label={t('game')}
        value={values.game}
        onChange={(event) => set({ game: event.target.value })}
        options={FAIRNESS_SECTIONS.map((game) => ({ value: game, label: t(`games.${game}`) }))}
      />
      <TextField
        label={t('serverSeed')}
        hint={t('serverSeedHint')}
        value={values.serverSeed}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => set({ serverSeed: event.target.value })}
      />
      <TextField
        label={t('clientSeed')}
        value={values.clientSeed}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => set({ clientSeed: event.target.value })}
      />
      <TextField label={t('nonce')} inputMode="numeric" value={values.nonce} onChange={(event) => set({ nonce: event.target.value })} />
      {values.game === 'mines' && (
        <Select
          label={t('mines')}
          value={values.mines}
          onChange={(event) => set({ mines: event.target.value })}
          options={Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => String(MINES_MIN + i)).map((value) => ({
            value,
            label: value,
          }))}
        />
      )}
      {(values.game === 'hilo' || values.game === 'coinflip') && (
        <TextField
          label={t(values.game === 'hilo' ? 'cards' : 'flips')}
          hint={values.game === 'coinflip' ? t('flipsHint', { max: COINFLIP_MAX_FLIPS }) : undefined}
          inputMode="numeric"
          value={values.count}
          onChange={(event) => set({ count: event.target.value })}
        />
      )}
      {values.game === 'cases' && (
        <Select
          label={t('case')}
          value={values.caseSlug}
          onChange={(event) => set({ caseSlug: event.target.value })}
          options={CASES.map((entry) => ({ value: entry.slug, label: entry.slug }))}
        />
      )}
      <output id={outputId} className={styles.output} aria-live="polite">
        {!filled ? (
          <span>{t('fillIn')}</span>
        ) : 'problem' in check! ? (
          <span className={styles.error}>{t(`problems.${check.problem}`)}</span>
        ) : (
          <CheckResult values={values} result={check!.result} hash={check!.hash} />
        )}
      </output>
    </form>
  );
}

function CheckResult({ values, result, hash }: { values: CheckerValues; result: VerifyResult; hash: string }) {
  const t = useTranslations('games.play.fairnessForm');
  const rarity = useTranslations('games.play.cases.rarity');
  const locale = useLocale();
  let text: string;
  if ('roll' in result) text = t('roll', { roll: formatFixed(result.roll, 2, locale) });
  else if ('drawn' in result) text = t('drawn', { numbers: result.drawn.join(', ') });
  else if ('mines' in result) text = t('minesAt', { tiles: result.mines.join(', ') });
  else if ('cards' in result) text = t('cardsAre', { cards: result.cards.map((card) => `${formatCard(card)} (${card})`).join(', ') });
  else if ('flips' in result) text = t('flipsAre', { flips: result.flips.map((flip) => t(flip)).join(', ') });
  else if ('item' in result) {
    const item = CASES.find((entry) => entry.slug === values.caseSlug)?.items[result.item];
    const name = item && rarity.has(item.key as never) ? rarity(item.key as never) : (item?.key ?? '');
    text = t('itemIs', { index: result.item, item: name, multiplier: item ? formatMultiplier(item.multiplierBp, locale) : '' });
  } else text = '';
  return (
    <>
      <span className={styles.resultLine}>{text}</span>
      <span className={styles.hashLine}>
        {t('hash')} <code>{hash}</code>
      </span>
      {'mines' in result && <MiniBoard mines={result.mines} />}
    </>
  );
}

function MiniBoard({ mines }: { mines: number[] }) {
  const t = useTranslations('games.play.fairnessForm');
  return (
    <span className={styles.miniBoard} role="img" aria-label={t('board', { tiles: mines.join(', ') })}>
      {Array.from({ length: 25 }, (_, tile) => (
        <span key={tile} data-mine={mines.includes(tile) || undefined}>
          {tile}
        </span>
      ))}
    </span>
  );
}
