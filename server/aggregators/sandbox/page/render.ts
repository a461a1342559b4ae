import { localeTagOf } from '@/lib/locales';
import { numberLocale } from '@/lib/money-format';
import type { SandboxGame } from '@/lib/slots/games';
import { BACCARAT_PAYS_X100 } from '@/lib/slots/speed-baccarat';
import { escapeHtml, scriptJson } from './html';
import { SLOT_LAYOUTS, type SlotLayout } from './layout';
import { renderPaytable } from './paytable';
import { BACCARAT_SCRIPT } from './script-baccarat';
import { COMMON_SCRIPT } from './script-common';
import { SLOT_SCRIPT } from './script-slots';
import { PAGE_STYLE } from './styles';
import { renderSymbolSprite } from './symbols';
import { PAGE_TEXTS, SYMBOL_NAMES, type PageLang, type PageTexts } from './texts';
import { PAYTABLE_TEXTS } from './texts-paytable';

export type GamePageView = {
  game: SandboxGame;
  lang: PageLang;
  demo: boolean;
  /** 'RUB', ... or 'XXX' for demo play money (shown as credits). */
  currency: string;
  /** Digits after the point of the minor unit. */
  exponent: number;
  /** The CSP nonce, put on every <script> and <style>. */
  nonce: string;
  /** Where the page's calls go, same origin: `${apiBase}/state`, `/spin`, `/seed`. */
  apiBase: string;
  /** The casino's origin for postMessage; null posts nothing. */
  parentOrigin: string | null;
  depositAvailable: boolean;
};

/** How long a live round takes bets. */
export const BETTING_MS = 10_000;

const fill = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

function renderTop(view: GamePageView, t: PageTexts): string {
  const rtp = new Intl.NumberFormat(numberLocale(localeTagOf(view.lang)), { maximumFractionDigits: 2 }).format(view.game.rtpPercent);
  return `<header class="top">
<h1>${escapeHtml(view.game.name)}${view.demo ? ` <span class="badge">${escapeHtml(t.demo)}</span>` : ''}</h1>
<span class="rtp">${escapeHtml(fill(t.rtp, { rtp }))}</span>
<div class="balance"><span id="balance-label">${escapeHtml(t.balance)}</span><output id="balance" aria-labelledby="balance-label">${escapeHtml(t.loading)}</output></div>
${view.depositAvailable ? `<button type="button" class="deposit" id="deposit">${escapeHtml(t.deposit)}</button>` : ''}
</header>`;
}

function renderCell(symbol: string, lang: PageLang): string {
  const name = SYMBOL_NAMES[lang][symbol] ?? symbol;
  return `<div class="cell" role="img" aria-label="${escapeHtml(name)}"><svg aria-hidden="true" focusable="false"><use href="#sym-${escapeHtml(symbol)}"></use></svg></div>`;
}

function renderSlot(layout: SlotLayout, view: GamePageView, t: PageTexts): string {
  const reels = layout.start
    .map((column) => `<div class="reel">${column.map((symbol) => renderCell(symbol, view.lang)).join('')}</div>`)
    .join('');
  return `<section class="stage" aria-label="${escapeHtml(view.game.name)}">
<div class="reels reels-${layout.reels}" id="reels" role="group" aria-label="${escapeHtml(t.reels)}">${reels}</div>
<div class="win none" id="win"></div>
<ul class="wins" id="wins"></ul>
</section>
<div class="controls">
<div class="bet" role="group" aria-labelledby="bet-label">
<span id="bet-label">${escapeHtml(t.bet)}</span>
<button type="button" id="bet-down" aria-label="${escapeHtml(t.betDown)}" disabled>−</button>
<output id="bet-value" aria-labelledby="bet-label">${escapeHtml(t.none)}</output>
<button type="button" id="bet-up" aria-label="${escapeHtml(t.betUp)}" disabled>+</button>
</div>
<button type="button" class="primary spin" id="spin" disabled>${escapeHtml(t.spin)}</button>
</div>`;
}

function renderSpot(side: 'player' | 'tie' | 'banker', view: GamePageView, t: PageTexts): string {
  const odds = fill(PAYTABLE_TEXTS[view.lang].odds, {
    x: new Intl.NumberFormat(numberLocale(localeTagOf(view.lang)), { maximumFractionDigits: 2 }).format(BACCARAT_PAYS_X100[side] / 100),
  });
  return `<button type="button" class="spot ${side}" id="spot-${side}" data-side="${side}" aria-label="${escapeHtml(fill(t.addChip, { side: t[side] }))}" aria-describedby="stake-${side}" disabled>
<strong>${escapeHtml(t[side])}</strong><small>${escapeHtml(odds)}</small><span class="stake" id="stake-${side}"></span></button>`;
}

