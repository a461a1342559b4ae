/** The area where a game's table renders; until the engine ships it says when the table opens. */
export function GameStage({ label, title, text, children }: { label: string; title: string; text: string; children?: React.ReactNode }) {
  return (
    <section className="game-stage empty-state" aria-label={label}>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}
