import { create } from 'zustand';
import { playSound, type GameSound } from '../lib/sound';

const SOUND_KEY = 'games.sound';
const HOTKEYS_KEY = 'games.hotkeys';

function readFlag(key: string): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    window.localStorage.setItem(key, on ? 'on' : 'off');
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page.
  }
}

interface GameSettings {
  /** Off by default; the player's choice is remembered in localStorage. */
  soundOn: boolean;
  /** Keyboard shortcuts, off by default (single letters would surprise screen-reader users); remembered too. */
  hotkeysOn: boolean;
  /** A signed-in player chose play money; a guest is always in demo whatever this says. */
  demoChosen: boolean;
  loaded: boolean;
  load: () => void;
  setSound: (on: boolean) => void;
  setHotkeys: (on: boolean) => void;
  setDemoChosen: (demo: boolean) => void;
}

export const useGameSettings = create<GameSettings>()((set, get) => ({
  soundOn: false,
  hotkeysOn: false,
  demoChosen: false,
  loaded: false,
  load: () => {
    if (!get().loaded) set({ soundOn: readFlag(SOUND_KEY), hotkeysOn: readFlag(HOTKEYS_KEY), loaded: true });
  },
  setSound: (on) => {
    writeFlag(SOUND_KEY, on);
    set({ soundOn: on });
  },
  setHotkeys: (on) => {
    writeFlag(HOTKEYS_KEY, on);
    set({ hotkeysOn: on });
  },
  setDemoChosen: (demo) => set({ demoChosen: demo }),
}));

/** Plays a sound when the player has turned sound on. */
export function playGameSound(sound: GameSound): void {
  if (useGameSettings.getState().soundOn) playSound(sound);
}
