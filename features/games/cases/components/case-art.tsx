/** The colours of each case's box, and of an unknown one. */
const PALETTE: Record<string, [string, string]> = {
  starter: ['#3ddc84', '#136b3e'],
  classic: ['#5b8def', '#213d8a'],
  'lucky-seven': ['#f5b83d', '#8a5a00'],
  'gold-rush': ['#ffd166', '#a0661a'],
  diamond: ['#7fe3ff', '#1d6f8f'],
};

/** A case box drawn in SVG (art made in this repository), tinted per case; decorative. */
export function CaseArt({ slug, className }: { slug: string; className?: string }) {
  const [light, dark] = PALETTE[slug] ?? ['#a3b4c3', '#34495d'];
  const id = `case-art-${slug}`;
  return (
    <svg viewBox="0 0 120 100" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path d="M14 38 60 22l46 16v40L60 94 14 78z" fill={`url(#${id})`} />
      <path d="M14 38 60 54l46-16M60 54v40" stroke="#0f1923" strokeOpacity="0.35" strokeWidth="2" fill="none" />
      <path d="M14 38 60 22l46 16-46 16z" fill="#fff" fillOpacity="0.18" />
      <rect x="52" y="58" width="16" height="14" rx="3" fill="#0f1923" fillOpacity="0.45" />
      <circle cx="60" cy="65" r="3" fill={light} />
    </svg>
  );
}
