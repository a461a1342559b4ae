export type Perk = 'bonus' | 'freeSpins';

const PATHS: Record<Perk, string> = {
  bonus: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z',
  freeSpins: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4M12 8v4l3 2',
};

/** What a welcome-pack step brings, drawn beside its name; decorative, the text says it. */
export function PerkIcon({ perk }: { perk: Perk }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[perk]} />
    </svg>
  );
}
