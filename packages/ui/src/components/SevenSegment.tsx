import { segmentCells } from '../logic/sevenSegment';

export interface SevenSegmentProps {
  text: string;
  color: string;
  /** digit height in px */
  height: number;
  /** the colour of unlit segments (the indicator's ghost 8s) */
  ghost?: string;
}

// one digit on a 60 × 100 grid: hexagonal bars meeting at the corners, slanted a little like an
// indicator's LEDs
const W = 60;
const H = 100;
const T = 10; // bar thickness
const G = 1.5; // gap between bars
const SLANT = 10; // x shift of the top over the bottom (skew), room kept on the left
const pts = (p: Array<[number, number]>) =>
  p.map(([x, y]) => `${(x + (SLANT * (H - y)) / H).toFixed(2)},${y}`).join(' ');
const hBar = (y: number) =>
  pts([
    [T / 2 + G, y],
    [T + G, y - T / 2],
    [W - T - G, y - T / 2],
    [W - T / 2 - G, y],
    [W - T - G, y + T / 2],
    [T + G, y + T / 2],
  ]);
const vBar = (x: number, top: number, bottom: number) =>
  pts([
    [x, top + G],
    [x + T / 2, top + G + T / 2],
    [x + T / 2, bottom - G - T / 2],
    [x, bottom - G],
    [x - T / 2, bottom - G - T / 2],
    [x - T / 2, top + G + T / 2],
  ]);
const SEG: Record<string, string> = {
  a: hBar(T / 2),
  b: vBar(W - T / 2, T / 2, H / 2),
  c: vBar(W - T / 2, H / 2, H - T / 2),
  d: hBar(H - T / 2),
  e: vBar(T / 2, H / 2, H - T / 2),
  f: vBar(T / 2, T / 2, H / 2),
  g: hBar(H / 2),
};
const CELL = W + SLANT + 14; // digit, slant and the point's room

/** Text drawn as seven-segment digits (SVG), unlit segments faintly visible as on a real indicator. */
export function SevenSegment({ text, color, height, ghost = 'rgba(255,255,255,0.05)' }: SevenSegmentProps) {
  const cells = segmentCells(text);
  const width = cells.length * CELL;
  return (
    <svg
      role="img"
      aria-hidden
      viewBox={`0 0 ${width} ${H}`}
      height={height}
      width={(height * width) / H}
      style={{
        display: 'block',
        maxWidth: '100%',
        height: 'auto',
        overflow: 'visible',
        filter: `drop-shadow(0 0 6px ${color}66)`,
      }}
    >
      {cells.map((cell, i) => (
        <g key={i} transform={`translate(${i * CELL} 0)`}>
          {Object.entries(SEG).map(([name, points]) => (
            <polygon key={name} points={points} fill={cell.lit.includes(name) ? color : ghost} />
          ))}
          <circle cx={W + 8} cy={H - T / 2} r={T / 2 + 0.5} fill={cell.dot ? color : ghost} />
        </g>
      ))}
    </svg>
  );
}
