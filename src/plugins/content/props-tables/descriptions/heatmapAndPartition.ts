import type { OurDescriptions } from './types';

/**
 * `Heatmap` and `Partition`. Checked in dist/chart_types/heatmap/ (the spec's defaults, `layout/viewmodel/`,
 * `state/selectors/`) and dist/chart_types/partition_chart/ (`specs/index.js`, `layout/viewmodel/viewmodel.js`,
 * `layout/utils/circline_geometry.js`, `renderer/canvas/canvas_linear_renderers.js`, `state/selectors/tree.js`,
 * `state/selectors/drilldown_active.js` with `state/reducers/interactions.js`); the chart guides tell the same facts
 * at length.
 */
export const heatmapAndPartitionDescriptions: OurDescriptions = {
  HeatmapSpec: {
    data: `The cells, one row each, in the long shape an aggregation returns; the accessors pick each row's column, row
      and value. A row with no x or y is skipped; one whose value is not a finite number keeps its column and row but
      draws no cell.`,
    xAccessor: `Reads a row's column: a field name or a function of the row. Left out, the field \`x\`.`,
    yAccessor: `Reads a row's row of the grid: a field name or a function of the row. Left out, the field \`y\`.`,
    valueAccessor: `Reads a row's number, which picks the cell's colour: a field name or a function of the row. Left
      out, the field \`value\`.`,
    colorScale: `The colours, as bands: \`{ type: 'bands', bands }\`, each band a \`start\`, an \`end\`, a \`color\` and an
      optional legend \`label\`. A value takes the colour of the band with \`start <= value < end\`, and one in no band
      is not drawn: leave the outer bands open with \`-Infinity\` and \`Infinity\`. \`labelFormatter(start, end)\` names
      the bands that have no label.`,
    valueFormatter: `Formats a value: the numbers printed in the cells, the tooltip's value and the legend's band labels
      made from \`start\` and \`end\`. Give it the unit ("42%").`,
    xScale: `The columns: \`{ type: ScaleType.Ordinal }\`, one per distinct x; \`{ type: ScaleType.Time, interval }\`, one
      per time bucket from the first x to the last, empty buckets included; \`{ type: ScaleType.Linear }\` draws no
      numeric axis, only the distinct values in the order of the data.`,
    xSortPredicate: `Orders the columns by their labels: \`Predicate.AlphaAsc\` (the default), \`AlphaDesc\`, \`NumAsc\`,
      \`NumDesc\`, or \`DataIndex\` (where each first appears in the data). \`AlphaAsc\` sorts numbers as text (0, 10, 2),
      so use \`NumAsc\` for them. A time or linear scale ignores it.`,
    ySortPredicate: `Orders the rows by their labels, the first at the top: \`Predicate.AlphaAsc\` (the default),
      \`AlphaDesc\`, \`NumAsc\`, \`NumDesc\`, or \`DataIndex\`, which keeps the order of the data (sort the data first to
      order rows by their totals).`,
    timeZone: `The time zone of a time x scale: its buckets are counted in it, so each x must be the start of a bucket
      there, or its cell is dropped. An IANA name, such as \`"Europe/Berlin"\`.`,
    xAxisLabelFormatter: `Formats the column labels. On a time scale it receives each bucket's timestamp, which the
      default prints as a raw number: format it as a date.`,
    yAxisLabelFormatter: `Formats the row labels, drawn at the left of the grid.`,
    xAxisLabelName: `The name of the x value in the tooltip's first row. Left out, "X Value": name it.`,
    yAxisLabelName: `The name of the y value in the tooltip's second row. Left out, "Y Value": name it.`,
    name: `The name of the value in the tooltip's third row. Left out, the spec's \`id\`.`,
    xAxisTitle: `A title for the axis of columns; none while empty, as by default.`,
    yAxisTitle: `A title for the axis of rows; none while empty, as by default.`,
    highlightedData: `Cells to show as selected, by their \`x\` and \`y\` values, the shape \`onBrushEnd\` reports: pass a
      brushed selection back to keep it visible once the reader lets go.`,
  },
  PartitionProps: {
    data: `The rows to chart. \`valueAccessor\` reads each row's number and each layer's \`groupByRollup\` its key at
      that level. Rows whose value is negative, \`NaN\` or infinite are dropped.`,
    valueAccessor: `Reads a row's number. Its default returns the row itself when the row is a number, else 0, so a
      chart of objects without it draws nothing: give it every time.`,
    layers: `The levels of the hierarchy, innermost first. Each has a \`groupByRollup\` that returns a row's key at that
      level, and may have a \`nodeLabel\` (the text of a key), a \`sortPredicate\`, a \`showAccessor\`, a \`fillLabel\`
      and a \`shape.fillColor\`. Give every layer a \`shape.fillColor\`: the library colours no slice from the theme's
      palette.`,
    layout: `The shape: \`PartitionLayout.sunburst\` (a pie with one layer, a donut with the theme's
      \`partition.emptySizeRatio\`), \`treemap\`, \`mosaic\`, \`icicle\`, \`flame\` or \`waffle\`.`,
    valueGetter: `What a label prints: the node's sum (the default), \`"percent"\` its share of the whole chart from 0 to
      100, \`"ratio"\` the same from 0 to 1, or a function of the node. The tooltip ignores it and shows the sum.`,
    valueFormatter: `Formats the sum wherever it is shown: labels (but with \`valueGetter\` \`"percent"\`), the tooltip's
      value and the legend's values. Its default prints the raw number; give it the unit.`,
    percentFormatter: `Formats a share: the labels with \`valueGetter\` \`"percent"\`, and the share each tooltip row
      shows in brackets. Its default rounds to a whole per cent.`,
    maxRowCount: `The most lines a label inside a shape may wrap onto. A label that does not fit even so is not drawn:
      labels are drawn whole or not at all.`,
    topGroove: `In the treemap and mosaic layouts, the height in pixels of the strip at the top of each parent
      rectangle that holds its label, above its children.`,
    fillOutside: `In the sunburst layout, fits each label beyond its slice's outer edge, in a band \`radiusOutside\`
      pixels deep, instead of inside the slice; no linked labels are drawn then. Shrink the pie with the theme's
      \`partition.outerSizeRatio\` to leave the room.`,
    radiusOutside: `With \`fillOutside\`, how far beyond its slice's outer edge a label may reach, in pixels. Otherwise
      unused.`,
    fillRectangleWidth: `In the sunburst layout, the width of a box centred on the pie that labels inside slices must
      also stay within; \`Infinity\`, the default, sets no limit.`,
    fillRectangleHeight: `In the sunburst layout, the height of a box centred on the pie that labels inside slices must
      also stay within; \`Infinity\`, the default, sets no limit.`,
    smallMultiples: `The \`id\` of the \`SmallMultiples\` spec that splits this chart into panels. The default is the id
      such a spec gets when you give it none, so the two find each other; with an id no spec has, or \`null\`, the
      chart is not split.`,
    drilldown: `Has no effect: nothing reads it. An icicle or flame layout drills down by itself, zooming into the shape
      the reader presses, when it is the chart's only \`Partition\` and every layer clips its labels
      (\`fillLabel.clipText\`, on the layer or in the theme's \`partition.fillLabel\`); a press outside every shape zooms
      out again.`,
    animation: `The \`duration\`, in milliseconds, of the zoom when an icicle or flame layout drills down; 0 jumps
      straight to the new view. The other layouts do not animate.`,
  },
};
