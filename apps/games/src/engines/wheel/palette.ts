import type { wheel } from '@casino/studio';

type WheelConfig = wheel.WheelConfig;

/** Segment colours per spot id (shared ids keep the same colour across titles). */
const COLOURS: Record<string, string> = {
  '1': '#f2c14e',
  '2': '#3f8efc',
  '5': '#d94fd4',
  '6': '#d94fd4',
  '10': '#7b4dff',
  '13': '#2fbf71',
  '20': '#ff8a3d',
  '27': '#ff8a3d',
  '55': '#e63946',
  x2: '#c9d6e8',
  x5: '#ffd700',
  chance: '#ff4d6d',
  coin_flip: '#1e90ff',
  pachinko: '#c13cff',
  cash_hunt: '#20b26b',
  crazy_time: '#e63946',
  two_rolls: '#f26b1d',
  four_rolls: '#d62828',
  bar: '#00b4d8',
  disco: '#ff4fa3',
  stayin_alive: '#ffbe0b',
  vip_disco: '#ffd700',
  quest: '#c1121f',
  emperor: '#ffd700',
};
const LETTER_COLOURS = ['#8a5cff', '#ff6b9a', '#3fc1c9'];

export function segmentColour(id: string): string {
  if (COLOURS[id]) return COLOURS[id];
  if (/^[A-Z]$/.test(id)) return LETTER_COLOURS[id.charCodeAt(0) % LETTER_COLOURS.length]!;
  return '#5c6bc0';
}

/** Dark or light text, whichever reads on the colour. */
export function textOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#14122a' : '#ffffff';
}

const SHORT: Record<string, string> = {
  coin_flip: 'FLIP',
  pachinko: 'PACHINKO',
  cash_hunt: 'HUNT',
  crazy_time: 'CRAZY',
  two_rolls: '2 ROLLS',
  four_rolls: '4 ROLLS',
  bar: 'BAR',
  disco: 'DISCO',
  stayin_alive: 'ALIVE',
  vip_disco: 'VIP',
  quest: 'QUEST',
  emperor: 'EMPEROR',
  chance: 'CHANCE',
};

/** The short text drawn on a segment. */
export function segmentLabel(cfg: WheelConfig, id: string): string {
  if (cfg.respins?.[id] !== undefined) return `×${cfg.respins[id]}`;
  return SHORT[id] ?? cfg.spots[id]?.en ?? id;
}
