/**
 * The games' sounds, made on the spot with the WebAudio API (no files to ship or license): short oscillator blips
 * with a fast attack and an exponential release. Nothing plays until the player turns sound on, and the first
 * sound creates the AudioContext inside that click, as browsers' autoplay rules ask.
 */
export type GameSound = 'bet' | 'tick' | 'win' | 'lose' | 'reveal' | 'cashout';

interface Note {
  frequencyHz: number;
  startS: number;
  lengthS: number;
  type: OscillatorType;
  gain: number;
}

const SOUNDS: Record<GameSound, readonly Note[]> = {
  bet: [{ frequencyHz: 440, startS: 0, lengthS: 0.06, type: 'triangle', gain: 0.18 }],
  tick: [{ frequencyHz: 1200, startS: 0, lengthS: 0.025, type: 'square', gain: 0.05 }],
  reveal: [{ frequencyHz: 660, startS: 0, lengthS: 0.08, type: 'sine', gain: 0.2 }],
  win: [
    { frequencyHz: 523.25, startS: 0, lengthS: 0.1, type: 'triangle', gain: 0.2 },
    { frequencyHz: 659.25, startS: 0.08, lengthS: 0.1, type: 'triangle', gain: 0.2 },
    { frequencyHz: 783.99, startS: 0.16, lengthS: 0.18, type: 'triangle', gain: 0.22 },
  ],
  cashout: [
    { frequencyHz: 783.99, startS: 0, lengthS: 0.08, type: 'sine', gain: 0.2 },
    { frequencyHz: 1046.5, startS: 0.07, lengthS: 0.16, type: 'sine', gain: 0.2 },
  ],
  lose: [
    { frequencyHz: 220, startS: 0, lengthS: 0.12, type: 'sawtooth', gain: 0.08 },
    { frequencyHz: 164.81, startS: 0.1, lengthS: 0.2, type: 'sawtooth', gain: 0.08 },
  ],
};

let context: AudioContext | null = null;

function getContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume();
  return context;
}

export function playSound(sound: GameSound): void {
  const audio = getContext();
  if (!audio) return;
  const now = audio.currentTime;
  for (const note of SOUNDS[sound]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = note.type;
    oscillator.frequency.setValueAtTime(note.frequencyHz, now + note.startS);
    gain.gain.setValueAtTime(0.0001, now + note.startS);
    gain.gain.exponentialRampToValueAtTime(note.gain, now + note.startS + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + note.startS + note.lengthS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + note.startS);
    oscillator.stop(now + note.startS + note.lengthS + 0.02);
  }
}
