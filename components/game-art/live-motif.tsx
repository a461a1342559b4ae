import { pick, titleRandom, type TitleColours } from './title-palette';

export const LIVE_GAMES = ['roulette', 'blackjack', 'baccarat', 'wheel', 'show'] as const;
export type LiveGame = (typeof LIVE_GAMES)[number];

const KIND_OF_TABLE: [LiveGame, RegExp][] = [
  ['roulette', /roulette/],
  ['blackjack', /blackjack|poker|hold.?em/],
  ['baccarat', /baccarat|dragon.?tiger/],
  ['wheel', /wheel/],
];

/** What a live table is, from its name: a game show when the name names no table game. */
export const liveGameOf = (name: string): LiveGame => KIND_OF_TABLE.find(([, pattern]) => pattern.test(name.toLowerCase()))?.[0] ?? 'show';

const FELTS = [145, 205, 350, 265, 28];
const CX = 80;
const CY = 40;

const point = (radius: number, angle: number) =>
  `${(CX + radius * Math.sin(angle)).toFixed(2)} ${(CY - radius * Math.cos(angle)).toFixed(2)}`;

function segments(count: number, outer: number, inner: number) {
  return Array.from({ length: count }, (_, index) => {
    const from = (index / count) * 2 * Math.PI;
    const to = ((index + 1) / count) * 2 * Math.PI;
    return `M${point(outer, from)}A${outer} ${outer} 0 0 1 ${point(outer, to)}L${point(inner, to)}A${inner} ${inner} 0 0 0 ${point(inner, from)}Z`;
  });
}

const ROULETTE_POCKETS = segments(19, 30, 18);
const WHEEL_SEGMENTS = segments(16, 33, 8);
const SHOW_SEGMENTS = segments(12, 25, 6);

const SPADE = 'M0-7C8 0 9 5 4 6C2 6 1 5 0 4C0 7 1 9 3 10H-3C-1 9 0 7 0 4C-1 5-2 6-4 6C-9 5-8 0 0-7Z';
const HEART = 'M0 6C-9-2-6-10 0-5C6-10 9-2 0 6Z';
const DIAMOND = 'M0-8L6 0 0 8-6 0Z';

function Card({ x, y, rotate, suit, red }: { x: number; y: number; rotate: number; suit: string; red: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect x="-13" y="-18" width="26" height="36" rx="3.5" fill="#fff" stroke="#0b1220" strokeOpacity="0.3" />
      <path d={suit} transform="scale(1.3)" fill={red ? '#e03131' : '#16181d'} />
      <path d={suit} transform="translate(-7 -11) scale(0.5)" fill={red ? '#e03131' : '#16181d'} />
    </g>
  );
}

function Chips({ x, y, colour, count }: { x: number; y: number; colour: string; count: number }) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => (
        <g key={index} transform={`translate(${x} ${y - index * 4})`}>
          <ellipse rx="9" ry="3.6" fill={colour} stroke="#fff" strokeWidth="1.2" strokeDasharray="3 2.5" />
        </g>
      ))}
    </g>
  );
}

/** A red "on air" light with its waves: every live table is streamed. */
function OnAir() {
  return (
    <g transform="translate(16 14)" fill="none" strokeLinecap="round">
      <circle r="4" fill="#ff4d4f" stroke="#fff" strokeWidth="1.5" />
      <path d="M7-5a8 8 0 0 1 0 10M10-8a12 12 0 0 1 0 16" stroke="#fff" strokeWidth="1.8" strokeOpacity="0.85" />
    </g>
  );
}

