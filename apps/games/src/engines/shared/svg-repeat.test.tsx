import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dots, Ring, Scatter } from './svg-repeat.tsx';

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);
const transforms = (svg: string) => [...svg.matchAll(/transform="([^"]+)"/g)].map((m) => m[1]);

describe('Ring', () => {
  it('shares a whole turn evenly about the given point', () => {
    const svg = html(
      <Ring count={4} about={[50, 46]}>
        <path d="M50 2v8" />
      </Ring>,
    );
    expect(transforms(svg)).toEqual([
      'rotate(0 50 46)',
      'rotate(90 50 46)',
      'rotate(180 50 46)',
      'rotate(270 50 46)',
    ]);
    expect(svg.match(/<path d="M50 2v8"><\/path>/g)).toHaveLength(4);
  });

  it('fans out from a first angle by a fixed step, about the origin when no point is given', () => {
    const svg = html(
      <Ring count={3} step={20} from={-20}>
        <circle r="1" />
      </Ring>,
    );
    expect(transforms(svg)).toEqual(['rotate(-20 0 0)', 'rotate(0 0 0)', 'rotate(20 0 0)']);
  });

  it('draws each copy from its index when given a function (alternating colours)', () => {
    const svg = html(<Ring count={4}>{(i) => <circle r="2" fill={i % 2 ? 'red' : 'blue'} />}</Ring>);
    expect([...svg.matchAll(/fill="(\w+)"/g)].map((m) => m[1])).toEqual(['blue', 'red', 'blue', 'red']);
  });
});

describe('Scatter', () => {
  it('places the drawing at every point', () => {
    const svg = html(
      <Scatter
        at={[
          [10, 20],
          [30, 40],
        ]}
      >
        <circle r="3" />
      </Scatter>,
    );
    expect(transforms(svg)).toEqual(['translate(10 20)', 'translate(30 40)']);
    expect(svg.match(/<circle r="3"><\/circle>/g)).toHaveLength(2);
  });
});

describe('Dots', () => {
  it('paints a circle at every centre, each with its own radius or the shared one', () => {
    const svg = html(
      <Dots
        at={[
          [10, 20],
          [30, 40, 7],
        ]}
        r={3}
        fill="#fff"
        stroke="#000"
      />,
    );
    expect(svg).toBe(
      '<circle cx="10" cy="20" r="3" fill="#fff" stroke="#000"></circle>' +
        '<circle cx="30" cy="40" r="7" fill="#fff" stroke="#000"></circle>',
    );
  });
});
