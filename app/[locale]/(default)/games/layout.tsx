import type { ReactNode } from 'react';

/** Game pages carry the game flag: the game layout variant (full width, dark stage). */
export default function GameLayout({ children }: { children: ReactNode }) {
  return (
    <div className="game-layout" data-game="true">
      {children}
    </div>
  );
}
