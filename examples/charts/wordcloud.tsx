/**
 * Word cloud
 * The most frequent words of error messages, sized by how often they occur.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Settings, Wordcloud, type Theme } from '@elastic/charts';

const COUNTS: [string, number][] = [
  ['timeout', 120],
  ['refused', 84],
  ['reset', 61],
  ['unavailable', 55],
  ['denied', 43],
  ['certificate', 38],
  ['overflow', 30],
  ['deadlock', 24],
  ['quota', 21],
  ['malformed', 18],
  ['throttled', 15],
  ['expired', 12],
  ['unreachable', 10],
  ['corrupt', 8],
  ['conflict', 7],
];
const PALETTE = ['#006bb8', '#00bfb3', '#f04e98', '#fec514', '#6092c0'];
const MAX = Math.max(...COUNTS.map(([, count]) => count));

const words = COUNTS.map(([text, count], i) => ({
  text,
  weight: count / MAX,
  color: PALETTE[i % PALETTE.length] ?? '#006bb8',
}));

interface WordcloudExampleProps {
  baseTheme?: Theme;
  /** The path along which words are placed outwards from the centre. */
  spiral?: 'archimedean' | 'rectangular';
  /** How many angles between -30° and 30° a word may take. */
  angleCount?: number;
  /** Font size of the most frequent word, in pixels. */
  maxFontSize?: number;
}

export default function WordcloudExample({
  baseTheme = LIGHT_THEME,
  spiral = 'archimedean',
  angleCount = 3,
  maxFontSize = 64,
}: WordcloudExampleProps) {
  return (
    <Chart title="Words in error messages">
      <Settings baseTheme={baseTheme} />
      <Wordcloud
        id="words"
        data={words}
        startAngle={-30}
        endAngle={30}
        angleCount={angleCount}
        padding={2}
        fontWeight={600}
        fontFamily="sans-serif"
        fontStyle="normal"
        minFontSize={14}
        maxFontSize={maxFontSize}
        spiral={spiral}
        exponent={3}
        weightFn="exponential"
        outOfRoomCallback={() => {}}
      />
    </Chart>
  );
}
