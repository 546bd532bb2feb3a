/**
 * Flame graph
 * A small CPU profile: each bar is a function, its width the time spent in it and its callees.
 */
import React from 'react';
import { Chart, Flame, LIGHT_THEME, Settings, type ColumnarViewModel, type Theme } from '@elastic/charts';

// Frames in depth-first order: name, depth, start and width (as fractions of the whole run).
const FRAMES: [string, number, number, number][] = [
  ['main', 0, 0, 1],
  ['handleRequest', 1, 0, 0.7],
  ['parseQuery', 2, 0, 0.15],
  ['runQuery', 2, 0.15, 0.45],
  ['scanIndex', 3, 0.15, 0.3],
  ['sortHits', 3, 0.45, 0.15],
  ['render', 2, 0.6, 0.1],
  ['gc', 1, 0.7, 0.2],
  ['idle', 1, 0.9, 0.1],
];
const DEPTH = 4;
const PALETTE = [
  [0.33, 0.7, 0.6],
  [0.38, 0.57, 0.75],
  [0.83, 0.38, 0.53],
  [0.57, 0.44, 0.72],
];

const columnarData: ColumnarViewModel = {
  label: FRAMES.map(([name]) => name),
  value: new Float64Array(FRAMES.map(([, , , width]) => Math.round(width * 1000))),
  color: new Float32Array(FRAMES.flatMap(([, depth]) => [...(PALETTE[depth] ?? [0.5, 0.5, 0.5]), 1])),
  // x and y of each frame's corner; y counts down from the top row.
  position0: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / DEPTH])),
  position1: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / DEPTH])),
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
