/**
 * Word cloud
 * The most frequent words of error messages, sized by how often they occur.
 */
import React from 'react';
import { Chart, DARK_THEME, LIGHT_THEME, Settings, Wordcloud, type Theme } from '@elastic/charts';

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
/**
 * One palette per background: each colour has a contrast of at least 4.5:1 with it (5.2:1 or more on white,
 * 5.5:1 or more on the dark theme's #0b1628), so the smallest words, 14 px, read as well as the largest. A single
 * palette fails one mode: a yellow that reads on navy has 1.6:1 on white, a blue that reads on white 3.3:1 on navy.
 */
const PALETTES = {
  light: ['#006bb8', '#00766f', '#c4307a', '#8a6100', '#4a6f99'],
  dark: ['#61a2ff', '#3fd6cc', '#f78cbd', '#fec514', '#a8c4e6'],
};
const MAX = Math.max(...COUNTS.map(([, count]) => count));

const wordsIn = (palette: string[]) =>
  COUNTS.map(([text, count], i) => ({
    text,
    weight: count / MAX,
    color: palette[i % palette.length] ?? '#006bb8',
  }));
const WORDS = { light: wordsIn(PALETTES.light), dark: wordsIn(PALETTES.dark) };

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
        data={baseTheme === DARK_THEME ? WORDS.dark : WORDS.light}
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
