import type { OurDescriptions } from './types';

/**
 * `Settings` and its legend props. Checked in dist/: `specs/default_settings_spec.js` (what the spec stores),
 * `state/selectors/get_settings_spec.js` (the pointer debounce), the `*_caller.js` selectors of each chart type
 * (when a listener is called), `components/chart_status.js`, `components/legend/` and
 * `chart_types/xy_chart/domains/x_domain.js`.
 */
export const settingsDescriptions: OurDescriptions = {
  SettingsSpec: {
    animateData: `Has no effect: no chart reads it. The spec stores its default, \`true\`, and nothing animates, or stops
      animating, with it.`,
    rendering: `Has no effect: no chart reads it. The spec stores \`"canvas"\` by default, and \`"svg"\` switches no chart
      to SVG: each chart type draws the way it always does.`,
    rotation: `Turns a cartesian chart as a whole: \`0\` has the x values along the bottom, \`90\` down the left side
      (horizontal bars), \`-90\` up the left side, and \`180\` turns the chart upside down. Axis positions keep their
      names, so at 90 or -90 the axis at \`Position.Left\` shows the x values. The other chart types do not turn.
      [Rotated charts](/docs/axes-and-scales#rotated-charts) shows each angle.`,
    xDomain: `The x domain of a cartesian chart, which an axis cannot set. For a continuous x scale, \`{ min, max }\`,
      with \`NaN\` for an end that should stay the data's; nothing outside it is drawn. For an ordinal one, an array of
      values: the categories shown, in that order, a missing one as an empty slot. Use it to zoom (with
      \`onBrushEnd\`) or to keep several charts on the same range. A domain the scale cannot take (an array on a
      continuous scale, \`min\` above \`max\`) is ignored, with a console warning in development builds.`,
    onElementClick: `Called when the reader clicks data, with the elements under the pointer: on a cartesian chart each
      is a pair of a \`GeometryValue\` (its \`datum\` is your row) and the series identifier. Cartesian charts and
      heatmaps also pass \`keyPressed\`, the Shift, Alt and Meta keys held. Use it for drill-downs. A press that moves
      more than 4 px is a drag, not a click, and a cartesian chart whose tooltip type is \`TooltipType.None\` reports no
      element events: [Events](/docs/events#hovering-and-clicking-elements) has the rules.`,
    onElementOver: `Called with the elements under the pointer each time that set changes; moving within the same bar
      calls nothing. On lines, areas and bubbles an element is a point, under the pointer within \`pointBuffer\`
      pixels. Use it to show details of the hovered data in a panel of yours, or to highlight it in a table.`,
    onElementOut: `Called, with no argument, when the pointer leaves the last element it was over: undo there what
      \`onElementOver\` did.`,
    onBrushEnd: `Setting it turns brushing on: a drag across the plot draws a band, and on release this is called once
      with the range. A cartesian chart passes an \`XYBrushEvent\` (\`x\` and, per y group, \`y\`, in data units, as
      \`brushAxis\` asks) and brushes only on a continuous x scale; a heatmap passes a \`HeatmapBrushEvent\`, the \`x\`
      and \`y\` values covered and the \`cells\`. Pass a cartesian range back as \`xDomain\` to zoom.`,
    onPointerUpdate: `Called as the pointer moves over a cartesian chart or a heatmap, with where it is in data terms:
      a \`PointerOverEvent\` (the x value it snaps to, a y value per group, the chart's \`id\`), or a
      \`PointerOutEvent\` when it leaves. \`pointerUpdateTrigger\` says which change calls it, and
      \`pointerUpdateDebounce\` delays it (16 ms when left out). Hand its events to other charts'
      \`dispatchExternalPointerEvent\` to move their cursors with this one.`,
    onProjectionAreaChange: `Called on a cartesian chart with the plot area, \`projection\` (its \`top\`, \`left\`,
      \`width\` and \`height\` in pixels within the chart), and the size of its \`parent\`, when the chart first lays
      out and whenever the plot area moves or changes size. Use it to line up HTML of yours with the plot. A change of
      the parent that leaves the plot area as it was does not call it.`,
    onRenderChange: `Called with \`false\` when new specs or a new size arrive, and with \`true\` once the chart has
      drawn them, one animation frame after its status changes (the flag of \`data-ech-render-complete\`). It can
      repeat a value, so treat it as a state. Use it to hide a loading indicator, time a chart or take a PNG snapshot
      once drawing ends; a callback that re-renders the chart's specs makes it report again.`,
    onWillRender: `Called, with no argument, each time the chart's render status changes (new specs or size, and a
      draw that completes), at once, where \`onRenderChange\` waits for the next animation frame. Despite its name it
      does not only come before a draw.`,
  },
  LegendSpec: {
    legendColorPicker: `A component of yours that a legend item's colour dot opens, the dot becoming a button. It
      receives \`LegendColorPickerProps\`: the dot as \`anchor\`, the current \`color\`, the \`seriesIdentifiers\`,
      \`onChange\` for a colour shown while picking and \`onClose\`. Use it on dashboards readers keep for themselves;
      keep their choices in your state and pass them back through the series' \`color\`.`,
    onLegendItemClick: `Called with the clicked item's series identifiers on every click (or Enter or Space on a
      focused item), before the chart hides or shows the series: it notifies, it cannot prevent. A legend of a single
      item and the legends of partition charts cannot be clicked, so it is never called for them.`,
    onLegendItemOver: `Called with an item's series identifiers when the pointer enters that legend item, as the chart
      highlights the series. Use it to highlight the same series elsewhere, such as in a second chart.`,
    onLegendItemOut: `Called, with no argument, when the pointer leaves a legend item: undo there what
      \`onLegendItemOver\` did.`,
    onLegendItemPlusClick: `Has no effect: no legend calls it. For a filter action on each item, render one with
      \`legendAction\`.`,
    onLegendItemMinusClick: `Has no effect: no legend calls it. For an exclude action on each item, render one with
      \`legendAction\`.`,
  },
};
