import type { ComponentType } from 'react';
import AxesAndAnnotations from './charts/AxesAndAnnotations';
import BarsWithValues from './charts/BarsWithValues';
import BulletTarget from './charts/BulletTarget';
import Bubbles from './charts/Bubbles';
import GoalGauge from './charts/GoalGauge';
import HeatmapCells from './charts/HeatmapCells';
import LinesAndAreas from './charts/LinesAndAreas';
import MetricTiles from './charts/MetricTiles';
import PartitionPie from './charts/PartitionPie';
import StackedArea from './charts/StackedArea';
import TooltipOpen from './charts/TooltipOpen';
import WithLegend from './charts/WithLegend';
import type { ChartKind } from './chartSections';
import type { PreviewChartProps } from './previewProps';

export interface PreviewChart {
  id: string;
  title: string;
  /** The theme's sections the chart shows. */
  sections: string;
  /** Its chart type: what it reads of the theme (`chartSections.ts`). */
  kind: ChartKind;
  /** It takes colours from the palette by hand (partition slices, metric tiles, goal bands). */
  usesPalette?: boolean;
  height: number;
  Chart: ComponentType<PreviewChartProps>;
}

/** The preview's charts, which together draw every part of the theme a chart shows without the pointer on it. */
export const PREVIEW_CHARTS: PreviewChart[] = [
  {
    id: 'lines',
    kind: 'xy',
    title: 'Lines and areas with points',
    sections: 'lineSeriesStyle, areaSeriesStyle',
    height: 190,
    Chart: LinesAndAreas,
  },
  {
    id: 'bars',
    kind: 'xy',
    title: 'Bars with value labels',
    sections: 'barSeriesStyle, scales',
    height: 190,
    Chart: BarsWithValues,
  },
  {
    id: 'stacked',
    kind: 'xy',
    title: 'Stacked areas',
    sections: 'areaSeriesStyle, colors',
    height: 190,
    Chart: StackedArea,
  },
  {
    id: 'axes',
    kind: 'xy',
    title: 'Axes, grid lines and annotations',
    sections: 'axes, lineAnnotation, rectAnnotation',
    height: 190,
    Chart: AxesAndAnnotations,
  },
  { id: 'legend', kind: 'xy', title: 'Legend', sections: 'legend, colors', height: 190, Chart: WithLegend },
  {
    id: 'tooltip',
    kind: 'xy',
    title: 'Tooltip held open',
    sections: 'tooltip, crosshair',
    height: 190,
    Chart: TooltipOpen,
  },
  { id: 'heatmap', kind: 'heatmap', title: 'Heatmap', sections: 'heatmap', height: 190, Chart: HeatmapCells },
  {
    id: 'partition',
    kind: 'partition',
    usesPalette: true,
    title: 'Pie',
    sections: 'partition',
    height: 190,
    Chart: PartitionPie,
  },
  {
    id: 'metric',
    kind: 'metric',
    usesPalette: true,
    title: 'Metric tiles',
    sections: 'metric',
    height: 150,
    Chart: MetricTiles,
  },
  { id: 'bullet', kind: 'bullet', title: 'Bullet graph', sections: 'bulletGraph', height: 120, Chart: BulletTarget },
  { id: 'goal', kind: 'goal', usesPalette: true, title: 'Goal gauge', sections: 'goal', height: 190, Chart: GoalGauge },
  {
    id: 'bubbles',
    kind: 'xy',
    title: 'Bubbles',
    sections: 'bubbleSeriesStyle, markSizeRatio',
    height: 190,
    Chart: Bubbles,
  },
];
