const WIDTH = 144;
/** The advance of an average bold capital, in ems, in the sans-serif fonts an SVG image falls back to. */
const CAPITAL_EM = 0.7;
const ONE_LINE_MIN = 16;
const MAX_SIZE = { oneLine: 20, twoLines: 17 };
const MIN_SIZE = 11;
const LAST_BASELINE = 110;

/** The title in capitals on one line, or on the two lines whose longer line is shortest when one line would be small. */
export function titleLines(name: string): string[] {
  const words = name.trim().toUpperCase().split(/\s+/);
  const whole = words.join(' ');
  if (words.length === 1 || WIDTH / (whole.length * CAPITAL_EM) >= ONE_LINE_MIN) return [whole];
  let best = [whole];
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    if (best.length === 1 || Math.max(...lines.map((line) => line.length)) < Math.max(...best.map((line) => line.length))) best = lines;
  }
  return best;
}

/** The title set in the art's lower part over a darkening band: white capitals with a dark outline, never wider than the art. */
export function TitleLabel({ id, name, ink }: { id: string; name: string; ink: string }) {
  const lines = titleLines(name);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.max(
    MIN_SIZE,
    Math.min(lines.length === 1 ? MAX_SIZE.oneLine : MAX_SIZE.twoLines, Math.floor(WIDTH / (longest * CAPITAL_EM))),
  );
  const lineHeight = Math.round(size * 1.05);
  const top = LAST_BASELINE - (lines.length - 1) * lineHeight - size;
  return (
    <g>
      <defs>
        <linearGradient id={`${id}-band`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={ink} stopOpacity="0" />
          <stop offset="0.45" stopColor={ink} stopOpacity="0.7" />
          <stop offset="1" stopColor={ink} stopOpacity="0.9" />
        </linearGradient>
      </defs>
      <rect y={top - 14} width="160" height={134 - top} fill={`url(#${id}-band)`} />
      <g
        fill="#fff"
        stroke={ink}
        strokeWidth="3"
        strokeLinejoin="round"
        paintOrder="stroke"
        fontFamily="Inter, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif"
        fontWeight="900"
        fontSize={size}
        textAnchor="middle"
      >
        {lines.map((line, index) => (
          <text
            key={index}
            x="80"
            y={LAST_BASELINE - (lines.length - 1 - index) * lineHeight}
            {...(line.length * size * CAPITAL_EM > WIDTH ? { textLength: WIDTH, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {line}
          </text>
        ))}
      </g>
    </g>
  );
}
