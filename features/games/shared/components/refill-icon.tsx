/** Refill play money: a circular arrow around a plus. */
export function RefillIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M21 4v6h-6M20.5 15a9 9 0 1 1-2.1-9.4L21 10"
        stroke="currentColor"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M12 8.5v7M8.5 12h7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
