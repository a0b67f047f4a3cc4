import { describe, expect, it } from 'vitest';
import { TARGET, targetsClear, trackLayout } from './racetrack-layout.ts';

const WIDTHS = Array.from({ length: 63 }, (_, i) => 280 + i * 10);
const HEIGHTS = [90, 130, 200, Infinity];

describe('racetrack layout (WCAG 2.2 target size)', () => {
  it('every number is a 24 px target that no neighbour covers, at every width the track may get', () => {
    for (const width of WIDTHS)
      for (const maxHeight of HEIGHTS) {
        const layout = trackLayout(width, maxHeight);
        const where = `${width}×${maxHeight} (${layout.shape})`;
        expect(layout.size, where).toBeGreaterThanOrEqual(TARGET);
        expect(layout.positions, where).toHaveLength(37);
        expect(targetsClear(layout.positions, layout.size), where).toBe(true);
        expect(layout.width, where).toBeLessThanOrEqual(width);
        for (const { x, y } of layout.positions) {
          expect(x - layout.size / 2, where).toBeGreaterThanOrEqual(-1e-9);
          expect(x + layout.size / 2, where).toBeLessThanOrEqual(layout.width + 1e-9);
          expect(y - layout.size / 2, where).toBeGreaterThanOrEqual(-1e-9);
          expect(y + layout.size / 2, where).toBeLessThanOrEqual(layout.height + 1e-9);
        }
      }
  });

  it('keeps the oval where it has room and turns to a rounded rectangle on phones, the zero on the right end', () => {
    expect(trackLayout(736).shape).toBe('oval');
    const phone = trackLayout(365, 200);
    expect(phone.shape).toBe('rect');
    // Upright phone: about 145 px tall, not the 3.2 aspect's crowded 114.
    expect(phone.height).toBeLessThan(150);
    const right = Math.max(...phone.positions.map((p) => p.x));
    expect(phone.positions[0]!.x).toBe(right);
    // Sideways: the short height keeps the track low and wide.
    const sideways = trackLayout(520, 130);
    expect(sideways.shape).toBe('rect');
    expect(sideways.height).toBeLessThanOrEqual(130);
  });

  it('finds crowded targets', () => {
    const row = [0, 1, 2].map((i) => ({ x: i * 20, y: 0 }));
    expect(targetsClear(row, 24)).toBe(false);
    expect(targetsClear(row, 20)).toBe(true);
    // Overlapping boxes, but 24 apart along x: 24 × 24 of each stays free.
    expect(
      targetsClear(
        [
          { x: 0, y: 0 },
          { x: 24, y: 10 },
        ],
        30,
      ),
    ).toBe(true);
  });
});
