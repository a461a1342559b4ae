/** mm:ss (h:mm:ss past an hour) of a countdown in seconds. */
export function clockOf(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** The whole minutes a screen reader is told about: the figure changes once a minute, so it is announced once a minute. */
export function minutesToAnnounce(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}
