/**
 * Flame graph
 * A small CPU profile: each bar is a function, its width the time spent in it and its callees.
 */
import React from 'react';
import { Chart, Flame, LIGHT_THEME, Settings, type ColumnarViewModel, type Theme } from '@elastic/charts';

// Frames in depth-first order: name, depth, start and width (as fractions of the whole run). Each name
// fits its bar at a phone's width; a label longer than its bar is cut.
const FRAMES: [string, number, number, number][] = [
  ['main', 0, 0, 1],
  ['serve', 1, 0, 0.74],
  ['parse', 2, 0, 0.17],
  ['query', 2, 0.17, 0.37],
  ['scan', 3, 0.17, 0.22],
  ['read', 4, 0.17, 0.14],
  ['sort', 3, 0.39, 0.12],
  ['render', 2, 0.54, 0.2],
  ['json', 3, 0.54, 0.13],
  ['gc', 1, 0.74, 0.14],
  ['idle', 1, 0.88, 0.12],
];
// The chart's unit height is divided into this many rows, of which the profile fills the top five. The
// library takes the row height from the first two frames, then draws every label as tall as a row, less
// 4 px: 14 rows keep the labels at about 12 px in the docs' 320 px box. With only the five rows the
// profile uses, each row, and each label, would be a fifth of the plot's height.
const ROWS = 14;
const PALETTE = [
  [0.33, 0.7, 0.6],
  [0.38, 0.57, 0.75],
  [0.83, 0.38, 0.53],
  [0.57, 0.44, 0.72],
  [0.85, 0.6, 0.3],
];

const columnarData: ColumnarViewModel = {
  label: FRAMES.map(([name]) => name),
  value: new Float64Array(FRAMES.map(([, , , width]) => Math.round(width * 1000))),
  color: new Float32Array(FRAMES.flatMap(([, depth]) => [...(PALETTE[depth] ?? [0.5, 0.5, 0.5]), 1])),
  // x and y of each frame's lower left corner; depth 0 is the top row.
  position0: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / ROWS])),
  position1: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / ROWS])),
  size0: new Float32Array(FRAMES.map(([, , , width]) => width)),
  size1: new Float32Array(FRAMES.map(([, , , width]) => width)),
};

export default function FlameGraphExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="CPU profile">
      <Settings baseTheme={baseTheme} />
      <Flame id="profile" columnarData={columnarData} controlProviderCallback={{}} />
    </Chart>
  );
}
