/**
 * The page's one style sheet. Colours are the casino's tokens (app/styles/tokens.css), copied because the page is
 * served by the api and loads nothing from the web. System fonts: the page makes no external request.
 */
export const PAGE_STYLE = `
:root{color-scheme:dark;--bg:#0f1923;--surface:#1a2733;--surface-2:#213040;--surface-3:#2a3b4d;--line:#34495d;
--line-strong:#6b849b;--text:#e8eef3;--muted:#a3b4c3;--accent:#1fd66f;--accent-hover:#3ee484;--on-accent:#06210f;
--gold:#f5b83d;--on-gold:#2a1b00;--danger:#ff8585;--focus:#ffd166;--player:#4dabf7;--banker:#ff8585;--radius:10px}
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;
min-height:100vh;overflow-x:hidden}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
button{font:inherit;color:inherit;cursor:pointer;min-height:44px;border-radius:var(--radius);border:1px solid var(--line);
background:var(--surface-2);padding:0 14px}
button:hover:not(:disabled){background:var(--surface-3)}
button:disabled{cursor:not-allowed;opacity:.55}
.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent);font-weight:700}
.primary:hover:not(:disabled){background:var(--accent-hover)}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:10px 16px;background:var(--surface);
border-bottom:1px solid var(--line)}
.top h1{font-size:1.125rem;margin:0;flex:1 1 auto;min-width:0}
.badge{display:inline-block;border-radius:999px;padding:0 10px;font-size:.8rem;font-weight:700;background:var(--gold);
color:var(--on-gold);vertical-align:middle;margin-left:6px}
.rtp{color:var(--muted);font-size:.85rem}
.balance{display:flex;flex-direction:column;align-items:flex-end;line-height:1.2}
.balance span{color:var(--muted);font-size:.75rem}
.balance output{font-weight:700;font-variant-numeric:tabular-nums}
.deposit{background:var(--gold);border-color:var(--gold);color:var(--on-gold);font-weight:700}
main{max-width:960px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}
.stage{background:radial-gradient(ellipse at top,var(--surface-3),var(--surface) 70%);border:1px solid var(--line);
border-radius:16px;padding:12px;display:flex;flex-direction:column;align-items:center;gap:10px}
.reels{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:6px;width:100%;max-width:560px}
.reels-3{max-width:340px}.reels-6{max-width:600px}
.reel{display:grid;gap:6px;overflow:hidden;border-radius:8px}
.cell{aspect-ratio:1;background:var(--bg);border:2px solid transparent;border-radius:8px;display:flex;align-items:center;
justify-content:center;transition:opacity .2s,border-color .2s}
.cell svg{width:78%;height:78%}
.reels.has-win .cell:not(.hit){opacity:.45}
.cell.hit{border-color:var(--gold);box-shadow:0 0 12px rgb(245 184 61 / 55%)}
.reel.spinning .cell svg{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-30%);opacity:.5}100%{transform:translateY(30%);opacity:.5}}
.win{min-height:2.2em;font-size:1.4rem;font-weight:800;color:var(--gold);text-align:center}
.win.none{color:var(--muted);font-size:1rem;font-weight:500}
.wins{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:center;color:var(--muted);
font-size:.9rem}
.controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:center}
.bet{display:flex;align-items:center;gap:8px}
.bet output{min-width:7ch;text-align:center;font-weight:700;font-variant-numeric:tabular-nums}
.bet button{width:44px;padding:0;font-size:1.3rem}
.spin{min-width:160px;font-size:1.1rem}
.spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;
border-radius:50%;vertical-align:-.15em;margin-right:6px;animation:turn .8s linear infinite}
@keyframes turn{to{transform:rotate(360deg)}}
.message{min-height:1.5em;margin:0;text-align:center;color:var(--danger)}
.status{text-align:center;font-weight:700;margin:0}
.timer{width:100%;height:8px;border-radius:999px;background:var(--bg);overflow:hidden}
.timer div{height:100%;width:100%;background:var(--accent);transform-origin:left;transition:transform .25s linear}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:12px;width:100%}
.hand{background:var(--bg);border-radius:12px;padding:10px;text-align:center;border:2px solid var(--line)}
.hand h2{font-size:1rem;margin:0 0 6px}
.hand.player h2{color:var(--player)}.hand.banker h2{color:var(--banker)}
.hand.won{border-color:var(--gold);box-shadow:0 0 14px rgb(245 184 61 / 45%)}
.cards{display:flex;gap:4px;justify-content:center;min-height:66px;flex-wrap:wrap}
.card{width:44px;height:62px;border-radius:6px;background:#f8f9fa;color:#212529;display:flex;flex-direction:column;
align-items:center;justify-content:center;font-weight:800;line-height:1.1;box-shadow:0 2px 6px rgb(0 0 0 / 40%);
animation:deal .3s ease-out}
.card.red{color:#c92a2a}
.card.third{transform:rotate(90deg);margin:0 8px}
@keyframes deal{from{transform:translateY(-20px);opacity:0}}
.total{font-size:1.6rem;font-weight:800;font-variant-numeric:tabular-nums;min-height:1.5em}
.spots{display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px;width:100%}
.spot{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:84px;padding:6px;gap:2px}
.spot strong{font-size:1rem}.spot small{color:var(--muted)}
.spot.player{border-color:var(--player)}.spot.banker{border-color:var(--banker)}.spot.tie{border-color:var(--accent)}
.spot .stake{font-weight:700;color:var(--gold);min-height:1.5em;font-variant-numeric:tabular-nums}
.chips{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:center}
.chips legend{float:left;margin-right:4px;color:var(--muted);font-size:.9rem}
.chips label{position:relative}
.chips input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.chips span{display:inline-flex;align-items:center;justify-content:center;min-width:52px;min-height:44px;padding:0 10px;
border-radius:999px;border:3px dashed var(--line-strong);background:var(--surface-2);font-weight:700;font-size:.9rem}
.chips input:checked+span{border-color:var(--gold);background:var(--gold);color:var(--on-gold)}
.chips input:focus-visible+span{outline:3px solid var(--focus);outline-offset:2px}
.note{color:var(--muted);font-size:.85rem;text-align:center;margin:0}
.fair{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:0 14px}
.fair summary{cursor:pointer;min-height:44px;display:flex;align-items:center;font-weight:700}
.fair dl{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:6px 12px;margin:0 0 12px}
.fair dt{color:var(--muted);font-size:.85rem}
.fair dd{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85rem;overflow-wrap:anywhere}
.fair p{color:var(--muted);font-size:.85rem}
.seed{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-bottom:12px}
.seed label{display:flex;flex-direction:column;flex:1 1 200px;font-size:.85rem;color:var(--muted)}
.seed input{min-height:44px;border-radius:var(--radius);border:1px solid var(--line);background:var(--bg);color:var(--text);
font:inherit;padding:0 10px;min-width:0}
.paytable h3{font-size:1rem;margin:12px 0 6px}
.paytable p,.pt-facts{color:var(--muted);font-size:.85rem}
.pt-scroll{overflow-x:auto;margin:0 -4px;padding:0 4px}
.pt-table{border-collapse:collapse;width:100%;max-width:640px;font-size:.85rem;font-variant-numeric:tabular-nums}
.pt-table caption{text-align:left;color:var(--muted);padding-bottom:4px}
.pt-table th,.pt-table td{padding:4px 6px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap;
vertical-align:middle}
.pt-table thead th,.pt-table th[scope=row],.pt-table .pt-share{white-space:normal}
.pt-table th[scope=row],.pt-table thead th:first-child{text-align:left}
.pt-table thead th{color:var(--muted);font-weight:600}
.pt-table .pt-share{color:var(--muted)}
.pt-symbol{display:flex;align-items:center;gap:6px;font-weight:600}
.pt-symbol svg{width:28px;height:28px;flex:none}
.pt-lines{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:10px}
.pt-lines li{display:flex;flex-direction:column;align-items:center;gap:2px;font-size:.75rem;color:var(--muted)}
.pt-lines svg{width:auto;height:36px}
.pt-lines rect{fill:var(--bg);stroke:var(--line);stroke-width:.6}
.pt-lines rect.on{fill:var(--gold);fill-opacity:.35;stroke:var(--gold)}
.pt-lines polyline{fill:none;stroke:var(--gold);stroke-width:1.6;stroke-linejoin:round;stroke-linecap:round}
.pt-facts{padding-left:18px;margin:12px 0}
@media (max-width:520px){.fair dl{grid-template-columns:minmax(0,1fr)}.paytable{padding:0 10px}.pt-table{font-size:.78rem}.pt-table th,.pt-table td{padding:4px 2px}
.pt-symbol{gap:4px}.pt-symbol svg{width:20px;height:20px}.spot{min-height:72px}.card{width:38px;height:54px}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;
animation-iteration-count:1!important;transition-duration:.01ms!important}}
`;