function renderBaccarat(view: GamePageView, t: PageTexts): string {
  const hand = (side: 'player' | 'banker'): string =>
    `<div class="hand ${side}" id="hand-${side}"><h2>${escapeHtml(t[side])}</h2><div class="cards" id="cards-${side}"></div><div class="total" id="total-${side}"></div></div>`;
  return `<section class="stage" aria-label="${escapeHtml(view.game.name)}">
<p class="status" id="status">${escapeHtml(t.loading)}</p>
<div class="timer" id="timer" role="progressbar" aria-label="${escapeHtml(t.placeBets)}" aria-valuemin="0" aria-valuemax="${BETTING_MS / 1000}" aria-valuenow="0"><div id="timer-bar"></div></div>
<div class="hands">${hand('player')}${hand('banker')}</div>
<div class="spots">${renderSpot('player', view, t)}${renderSpot('tie', view, t)}${renderSpot('banker', view, t)}</div>
<fieldset class="chips" id="chips"><legend>${escapeHtml(t.chipValue)}</legend></fieldset>
<button type="button" id="clear" disabled>${escapeHtml(t.clearBets)}</button>
<p class="note">${escapeHtml(t.pushNote)}</p>
</section>`;
}

function renderFairness(t: PageTexts): string {
  return `<details class="fair">
<summary>${escapeHtml(t.fairness)}</summary>
<p>${escapeHtml(t.fairnessHelp)}</p>
<dl>
<dt>${escapeHtml(t.serverSeedHash)}</dt><dd id="seed-hash">${escapeHtml(t.none)}</dd>
<dt>${escapeHtml(t.nextNonce)}</dt><dd id="next-nonce">${escapeHtml(t.none)}</dd>
<dt>${escapeHtml(t.lastNonce)}</dt><dd id="last-nonce">${escapeHtml(t.none)}</dd>
<dt id="prev-seed-label" hidden>${escapeHtml(t.previousServerSeed)}</dt><dd id="prev-seed" hidden></dd>
</dl>
<form class="seed" id="seed-form">
<label for="client-seed">${escapeHtml(t.clientSeed)}<input id="client-seed" name="client_seed" maxlength="64" autocomplete="off" spellcheck="false" required></label>
<button type="submit" id="seed-submit" disabled>${escapeHtml(t.changeSeed)}</button>
</form>
</details>`;
}

/** The game's page in the casino's iframe: server-rendered HTML, one inline style sheet and one inline script. */
export function renderGamePage(view: GamePageView): string {
  const t = PAGE_TEXTS[view.lang];
  const tag = localeTagOf(view.lang);
  const layout = Object.hasOwn(SLOT_LAYOUTS, view.game.code) ? SLOT_LAYOUTS[view.game.code] : null;
  const baccarat = view.game.category === 'live';
  if (!layout && !baccarat) throw new RangeError(`no page for the game "${view.game.code}"`);
  const config = {
    kind: baccarat ? 'baccarat' : 'slot',
    // Numbers as lib/money-format writes them: Kazakh with ru-RU's separators, which every browser's ICU has.
    locale: numberLocale(tag),
    currency: view.currency,
    exponent: view.exponent,
    apiBase: view.apiBase,
    parentOrigin: view.parentOrigin,
    bettingMs: BETTING_MS,
    layout: baccarat ? null : layout,
    texts: t,
    symbols: SYMBOL_NAMES[view.lang],
  };
  const nonce = escapeHtml(view.nonce);
  return `<!doctype html>
<html lang="${escapeHtml(tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(view.game.name)}</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body>
${renderSymbolSprite()}
${renderTop(view, t)}
<main>
${baccarat ? renderBaccarat(view, t) : renderSlot(layout!, view, t)}
<p class="message" id="message" role="alert"></p>
<div class="visually-hidden" id="live" aria-live="polite" aria-atomic="true"></div>
${renderFairness(t)}
${renderPaytable(view.game, view.lang)}
</main>
<script type="application/json" id="game-config" nonce="${nonce}">${scriptJson(config)}</script>
<script nonce="${nonce}">(function () {
${COMMON_SCRIPT}
${baccarat ? BACCARAT_SCRIPT : SLOT_SCRIPT}
})();</script>
</body>
</html>`;
}
