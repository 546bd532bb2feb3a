import type { OurDescriptions } from './types';

/**
 * The cartesian series and annotations. Checked in dist/chart_types/xy_chart/: `state/utils/utils.js` (which
 * spec props reach which renderer, and the series styles merged over the theme's), `rendering/bars.js` (value
 * labels), `rendering/line_area_style.js`, `annotations/line/dimensions.js`, and `utils/themes/light_theme.js`.
 */
export const xySeriesDescriptions: OurDescriptions = {
  SeriesSpec: {
    displayValueSettings: `Value labels on bars. \`{ showValueLabel: true }\` writes each bar's value on it, formatted
      by \`valueFormatter\`, else by the \`tickFormat\` of the series' y axis; \`isAlternatingValueLabel\` writes every
      other one; \`overflowConstraints\` hides a label that overflows its bar or the plot (both, when left out). The
      font comes from the theme's \`barSeriesStyle.displayValue\`. Only bar series draw these labels: a line, area or
      bubble series accepts the prop and ignores it.`,
  },
  LineSeriesSpec: {
    curve: `How the line runs between points: a \`CurveType\`, such as \`CurveType.CURVE_MONOTONE_X\` for a smooth line
      that does not overshoot the data, or \`CurveType.CURVE_STEP_AFTER\` for values that hold until the next point.
      Left out, straight segments (\`CurveType.LINEAR\`). \`CurveType.CURVE_CARDINAL\` draws straight segments too: its
      value, 0, reads as none.`,
    lineSeriesStyle: `Styles this series only, over the theme's \`lineSeriesStyle\`: give just what differs, such as
      \`{ line: { strokeWidth: 3 } }\` or \`{ point: { visible: 'always' } }\`. Use it to set one series apart, a target
      or a forecast; style every line through the theme instead.`,
  },
  AreaSeriesSpec: {
    areaSeriesStyle: `Styles this series only, over the theme's \`areaSeriesStyle\`: give just what differs, such as
      \`{ area: { opacity: 0.2 } }\` for a lighter fill or \`{ line: { visible: false } }\` for no outline. Use it to set
      one series apart; style every area through the theme instead.`,
  },
  BarSeriesSpec: {
    barSeriesStyle: `Styles this series' bars, over the theme's \`barSeriesStyle\`: give just what differs, such as
      \`{ rect: { widthRatio: 0.5 } }\` for bars half their slot wide, \`{ rectBorder: { visible: true } }\` for an
      outline, or \`displayValue\` for the font of the value labels. For a style that depends on each bar's data, use
      \`styleAccessor\`.`,
  },
  BubbleSeriesSpec: {
    bubbleSeriesStyle: `Styles this series' bubbles, over the theme's \`bubbleSeriesStyle\`: \`{ point: { ... } }\` with
      just what differs, such as \`{ point: { opacity: 0.6 } }\` to let overlapping bubbles show through.`,
  },
  LineAnnotationSpec: {
    domainType: `What the entries' \`dataValue\`s are. \`AnnotationDomainType.XDomain\`: x values, each drawn as a line
      across the plot (upright when the chart is not rotated), for events such as a deploy.
      \`AnnotationDomainType.YDomain\`: y values on the scale of the annotation's \`groupId\`, each a line along the x
      axis, for thresholds and targets.`,
  },
};
