/** The user's IANA zone when the runtime knows it, else undefined (the device's own): a bad zone makes Intl throw. */
export function usableTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
