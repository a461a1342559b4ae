import { SLOT_SYMBOLS, SlotSymbolArt, type SlotSymbol } from './slot-symbols';
import { pick, titleRandom, type TitleColours } from './title-palette';

export const SLOT_MOTIFS = ['reels', 'machine', 'cluster', 'jackpot', 'trio'] as const;
export type SlotMotif = (typeof SLOT_MOTIFS)[number];

/** The layout a slot's placeholder draws, and its symbols (no two alike), both from the title and its variant. */
export function slotDesign(name: string, variant = 0): { motif: SlotMotif; symbols: SlotSymbol[]; tones: string[] } {
  const random = titleRandom(name, `slot${variant}`);
  const motif = pick(random, SLOT_MOTIFS);
  const pool = [...SLOT_SYMBOLS];
  const symbols = Array.from({ length: 3 }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]);
  const hue = Math.floor(random() * 360);
  const tones = [0, 120, 240].map((shift) => `hsl(${(hue + shift) % 360} 85% 62%)`);
  return { motif, symbols, tones };
}

const CX = 80;
const CY = 40;
/** Which of the three symbols each cell of the cluster shows, row by row: a tumble, not columns. */
const CLUSTER = [0, 1, 2, 1, 0, 2, 0, 1, 2, 1, 1, 2, 0, 0, 2];

/** A slot's picture above its title: reels, a one-armed bandit, a tumbling cluster, a jackpot symbol in rays, or three big symbols. */
export function SlotMotif({ name, variant, colours }: { name: string; variant: number; colours: TitleColours }) {
  const { motif, symbols, tones } = slotDesign(name, variant);
  const [first, second, third] = symbols as [SlotSymbol, SlotSymbol, SlotSymbol];
  if (motif === 'reels') {
    return (
      <g>
        <rect
          x="10"
          y="6"
          width="140"
          height="66"
          rx="10"
          fill={colours.ink}
          fillOpacity="0.55"
          stroke={colours.accent}
          strokeWidth="2.5"
        />
        {[first, second, third].map((symbol, index) => (
          <g key={index}>
            <rect x={18 + index * 43} y="12" width="38" height="54" rx="6" fill="#fff" fillOpacity="0.94" />
            <SlotSymbolArt symbol={symbol} x={37 + index * 43} y={39} size={1.25} tone={tones[index]} />
          </g>
        ))}
        <path d="M12 39h4M144 39h4" stroke={colours.accent} strokeWidth="4" strokeLinecap="round" />
      </g>
    );
  }
  if (motif === 'machine') {
    return (
      <g>
        <path d="M120 47V12" stroke="#adb5bd" strokeWidth="3" strokeLinecap="round" />
        <circle cx="120" cy="10" r="5" fill="#e03131" stroke="#fff" strokeWidth="1.2" />
        <rect x="38" y="4" width="78" height="70" rx="12" fill={colours.accent} />
        <rect x="42" y="8" width="70" height="14" rx="6" fill={colours.ink} fillOpacity="0.6" />
        {[0, 1, 2, 3, 4].map((index) => (
          <circle key={index} cx={53 + index * 12} cy="15" r="3" fill={tones[index % 3]} />
        ))}
        <rect x="44" y="27" width="66" height="30" rx="4" fill={colours.ink} />
        {[first, second, third].map((symbol, index) => (
          <g key={index}>
            <rect x={46 + index * 21.5} y="29" width="19.5" height="26" rx="2.5" fill="#fff" />
            <SlotSymbolArt symbol={symbol} x={55.75 + index * 21.5} y={42} size={0.72} tone={tones[index]} />
          </g>
        ))}
        <rect x="50" y="62" width="54" height="6" rx="3" fill={colours.ink} fillOpacity="0.5" />
        <rect x="116" y="40" width="8" height="14" rx="3" fill={colours.accent} />
      </g>
    );
  }
  if (motif === 'cluster') {
    return (
      <g>
        {CLUSTER.map((which, index) => (
          <SlotSymbolArt
            key={index}
            symbol={symbols[which]}
            x={32 + (index % 5) * 24}
            y={16 + Math.floor(index / 5) * 23}
            size={0.82}
            tone={tones[which]}
          />
        ))}
      </g>
    );
  }
  if (motif === 'jackpot') {
    const rays = Array.from({ length: 12 }, (_, index) => index * 30);
    return (
      <g>
        <g fill={colours.accent} fillOpacity="0.22">
          {rays.map((angle) => (
            <path key={angle} d={`M${CX} ${CY}l-7-70h14z`} transform={`rotate(${angle} ${CX} ${CY})`} />
          ))}
        </g>
        <circle cx={CX} cy={CY} r="27" fill={colours.ink} fillOpacity="0.45" stroke={colours.accent} strokeWidth="2" />
        <SlotSymbolArt symbol={first} x={CX} y={CY} size={1.8} tone={tones[0]} />
        <SlotSymbolArt symbol={second} x={CX - 50} y={CY + 14} size={0.95} tone={tones[1]} rotate={-14} />
        <SlotSymbolArt symbol={third} x={CX + 50} y={CY + 14} size={0.95} tone={tones[2]} rotate={14} />
      </g>
    );
  }
  return (
    <g>
      <ellipse cx={CX} cy="68" rx="62" ry="8" fill={colours.ink} fillOpacity="0.4" />
      <SlotSymbolArt symbol={second} x={CX - 40} y={CY + 6} size={1.55} tone={tones[1]} rotate={-16} />
      <SlotSymbolArt symbol={third} x={CX + 40} y={CY + 6} size={1.55} tone={tones[2]} rotate={16} />
      <SlotSymbolArt symbol={first} x={CX} y={CY - 2} size={2.05} tone={tones[0]} />
    </g>
  );
}