/** A live table's picture above its title, after its game: a wheel, a felt with cards and chips, or a show stage. */
export function LiveMotif({ name, variant, colours }: { name: string; variant: number; colours: TitleColours }) {
  const random = titleRandom(name, `live${variant}`);
  const felt = `hsl(${pick(random, FELTS)} 55% 30%)`;
  const chip = `hsl(${Math.floor(random() * 360)} 80% 55%)`;
  const lit = (index: number) => `hsl(${(colours.hue + index * 47) % 360} 85% ${index % 2 ? 48 : 62}%)`;
  const ball = random() * 2 * Math.PI;
  const game = liveGameOf(name);
  const candy = /sweet|candy/.test(name.toLowerCase());
  return (
    <g>
      {game === 'roulette' && (
        <g>
          <circle cx={CX} cy={CY} r="36" fill="#6b3a1a" stroke={colours.accent} strokeWidth="2" />
          <g stroke="#f5c451" strokeWidth="0.5">
            {ROULETTE_POCKETS.map((d, index) => (
              <path key={index} d={d} fill={index === 0 ? '#2f9e44' : index % 2 ? '#e03131' : '#16181d'} />
            ))}
          </g>
          <circle cx={CX} cy={CY} r="17" fill={felt} stroke="#f5c451" strokeWidth="1.5" />
          <path d={`M${CX - 9} ${CY}h18M${CX} ${CY - 9}v18`} stroke="#f5c451" strokeWidth="3" strokeLinecap="round" />
          <circle cx={(CX + 24 * Math.sin(ball)).toFixed(2)} cy={(CY - 24 * Math.cos(ball)).toFixed(2)} r="3" fill="#fff" />
          {/lightning|thunder/.test(name.toLowerCase()) && (
            <path d="M128 6l-14 24h10l-8 22 20-28h-11l9-18z" fill="#ffd43b" stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" />
          )}
        </g>
      )}
      {(game === 'blackjack' || game === 'baccarat') && (
        <g>
          <path d="M-4 84V20Q80-16 164 20v64z" fill={felt} stroke="#f5c451" strokeWidth="2.5" />
          <path d="M18 64Q80 30 142 64" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" strokeDasharray="4 3" />
          {game === 'blackjack' ? (
            <g>
              <Card x={70} y={40} rotate={-10} suit={SPADE} red={false} />
              <Card x={90} y={42} rotate={8} suit={HEART} red />
            </g>
          ) : (
            <g>
              <Card x={42} y={42} rotate={-8} suit={DIAMOND} red />
              <Card x={58} y={44} rotate={6} suit={SPADE} red={false} />
              <Card x={102} y={44} rotate={-6} suit={HEART} red />
              <Card x={118} y={42} rotate={8} suit={SPADE} red={false} />
            </g>
          )}
          <Chips x={game === 'blackjack' ? 128 : 80} y={game === 'blackjack' ? 52 : 58} colour={chip} count={3} />
          <Chips x={game === 'blackjack' ? 32 : 80} y={game === 'blackjack' ? 56 : 30} colour={colours.accent} count={2} />
        </g>
      )}
      {game === 'wheel' && (
        <g>
          <circle cx={CX} cy={CY} r="37" fill="#f5c451" />
          <g stroke="#fff" strokeWidth="0.8">
            {WHEEL_SEGMENTS.map((d, index) => (
              <path key={index} d={d} fill={lit(index % 5)} />
            ))}
          </g>
          <circle cx={CX} cy={CY} r="8" fill={colours.ink} stroke="#f5c451" strokeWidth="2" />
          <path d={`M${CX - 6} ${CY - 40}h12l-6 11z`} fill="#fff" stroke={colours.ink} strokeWidth="1" />
        </g>
      )}
      {game === 'show' && (
        <g>
          <path d="M40 0h14l26 80H10zM106 0h14l30 80H80z" fill="#fff" fillOpacity="0.12" />
          <path d="M0 0h34c-4 24-4 52 4 80H0zM160 0h-34c4 24 4 52-4 80h38z" fill={lit(1)} />
          <path
            d="M8 0c-2 28-2 52 2 80M20 0c-3 28-3 52 2 80M152 0c2 28 2 52-2 80M140 0c3 28 3 52-2 80"
            fill="none"
            stroke={colours.ink}
            strokeOpacity="0.35"
            strokeWidth="2"
          />
          <path d="M0 0h160v8Q80 18 0 8z" fill={lit(0)} />
          <path d={`M${CX - 22} 76l6-12h32l6 12z`} fill={colours.ink} fillOpacity="0.7" />
          <circle cx={CX} cy={CY - 2} r="29" fill="#f5c451" />
          <g stroke="#fff" strokeWidth="0.8" transform="translate(0 -2)">
            {SHOW_SEGMENTS.map((d, index) => (
              <path key={index} d={d} fill={lit(index % 4)} />
            ))}
          </g>
          <circle cx={CX} cy={CY - 2} r="6" fill="#fff" />
          {Array.from({ length: 8 }, (_, index) => {
            const x = 40 + random() * 80;
            const y = 12 + random() * 56;
            return candy ? (
              <g key={index} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${Math.floor(random() * 180)})`}>
                <path d="M-9-3l4 3-4 3zM9-3l-4 3 4 3z" fill={lit(index)} />
                <circle r="4.5" fill={lit(index + 1)} stroke="#fff" strokeWidth="1" />
              </g>
            ) : (
              <rect
                key={index}
                x={x.toFixed(1)}
                y={y.toFixed(1)}
                width="6"
                height="3.5"
                fill={lit(index + 2)}
                transform={`rotate(${Math.floor(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})`}
              />
            );
          })}
        </g>
      )}
      <OnAir />
    </g>
  );
}
