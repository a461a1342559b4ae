/** The boards' words, translated by the page (messages' `top` namespace), so the boards render anywhere. */
export interface TopBoardsText {
  wins: { title: string; empty: string; player: string; game: string; multiplier: string; amount: string };
  players: { title: string; empty: string; rank: string; player: string; wagered: string; bets: string; best: string };
  emptyTitle: string;
  hiddenPlayer: string;
  /** The in-house games' names by their page slug (nav.games). */
  gameNames: Readonly<Record<string, string>>;
}
