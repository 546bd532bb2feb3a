import type { OurDescriptions } from './types';

/**
 * `Wordcloud` and `Flame`. Checked in dist/chart_types/wordcloud/ (`layout/types/viewmodel_types.js` for the
 * defaults, `renderer/svg/connected_component.js` for the sizes, angles and d3-cloud's layout) and
 * dist/chart_types/flame_chart/ (`flame_api.js`, `flame_chart.js`: what the chart reads of its spec).
 */
export const wordcloudAndFlameDescriptions: OurDescriptions = {
  WordcloudViewModel: {
    data: `The words, each a \`WordModel\`: its \`text\`, a \`weight\` from 0 to 1 that sets its size, and its \`color\`.
      Scale your counts to 0 to 1 first. Words that find no room are left out (see \`outOfRoomCallback\`).`,
    weightFn: `How a weight becomes a font size between \`minFontSize\` and \`maxFontSize\`: \`WeightFn.linear\`,
      \`WeightFn.squareRoot\`, \`WeightFn.log\`, or \`WeightFn.exponential\` (the weight to the power \`exponent\`), which
      keeps all but the heaviest words small.`,
    exponent: `The power \`WeightFn.exponential\` raises each weight to: the higher, the fewer large words. The other
      weight functions ignore it.`,
    minFontSize: `The font size, in pixels, of a word of weight 0.`,
    maxFontSize: `The font size, in pixels, of a word of weight 1.`,
    startAngle: `With \`endAngle\` and \`angleCount\`, the angles words are turned by: \`angleCount\` angles spread evenly
      from \`startAngle\` to \`endAngle\`, in degrees. Each word's angle is picked from its text, so it keeps it from one
      render to the next.`,
    endAngle: `The last of the angles words are turned by, in degrees (see \`startAngle\`).`,
    angleCount: `How many angles between \`startAngle\` and \`endAngle\` words may take; 1 keeps every word at
      \`startAngle\`, such as 0 for level words.`,
    fontFamily: `The font family of every word. The chart loads no font: name one your page has.`,
    fontStyle: `The font style of every word, \`"italic"\` unless set.`,
    fontWeight: `The font weight of every word, as a number (400 is normal).`,
    padding: `The room, in pixels, kept free around each word as the words are placed.`,
    spiral: `The path along which each word looks for room, from the centre outwards: \`"archimedean"\`, or
      \`"rectangular"\` for a boxier cloud. The placement is the same on every render.`,
    outOfRoomCallback: `Called after a render in which some words found no room, with the number of words, the number
      drawn and the texts of those drawn: tell the reader, or lower \`maxFontSize\`.`,
  },
  FlameSpec: {
    columnarData: `The frames, laid out already: parallel arrays (\`ColumnarViewModel\`) of each frame's \`label\`,
      \`value\`, \`color\` (four numbers from 0 to 1), position and width in unit coordinates, each given twice, as the
      start and end of an animation (pass the same arrays twice for none). Frame 0 is the root, the frame the chart
      zooms back out to.`,
    controlProviderCallback: `Hands you the chart's controls, as it mounts and on each update: \`resetFocus\`,
      \`focusOnNode\` (by frame index) and \`search\` (by text), each to your callback of that name. Required: pass \`{}\`
      when you need none.`,
    search: `\`{ text }\` sets the text of the chart's own search field from outside.`,
    onSearchTextChange: `Called with the text of the chart's search field as the reader types, and with \`''\` when the
      field is cleared.`,
    valueAccessor: `Has no effect: the chart never reads it. The tooltip shows each frame's \`value\` from
      \`columnarData\`.`,
    valueGetter: `Has no effect: the chart never reads it. The tooltip shows each frame's \`value\` from
      \`columnarData\`.`,
    valueFormatter: `Has no effect: the tooltip prints each frame's \`value\` as it is. Round and label the values before
      they go into \`columnarData\`.`,
  },
  LegacyAnimationConfig: {
    animation: `Has no effect on a flame graph: nothing reads it, and its zooms animate with their own timing.`,
  },
};
