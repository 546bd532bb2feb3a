import type { OurDescriptions } from './types';

/**
 * `Chart` and the `Meter` component. Checked in dist/: `components/chart.js` (what each prop is read for),
 * `utils/chart_size.js`, the `can_display_chart_titles.js` selectors, `components/meter/meter.js` and `utils.js`,
 * and the `.echMeter` rules of `theme_light.css`.
 */
export const chartDescriptions: OurDescriptions = {
  ChartProps: {
    children: `The specs that make up the chart: \`Settings\`, axes, series, annotations and so on. They draw nothing
      themselves; the chart reads their props. Components of yours that render specs work too.`,
    className: `Classes added to the chart's content element (\`echChartContent\`, inside the \`echChart\` element),
      for your own CSS. They do not size the chart: \`size\` does, or the parent.`,
    description: `A line shown under \`title\`, as an \`h4\`, where the title shows. It is not the chart's accessible
      description: that is \`ariaDescription\` of \`Settings\`.`,
    id: `The chart's id, read once when the chart is created: the \`chartId\` of the pointer events it reports, so that
      a chart handed its own events back through \`dispatchExternalPointerEvent\` drops them. Left out, the chart
      makes up a random one. Set it on charts whose cursors you sync.`,
    size: `The chart's size, as the CSS \`width\` and \`height\` of its outer element: one value for both,
      \`[width, height]\` or \`{ width, height }\`, a number in pixels or any CSS length, \`100%\` for what you leave
      out. Without it the chart fills its parent, which then needs a height of its own.`,
    title: `A title shown above the chart, as an \`h3\`, with \`description\` under it. Goal charts never show it, and
      metric and bullet charts only when they draw more than one tile.`,
    renderer: {
      corrects: 'The type of rendered',
      text: `Has no effect: nothing reads it. \`"svg"\` switches no chart to SVG; each chart type draws the way it always
        does.`,
    },
  },
  MeterProps: {
    value: `The value the meter fills to, in \`domain\` units, from \`baseline\` (0 unless set). A value beyond the
      domain fills to the end of the track.`,
    domain: `The track's range, \`[start, end]\` in your units (either order). When both ends are equal, everything sits
      at the middle of the track.`,
    fill: `How the filled part is coloured: \`{ type: 'single', color }\`, or \`{ type: 'palette', style, colorStops }\`
      with each stop's \`color\` at a domain value. A \`'solid'\` palette paints the fill in the colour the stops give
      at \`value\` (blended between the two around it); a \`'gradient'\` one lays the stops along the track and shows the
      part under the fill. A palette with no stops uses \`fallbackColor\`, else \`trackColor\`.`,
    trackColor: `The colour of the whole track, the unfilled part included (the background of the meter's element).`,
    orientation: `\`LayoutDirection.Horizontal\` (the default): the full width of the parent, the domain running left to
      right. \`LayoutDirection.Vertical\`: the full height of the parent, which then needs one, the domain running
      bottom to top.`,
    size: `The track's thickness: \`'small'\` 4 px, \`'medium'\` 8 px (the default) or \`'large'\` 16 px.`,
    target: `A domain value marked by a small arrow above the track (beside it, when vertical), such as a goal; one
      beyond the domain sits at its end. Left out, no marker.`,
    markerColor: `The colour of the target arrow and the baseline marker. Left out: the fill's colour, for a palette
      the colour its stops give at \`baseline\`.`,
    fillBorderColor: `The colour of a border around the filled part, drawn \`fillBorderWidth\` pixels wide; no border
      unless both are set, and none while nothing is filled.`,
    fillBorderWidth: `The width in pixels of the border around the filled part; at 0, the default, there is none.`,
    className: `Classes added to the meter's element (\`echMeter\`), for your own CSS.`,
    style: `Inline styles for the meter's element, such as a margin or a width. Its background and corner radii always
      come from \`trackColor\` and the \`roundTrack…\` props.`,
    title: `The meter's native tooltip (the \`title\` attribute of the whole track).`,
    valueTitle: `The native tooltip of the filled part, the element with the \`meter\` role.`,
    targetTitle: `The native tooltip of the target marker.`,
    ariaLabel: `The accessible name of the element with the \`meter\` role (\`"Meter"\` when left out): say what it
      measures.`,
    ariaValueText: `Text a screen reader announces in place of the number, such as "75 % of the quota".`,
    ariaValueMin: `The \`aria-valuemin\` of the meter; left out, the lower end of \`domain\`.`,
    ariaValueMax: `The \`aria-valuemax\` of the meter; left out, the upper end of \`domain\`.`,
    ariaValueNow: `The \`aria-valuenow\` of the meter; left out, \`value\`. Either is kept between the ARIA minimum and
      maximum.`,
  },
};
