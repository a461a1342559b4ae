/** What a live game says to a screen reader as the round goes on (placed, running, won), unseen on screen. */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}
