import type { OurDescriptions } from './types';

/**
 * `Goal`, `Bullet` and `Metric`. Checked in dist/chart_types/goal_chart/ (`layout/types/viewmodel_types.js` for
 * the defaults, `layout/viewmodel/viewmodel.js` and `geoms.js` for what is drawn where, `state/selectors/tooltip.js`,
 * `components/goal_semantic_description.js`), dist/chart_types/bullet_graph/ (`spec.js`, `selectors/`,
 * `renderer/canvas/metric_grid.js`) and the KPIs guide's facts, tried in Chromium.
 */
export const kpiDescriptions: OurDescriptions = {
  GoalSpec: {
    subtype: `The shape: \`GoalSubtype.Goal\` an arc, \`GoalSubtype.HorizontalBullet\` a horizontal bar,
      \`GoalSubtype.VerticalBullet\` an upright one.`,
    actual: `The value shown, as a bar from \`base\`, kept within \`domain\`. Left out, 50: always set it.`,
    base: `Where the bar starts, kept within \`domain\`. It can be any value of the domain, which a \`Bullet\` cannot
      do.`,
    target: `A value marked on the scale, such as an objective. One outside \`domain\` is not drawn.`,
    angleStart: `For the arc, the angle in radians where the scale starts, counted anticlockwise from 3 o'clock. The
      default, 5π/4, is at the lower left.`,
    angleEnd: `For the arc, the angle in radians where the scale ends. The default, -π/4 at the lower right, makes with
      \`angleStart\` a 270° arc open at the bottom. More than 2π from \`angleStart\` is cut to one full turn, with a
      console warning in development builds.`,
    bandFillColor: `Picks the colour of each band from the band's upper \`value\` and \`index\`, and the gauge's
      \`base\`, \`target\`, \`lowestValue\`, \`highestValue\` and counts of bands above and below the base. The default
      shades the bands green, lighter to darker across the domain.`,
    bandLabels: `Texts for screen readers, one per band, each read with the band's range; nothing is drawn. With fewer
      than two, none are read.`,
    labelMajor: `The bold label at the start of the scale (at the top of an upright bar): a text, or a function of the
      gauge's \`base\`, \`target\` and \`actual\`. Left out, the \`base\` value.`,
    labelMinor: `The lighter label under \`labelMajor\`. Left out, the placeholder text "unit": set it, to \`''\` for
      none.`,
    centralMajor: `For the arc, the large text in its middle: a text, or a function of the gauge's \`base\`, \`target\`
      and \`actual\`. Left out, the \`base\` value; show \`actual\` there with \`({ actual }) => String(actual)\`.`,
    centralMinor: `For the arc, the smaller text under \`centralMajor\`. Left out, the \`target\` value, or nothing
      without one.`,
    tickValueFormatter: `Formats each tick label along the scale, from the tick's \`value\` (and \`index\`).`,
    tooltipValueFormatter: `Formats \`actual\` in the tooltip, whose one row is labelled "Actual".`,
  },
  BulletSpec: {
    data: `The bullets, in rows of columns (\`data[row][column]\`). Each is a \`BulletDatum\` with its own \`title\`,
      \`value\`, \`domain\`, optional \`target\`, \`subtitle\` and \`ticks\`, and the \`valueFormatter\` and
      \`tickFormatter\` it is printed with; an \`undefined\` cell stays empty.`,
    subtype: `The shape of every bullet of the spec: \`BulletSubtype.horizontal\`, \`BulletSubtype.vertical\`, or the
      gauges \`BulletSubtype.halfCircle\` and \`BulletSubtype.twoThirdsCircle\`. When the grid does not fit the chart,
      each bullet is drawn as a metric tile with a progress bar instead.`,
    colorBands: `The ranges shaded behind every bullet: colours blended across the ticks, \`{ colors, steps }\` in equal
      steps over each domain, or bands with bounds (\`gte\`, \`gt\`, \`lt\`, \`lte\`) and a colour, in each bullet's units
      or as \`{ type: 'percentage', value }\`, read from 0 to 100. Left out, the theme's bands change shade at each tick.`,
    valueLabels: `The names of the tooltip's rows: \`active\` (the value under the pointer), \`value\` and \`target\`,
      "Active", "Value" and "Target" unless set. Name them in your readers' language.`,
    tickSnapStep: `Rounds the value under the pointer, which the tooltip's first row shows, to a multiple of this step.
      Left out, the exact value.`,
  },
  MetricSpec: {
    data: `The tiles, in rows of columns (\`data[row][column]\`). Each is a \`MetricDatum\` with a \`color\` and a
      \`value\`: a number (with its \`valueFormatter\`), a text or an array, with a progress bar (\`domainMax\`) or a
      trend (\`trend\`) if you like, and a \`title\`, \`subtitle\`, \`extra\` and \`icon\`. An \`undefined\` cell is left
      empty; a short row is padded with blank cells.`,
  },
  TimeslipSpec: {
    getData: `The chart's source of data: called with the visible span (\`lo\` and \`hi\`, bounds in epoch seconds) and
      the bin size (\`binUnit\`, \`binUnitCount\`), it returns rows of \`{ epochMs, value }\`. It is called
      synchronously as the chart draws, so it must answer from memory, and again only when the bin size changes or
      the view moves past the span it last asked for.`,
  },
};
