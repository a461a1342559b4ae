import { titleColours, titleInitials } from './title-palette';

/**
 * A slot or live table's artwork: the provider's thumbnail when the catalogue has one, otherwise a placeholder
 * drawn from the title (its colours and initials follow from the name alone, so it never changes between loads).
 */
export function TitleArt({ slug, name, thumbnail, kind, className }: { slug: string; name: string; thumbnail?: string; kind: 'slots' | 'live-casino'; className?: string }) {
  if (thumbnail) return <img className={className} src={thumbnail} alt="" width={160} height={120} loading="lazy" decoding="async" />;
  const { from, to, accent } = titleColours(name);
  const id = `ta-${kind}-${slug}`;
  const initials = titleInitials(name);
  return (
    <svg className={className} viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${id})`} />
      {kind === 'slots' ? (
        <g fill="none" stroke={accent} strokeOpacity="0.35" strokeWidth="3">
          <rect x="14" y="22" width="40" height="76" rx="8" />
          <rect x="60" y="22" width="40" height="76" rx="8" />
          <rect x="106" y="22" width="40" height="76" rx="8" />
        </g>
      ) : (
        <g fill="none" stroke={accent} strokeOpacity="0.35" strokeWidth="3">
          <circle cx="80" cy="60" r="44" />
          <circle cx="80" cy="60" r="32" strokeDasharray="8 6" />
        </g>
      )}
      <text x="80" y="60" dy="0.35em" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize={initials.length > 1 ? 32 : 40} fontWeight="800" fill="#fff" letterSpacing="1">
        {initials}
      </text>
    </svg>
  );
}
