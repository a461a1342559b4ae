/**
 * The page's script for a slot (appended to COMMON_SCRIPT in one function scope): bet levels, the spin with its reel
 * animation, the grid and its winning cells, the win amount and the list of wins.
 */
export const SLOT_SCRIPT = String.raw`
var layout = cfg.layout;
var betIndex = 0;
var reelsEl = $('reels');
var spinButton = $('spin');

function cellAt(reel, row) { return reelsEl.children[reel].children[row]; }
function setSymbol(cell, symbol) {
  cell.querySelector('use').setAttribute('href', '#sym-' + symbol);
  cell.setAttribute('aria-label', cfg.symbols[symbol] || symbol);
}
function symbolName(symbol) { return cfg.symbols[symbol] || symbol; }

function setControls() {
  var ready = state.levels.length > 0 && !state.busy && !state.stopped;
  $('bet-down').disabled = !ready || betIndex <= 0;
  $('bet-up').disabled = !ready || betIndex >= state.levels.length - 1;
  spinButton.disabled = !ready;
  $('bet-value').textContent = state.levels.length ? money(state.levels[betIndex]) : T.none;
}
function setSpinLabel(busy) {
  spinButton.textContent = '';
  if (busy) {
    var spinner = document.createElement('span');
    spinner.className = 'spinner';
    spinner.setAttribute('aria-hidden', 'true');
    spinButton.appendChild(spinner);
  }
  spinButton.appendChild(document.createTextNode(busy ? T.spinning : T.spin));
  spinButton.setAttribute('aria-busy', busy ? 'true' : 'false');
}

function clearWin() {
  reelsEl.classList.remove('has-win');
  Array.prototype.forEach.call(reelsEl.querySelectorAll('.hit'), function (cell) { cell.classList.remove('hit'); });
  $('win').textContent = '';
  $('win').className = 'win none';
  $('wins').textContent = '';
}

/** The cells a win is made of, by the game's rule (layout.rule, see layout.ts). */
function winCells(grid, win) {
  var cells = [];
  if (layout.rule === 'anywhere') {
    grid.forEach(function (column, reel) {
      column.forEach(function (symbol, row) { if (symbol === win.symbol) cells.push([reel, row]); });
    });
    return cells;
  }
  var rows = layout.lines[win.line] || [];
  rows.forEach(function (row, reel) {
    if (layout.rule === 'line-left' ? reel < win.count : grid[reel][row] === win.symbol) cells.push([reel, row]);
  });
  return cells;
}

function showOutcome(outcome, payout) {
  var texts = [];
  outcome.wins.forEach(function (win) {
    winCells(outcome.grid, win).forEach(function (at) { cellAt(at[0], at[1]).classList.add('hit'); });
    var text = win.line === null
      ? fill(T.anywhereWin, { count: win.count, symbol: symbolName(win.symbol) })
      : fill(T.lineWin, { line: win.line + 1, count: win.count, symbol: symbolName(win.symbol) });
    texts.push(text + ' — ' + multiplier(win.multiplierX100));
    var item = document.createElement('li');
    item.textContent = texts[texts.length - 1];
    $('wins').appendChild(item);
  });
  if (outcome.wins.length) reelsEl.classList.add('has-win');
  if (payout > 0) {
    $('win').className = 'win';
    $('win').textContent = T.win + ': ' + money(payout);
    announce(fill(T.wonAmount, { amount: money(payout) }) + '. ' + texts.join('. '));
  } else {
    $('win').className = 'win none';
    $('win').textContent = T.noWin;
    announce(T.noWin);
  }
}

async function stopReels(grid) {
  for (var reel = 0; reel < layout.reels; reel++) {
    if (!reducedMotion()) await sleep(reel === 0 ? 0 : 140);
    if (grid && grid[reel]) for (var row = 0; row < layout.rows; row++) setSymbol(cellAt(reel, row), grid[reel][row]);
    reelsEl.children[reel].classList.remove('spinning');
  }
}

async function spin() {
  if (state.busy || state.stopped || !state.levels.length) return;
  var bet = state.levels[betIndex];
  state.busy = true;
  setControls();
  setSpinLabel(true);
  showMessage('');
  clearWin();
  if (!reducedMotion()) Array.prototype.forEach.call(reelsEl.children, function (reel) { reel.classList.add('spinning'); });
  var started = Date.now();
  var reply = await call('/spin', { bet: bet });
  if (!reducedMotion()) await sleep(Math.max(0, 450 - (Date.now() - started)));
  if (reply.ok) {
    await stopReels(reply.data.outcome.grid);
    setBalance(reply.data.balance);
    showOutcome(reply.data.outcome, reply.data.payout);
    setFairness(reply.data.fairness, true);
    notifyParent('balance');
  } else {
    await stopReels(null);
    if (reply.balance !== null) setBalance(reply.balance);
    if (reply.code === 'session_expired') stop(reply.code); else showMessage(refusalText(reply.code));
    announce(refusalText(reply.code));
  }
  state.busy = false;
  setSpinLabel(false);
  setControls();
}

$('bet-down').addEventListener('click', function () { if (betIndex > 0) { betIndex--; setControls(); } });
$('bet-up').addEventListener('click', function () { if (betIndex < state.levels.length - 1) { betIndex++; setControls(); } });
spinButton.addEventListener('click', spin);
document.addEventListener('keydown', function (event) {
  if (event.key !== ' ' && event.key !== 'Enter') return;
  if (event.target && event.target.closest && event.target.closest('button, a, input, select, textarea, summary, label')) return;
  event.preventDefault();
  spin();
});
onReady(setControls);
`;
