'use client';

import styles from './provider-filter.module.css';

/**
 * The lobby's provider chips: a group of toggle buttons, "All" first; one is pressed at a time. Buttons, so Tab and
 * Enter or Space work as everywhere else.
 */
export function ProviderFilter({
  label,
  allLabel,
  providers,
  selected,
  onSelect,
}: {
  label: string;
  allLabel: string;
  providers: readonly string[];
  selected: string | null;
  onSelect: (provider: string | null) => void;
}) {
  if (providers.length < 2) return null;
  const chips: { value: string | null; name: string }[] = [
    { value: null, name: allLabel },
    ...providers.map((p) => ({ value: p, name: p })),
  ];
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? ''}
          type="button"
          className={styles.chip}
          aria-pressed={selected === chip.value}
          onClick={() => onSelect(chip.value)}
        >
          {chip.name}
        </button>
      ))}
    </div>
  );
}
