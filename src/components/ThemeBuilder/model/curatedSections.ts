/**
 * The builder's curated sections: the parameters a reader turns first to make charts look like a
 * product, by what they change. Every parameter, these included, is also under "All parameters".
 * `tests/unit/themeBuilder.test.ts` fails when a path here is not a parameter of the installed Theme.
 */
export interface CuratedSection {
  id: string;
  title: string;
  /** One line on what the section changes, and what it does not. */
  intro: string;
  paths: string[];
}

export const CURATED_SECTIONS: CuratedSection[] = [
  {
    id: 'palette',
    title: 'Palette',
    intro: 'The series colours, handed out in this order; the checks say which pairs are hard to tell apart.',
    paths: ['colors.vizColors', 'colors.defaultVizColor'],
  },
  {
    id: 'background',
    title: 'Background',
    intro:
      'What the chart paints behind itself, and the opaque colour its contrast logic assumes when that is transparent.',
    paths: [
      'background.color',
      'background.fallbackColor',
      'chartMargins.top',
      'chartMargins.right',
      'chartMargins.bottom',
      'chartMargins.left',
    ],
  },
  {
    id: 'text',
    title: 'Text and fonts',
    intro:
      'The fonts and colours of the text the chart draws on its canvas. The legend and tooltip text come from the stylesheet.',
    paths: [
      'axes.tickLabel.fontFamily',
      'axes.tickLabel.fontSize',
      'axes.tickLabel.fontStyle',
      'axes.tickLabel.fill',
      'axes.axisTitle.fontFamily',
      'axes.axisTitle.fontSize',
      'axes.axisTitle.fontWeight',
      'axes.axisTitle.fill',
      'barSeriesStyle.displayValue.fontFamily',
      'barSeriesStyle.displayValue.fontSize',
      'barSeriesStyle.displayValue.fontWeight',
      'barSeriesStyle.displayValue.fill',
      'partition.fontFamily',
      'partition.fillLabel.fontWeight',
      'partition.fillLabel.textColor',
      'partition.linkLabel.fontSize',
      'partition.linkLabel.textColor',
      'heatmap.xAxisLabel.fontFamily',
      'heatmap.xAxisLabel.textColor',
      'heatmap.yAxisLabel.fontFamily',
      'heatmap.yAxisLabel.textColor',
      'heatmap.cell.label.fontFamily',
      'metric.fontFamily',
      'metric.titleWeight',
      'metric.textDarkColor',
      'metric.textLightColor',
      'bulletGraph.fontFamily',
      'bulletGraph.textColor',
      'goal.majorLabel.fill',
      'goal.majorCenterLabel.fill',
    ],
  },
  {
    id: 'axes',
    title: 'Axes and grid',
    intro: 'Axis lines, tick lines and grid lines, and the space around tick labels.',
    paths: [
      'axes.axisLine.visible',
      'axes.axisLine.stroke',
      'axes.axisLine.strokeWidth',
      'axes.tickLine.visible',
      'axes.tickLine.stroke',
      'axes.tickLine.size',
      'axes.tickLabel.padding',
      'axes.gridLine.horizontal.visible',
      'axes.gridLine.horizontal.stroke',
      'axes.gridLine.horizontal.strokeWidth',
      'axes.gridLine.horizontal.opacity',
      'axes.gridLine.horizontal.dash',
      'axes.gridLine.vertical.visible',
      'axes.gridLine.vertical.stroke',
      'axes.gridLine.vertical.strokeWidth',
      'axes.gridLine.vertical.opacity',
      'axes.gridLine.vertical.dash',
      'lineAnnotation.line.stroke',
      'rectAnnotation.fill',
      'rectAnnotation.opacity',
    ],
  },
  {
    id: 'lines',
    title: 'Lines and points',
    intro: 'How line and area series draw: widths, opacities, and when and how their points show.',
    paths: [
      'lineSeriesStyle.line.strokeWidth',
      'lineSeriesStyle.line.opacity',
      'lineSeriesStyle.line.dash',
      'lineSeriesStyle.point.visible',
      'lineSeriesStyle.point.radius',
      'lineSeriesStyle.point.strokeWidth',
      'lineSeriesStyle.point.fill',
      'lineSeriesStyle.point.shape',
      'areaSeriesStyle.area.opacity',
      'areaSeriesStyle.line.strokeWidth',
      'areaSeriesStyle.point.visible',
      'areaSeriesStyle.point.radius',
    ],
  },
  {
    id: 'bars',
    title: 'Bars',
    intro: 'Bar opacity and borders, the gaps between bars, and where value labels sit.',
    paths: [
      'barSeriesStyle.rect.opacity',
      'barSeriesStyle.rectBorder.visible',
      'barSeriesStyle.rectBorder.stroke',
      'barSeriesStyle.rectBorder.strokeWidth',
      'scales.barsPadding',
      'scales.histogramPadding',
      'barSeriesStyle.displayValue.offsetY',
    ],
  },
  {
    id: 'legend',
    title: 'Legend',
    intro:
      "The legend's size and label truncation. Its text, colours and fonts are HTML, styled by the library's stylesheet.",
    paths: [
      'legend.verticalWidth',
      'legend.horizontalHeight',
      'legend.spacingBuffer',
      'legend.margin',
      'legend.labelOptions.maxLines',
      'legend.labelOptions.widthLimit',
    ],
  },
  {
    id: 'tooltip',
    title: 'Tooltip and crosshair',
    intro:
      "The tooltip's size limits and the crosshair that follows the pointer. The tooltip's look is the stylesheet's.",
    paths: [
      'tooltip.maxWidth',
      'tooltip.maxTableHeight',
      'tooltip.defaultDotColor',
      'crosshair.line.visible',
      'crosshair.line.stroke',
      'crosshair.line.strokeWidth',
      'crosshair.line.dash',
      'crosshair.band.visible',
      'crosshair.band.fill',
    ],
  },
];
