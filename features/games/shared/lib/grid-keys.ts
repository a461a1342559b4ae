import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (columns: number) => number> = {
  ArrowRight: () => 1,
  ArrowLeft: () => -1,
  ArrowDown: (columns) => columns,
  ArrowUp: (columns) => -columns,
};

/** Arrow keys move the focus between a board's buttons (keno numbers, miner tiles) as they sit on screen. */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>, columns: number): void {
  const step = STEPS[event.key]?.(columns);
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = at < 0 ? undefined : buttons[at + step];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
