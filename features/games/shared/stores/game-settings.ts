import { create } from 'zustand';
import { playSound, type GameSound } from '../lib/sound';

const SOUND_KEY = 'games.sound';

function readSound(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

interface GameSettings {
  /** Off by default; the player's choice is remembered in localStorage. */
  soundOn: boolean;
  /** A signed-in player chose play money; a guest is always in demo whatever this says. */
  demoChosen: boolean;
  loaded: boolean;
  load(): void;
  setSound(on: boolean): void;
  setDemoChosen(demo: boolean): void;
}

export const useGameSettings = create<GameSettings>()((set, get) => ({
  soundOn: false,
  demoChosen: false,
  loaded: false,
  load: () => {
    if (!get().loaded) set({ soundOn: readSound(), loaded: true });
  },
  setSound: (on) => {
    try {
      window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    } catch {
      // Private modes may refuse storage; the choice then lasts for this page.
    }
    set({ soundOn: on });
  },
  setDemoChosen: (demo) => set({ demoChosen: demo }),
}));

/** Plays a sound when the player has turned sound on. */
export function playGameSound(sound: GameSound): void {
  if (useGameSettings.getState().soundOn) playSound(sound);
}
