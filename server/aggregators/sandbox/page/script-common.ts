/**
 * The page's script, part shared by every game (plain ES2017 in a string: the page loads no bundle). It reads the
 * config the server embedded, formats money, talks to `${apiBase}/state|spin|seed`, keeps the balance and the
 * fairness panel, announces results and tells the casino around the iframe about balance changes and deposits.
 * Defines for the game part: cfg, T, $, fill, money, call, refusalText, setBalance, setFairness, notifyParent,
 * announce, showMessage, sleep, reducedMotion, state, onReady.
 */
export const COMMON_SCRIPT = String.raw`
var cfg = JSON.parse(document.getElementById('game-config').textContent);
var T = cfg.texts;
var REFUSALS = ['not_enough_money', 'bet_invalid', 'session_expired', 'wallet_unavailable', 'too_many_requests', 'network'];
var state = { balance: null, levels: [], busy: false, stopped: false };
var readyHandlers = [];
function $(id) { return document.getElementById(id); }
function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, function (all, key) { return Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : all; });
}
function sleep(ms) { return new Promise(function (resolve) { setTimeout(resolve, ms); }); }
var motionQuery = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
function reducedMotion() { return !!(motionQuery && motionQuery.matches); }

var scale = Math.pow(10, cfg.exponent);
var digits = { minimumFractionDigits: cfg.exponent, maximumFractionDigits: cfg.exponent };
var plainFormat = new Intl.NumberFormat(cfg.locale, digits);
var currencyFormat = null;
if (cfg.currency !== 'XXX') {
  try {
    currencyFormat = new Intl.NumberFormat(cfg.locale, Object.assign({ style: 'currency', currency: cfg.currency, currencyDisplay: 'narrowSymbol' }, digits));
  } catch (e) {
    currencyFormat = null; // not an ISO 4217 code (USDT, ...): the number and the code
  }
}
function money(minor) {
  var major = minor / scale;
  if (currencyFormat) return currencyFormat.format(major);
  return plainFormat.format(major) + ' ' + (cfg.currency === 'XXX' ? T.credits : cfg.currency);
}
var multiplierFormat = new Intl.NumberFormat(cfg.locale, { maximumFractionDigits: 2 });
function multiplier(x100) { return multiplierFormat.format(x100 / 100) + '×'; }

function notifyParent(type) {
  if (!cfg.parentOrigin || window.parent === window) return;
  try { window.parent.postMessage({ source: 'casino-game', type: type }, cfg.parentOrigin); } catch (e) { /* a wrong origin is dropped */ }
}
function announce(text) { $('live').textContent = text; }
function showMessage(text) { $('message').textContent = text || ''; }
function refusalText(code) { return REFUSALS.indexOf(code) >= 0 ? T[code] : T.unknown; }
function setBalance(minor) {
  if (typeof minor !== 'number') return;
  state.balance = minor;
  $('balance').textContent = money(minor);
}

/** Every call answers {ok, data} or {ok: false, code, balance}; it never throws. */
async function call(path, body) {
  var init = { method: body === undefined ? 'GET' : 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  var response;
  try { response = await fetch(cfg.apiBase + path, init); } catch (e) { return { ok: false, code: 'network', balance: null }; }
  var data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok || !data) {
    return { ok: false, code: data && typeof data.code === 'string' ? data.code : 'unknown', balance: data && typeof data.balance === 'number' ? data.balance : null };
  }
  return { ok: true, data: data };
}

/** The fairness panel; after a spin "used" is true and the reply's nonce is the one that spin used. */
function setFairness(fairness, used) {
  if (!fairness) return;
  $('seed-hash').textContent = fairness.server_seed_hash;
  if (document.activeElement !== $('client-seed')) $('client-seed').value = fairness.client_seed;
  $('next-nonce').textContent = String(used ? fairness.nonce + 1 : fairness.nonce);
  if (used) $('last-nonce').textContent = String(fairness.nonce);
}
function stop(code) {
  state.stopped = true;
  showMessage(refusalText(code));
}

$('seed-form').addEventListener('submit', async function (event) {
  event.preventDefault();
  var seed = $('client-seed').value.trim();
  if (!seed || state.busy || state.stopped) return;
  var button = $('seed-submit');
  button.disabled = true;
  var reply = await call('/seed', { client_seed: seed });
  button.disabled = state.stopped;
  if (!reply.ok) {
    if (reply.code === 'session_expired') stop(reply.code); else showMessage(refusalText(reply.code));
    return;
  }
  showMessage('');
  setFairness({ server_seed_hash: reply.data.server_seed_hash, client_seed: reply.data.client_seed, nonce: reply.data.nonce }, false);
  $('client-seed').value = reply.data.client_seed;
  $('prev-seed').textContent = reply.data.previous_server_seed;
  $('prev-seed').hidden = false;
  $('prev-seed-label').hidden = false;
  announce(T.seedChanged);
});

var depositButton = $('deposit');
if (depositButton) depositButton.addEventListener('click', function () { notifyParent('deposit'); });

function onReady(handler) { readyHandlers.push(handler); }
async function load() {
  var reply = await call('/state');
  if (!reply.ok) {
    $('balance').textContent = T.none;
    stop(reply.code);
    return;
  }
  setBalance(reply.data.balance);
  state.levels = Array.isArray(reply.data.bet_levels) ? reply.data.bet_levels.filter(function (n) { return typeof n === 'number' && n > 0; }) : [];
  setFairness(reply.data.fairness, false);
  $('seed-submit').disabled = false;
  notifyParent('balance');
  readyHandlers.forEach(function (handler) { handler(); });
}
setTimeout(load, 0);
`;
