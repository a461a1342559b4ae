/**
 * The page's script for live-style baccarat (appended to COMMON_SCRIPT in one function scope): a dealer-paced loop of
 * rounds. Bets are taken for cfg.bettingMs with a countdown bar, then "no more bets": the round's bets go out as ONE
 * spin call, the cards are dealt one by one with the running totals, the winner is announced, and the next round
 * starts. A round without bets deals nothing.
 */
export const BACCARAT_SCRIPT = String.raw`
var SIDES = ['player', 'banker', 'tie'];
var RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
var SUITS = ['♦', '♥', '♠', '♣'];
var pending = { player: 0, banker: 0, tie: 0 };
var chip = 0;
var betting = false;

function points(card) { var rank = Math.floor(card / 4); return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0; }
function pendingTotal() { return pending.player + pending.banker + pending.tie; }
/** A side's stake on its spot; "Your bet" is for screen readers, the amount is what everyone sees. */
function setStake(side, amount) {
  var stake = $('stake-' + side);
  stake.textContent = '';
  if (!amount) return;
  var label = document.createElement('span');
  label.className = 'visually-hidden';
  label.textContent = T.yourBet + ': ';
  stake.appendChild(label);
  stake.appendChild(document.createTextNode(money(amount)));
}
function showStakes() {
  SIDES.forEach(function (side) { setStake(side, pending[side]); });
  $('clear').disabled = !betting || pendingTotal() === 0;
}
function setBetting(open) {
  betting = open && !state.stopped;
  SIDES.forEach(function (side) { $('spot-' + side).disabled = !betting; });
  showStakes();
}
function setStatus(text, busy) {
  var status = $('status');
  status.textContent = '';
  if (busy) {
    var spinner = document.createElement('span');
    spinner.className = 'spinner';
    spinner.setAttribute('aria-hidden', 'true');
    status.appendChild(spinner);
  }
  status.appendChild(document.createTextNode(text));
}
function setTimer(leftMs) {
  var left = Math.max(0, leftMs);
  $('timer-bar').style.transform = 'scaleX(' + (left / cfg.bettingMs) + ')';
  $('timer').setAttribute('aria-valuenow', String(Math.ceil(left / 1000)));
}
function clearTable() {
  ['player', 'banker'].forEach(function (side) {
    $('cards-' + side).textContent = '';
    $('total-' + side).textContent = '';
    $('hand-' + side).classList.remove('won');
  });
}
function cardElement(card, third) {
  var element = document.createElement('span');
  var suit = card % 4;
  element.className = 'card' + (suit < 2 ? ' red' : '') + (third ? ' third' : '');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', RANKS[Math.floor(card / 4)] + SUITS[suit]);
  element.textContent = RANKS[Math.floor(card / 4)];
  element.appendChild(document.createElement('br'));
  element.appendChild(document.createTextNode(SUITS[suit]));
  return element;
}

function renderChips() {
  var levels = state.levels;
  // At most six chips, spread over the levels.
  var picks = [];
  var count = Math.min(6, levels.length);
  for (var i = 0; i < count; i++) {
    var level = levels[count === 1 ? 0 : Math.round((i * (levels.length - 1)) / (count - 1))];
    if (picks.indexOf(level) < 0) picks.push(level);
  }
  chip = picks[0] || 0;
  picks.forEach(function (value, index) {
    var label = document.createElement('label');
    var input = document.createElement('input');
    input.type = 'radio';
    input.name = 'chip';
    input.value = String(value);
    input.checked = index === 0;
    input.addEventListener('change', function () { if (input.checked) chip = value; });
    var face = document.createElement('span');
    face.textContent = money(value);
    label.appendChild(input);
    label.appendChild(face);
    $('chips').appendChild(label);
  });
}

async function deal(outcome) {
  var order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];
  var shown = { player: 0, banker: 0 };
  for (var i = 0; i < order.length; i++) {
    var side = order[i][0];
    var card = outcome[side][order[i][1]];
    if (card === undefined) continue;
    await sleep(reducedMotion() ? 150 : 700);
    $('cards-' + side).appendChild(cardElement(card, order[i][1] === 2));
    shown[side] = (shown[side] + points(card)) % 10;
    $('total-' + side).textContent = String(shown[side]);
  }
}

async function playRound() {
  clearTable();
  showMessage('');
  setStatus(T.placeBets, false);
  setBetting(true);
  var closesAt = Date.now() + cfg.bettingMs;
  var lastSeconds = -1;
  while (Date.now() < closesAt && !state.stopped) {
    var left = closesAt - Date.now();
    setTimer(left);
    var seconds = Math.ceil(left / 1000);
    if (seconds !== lastSeconds) { lastSeconds = seconds; setStatus(fill(T.bettingCloses, { seconds: seconds }), false); }
    await sleep(250);
  }
  setTimer(0);
  setBetting(false);
  if (state.stopped) return;
  var bets = {};
  SIDES.forEach(function (side) { if (pending[side] > 0) bets[side] = pending[side]; });
  pending = { player: 0, banker: 0, tie: 0 };
  if (Object.keys(bets).length === 0) {
    setStatus(T.waitingForBets, false);
    showStakes();
    await sleep(2000);
    return;
  }
  SIDES.forEach(function (side) { setStake(side, bets[side]); });
  announce(T.noMoreBets);
  setStatus(T.noMoreBets, true);
  state.busy = true;
  var reply = await call('/spin', { bets: bets });
  state.busy = false;
  if (!reply.ok) {
    if (reply.balance !== null) setBalance(reply.balance);
    if (reply.code === 'session_expired') stop(reply.code); else showMessage(refusalText(reply.code));
    announce(refusalText(reply.code));
    showStakes();
    await sleep(2500);
    return;
  }
  var outcome = reply.data.outcome;
  setStatus(T.dealing, false);
  await deal(outcome);
  var winner = outcome.winner === 'player' ? T.playerWins : outcome.winner === 'banker' ? T.bankerWins : T.tieResult;
  if (outcome.winner !== 'tie') $('hand-' + outcome.winner).classList.add('won');
  var result = fill(T.roundResult, { winner: winner, player: outcome.playerTotal, banker: outcome.bankerTotal });
  if (reply.data.payout > 0) result += ' ' + fill(T.returned, { amount: money(reply.data.payout) });
  setStatus(result, false);
  announce(result);
  setBalance(reply.data.balance);
  setFairness(reply.data.fairness, true);
  notifyParent('balance');
  showStakes();
  await sleep(reducedMotion() ? 2000 : 3500);
}

SIDES.forEach(function (side) {
  $('spot-' + side).addEventListener('click', function () {
    if (!betting || chip <= 0) return;
    if (state.balance !== null && pendingTotal() + chip > state.balance) {
      showMessage(T.not_enough_money);
      return;
    }
    showMessage('');
    pending[side] += chip;
    showStakes();
  });
});
$('clear').addEventListener('click', function () {
  pending = { player: 0, banker: 0, tie: 0 };
  showStakes();
});
onReady(async function () {
  renderChips();
  while (!state.stopped) await playRound();
  setBetting(false);
});
`;
