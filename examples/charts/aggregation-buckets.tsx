/**
 * Requests per hour from aggregation buckets
 * An Elasticsearch date_histogram with a terms sub-aggregation, flattened into one row per hour and service and stacked, the services outside each hour's top three as Other.
 */
import React from 'react';
import {
  Axis,
  Chart,
  HistogramBarSeries,
  LegendLayout,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Theme,
  type TickFormatterOptions,
} from '@elastic/charts';

const HOUR = 60 * 60 * 1000;

// The search asked for 04:00 to 12:00 UTC on 1 September 2025, counted per hour and split by service:
//   "aggs": { "per_hour": {
//     "date_histogram": { "field": "@timestamp", "fixed_interval": "1h", "time_zone": "UTC", "min_doc_count": 0,
//                         "extended_bounds": { "min": 1756699200000, "max": 1756724400000 } },
//     "aggs": { "by_service": { "terms": { "field": "service.name", "size": 3 } } } } }
const FIRST_BUCKET = 1756699200000; // 04:00 UTC
const LAST_BUCKET = 1756724400000; // 11:00 UTC, the start of the last bucket

/** A bucket of the terms sub-aggregation: one service in one hour. */
interface TermsBucket {
  key: string;
  doc_count: number;
}

/** A bucket of the date histogram: one hour, its key the hour's start in epoch milliseconds. */
interface HourBucket {
  key_as_string: string;
  key: number;
  doc_count: number;
  by_service: { doc_count_error_upper_bound: number; sum_other_doc_count: number; buckets: TermsBucket[] };
}

// `aggregations.per_hour.buckets` of the response. The first requests came at 06:00: extended_bounds
// made Elasticsearch return 04:00 and 05:00 as empty buckets all the same.
const buckets: HourBucket[] = [
  {
    key_as_string: '2025-09-01T04:00:00.000Z',
    key: 1756699200000,
    doc_count: 0,
    by_service: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
  },
  {
    key_as_string: '2025-09-01T05:00:00.000Z',
    key: 1756702800000,
    doc_count: 0,
    by_service: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [] },
  },
  {
    key_as_string: '2025-09-01T06:00:00.000Z',
    key: 1756706400000,
    doc_count: 212,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 17,
      buckets: [
        { key: 'search', doc_count: 96 },
        { key: 'checkout', doc_count: 61 },
        { key: 'auth', doc_count: 38 },
      ],
    },
  },
  {
    key_as_string: '2025-09-01T07:00:00.000Z',
    key: 1756710000000,
    doc_count: 655,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 93,
      buckets: [
        { key: 'search', doc_count: 268 },
        { key: 'checkout', doc_count: 190 },
        { key: 'cart', doc_count: 104 },
      ],
    },
  },
  {
    key_as_string: '2025-09-01T08:00:00.000Z',
    key: 1756713600000,
    doc_count: 1184,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 143,
      buckets: [
        { key: 'checkout', doc_count: 431 },
        { key: 'search', doc_count: 412 },
        { key: 'cart', doc_count: 198 },
      ],
    },
  },
  {
    key_as_string: '2025-09-01T09:00:00.000Z',
    key: 1756717200000,
    doc_count: 1468,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 178,
      buckets: [
        { key: 'checkout', doc_count: 562 },
        { key: 'search', doc_count: 477 },
        { key: 'cart', doc_count: 251 },
      ],
    },
  },
  {
    key_as_string: '2025-09-01T10:00:00.000Z',
    key: 1756720800000,
    doc_count: 1578,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 352,
      buckets: [
        { key: 'checkout', doc_count: 540 },
        { key: 'search', doc_count: 455 },
        { key: 'auth', doc_count: 231 },
      ],
    },
  },
  {
    key_as_string: '2025-09-01T11:00:00.000Z',
    key: 1756724400000,
    doc_count: 1275,
    by_service: {
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 137,
      buckets: [
        { key: 'checkout', doc_count: 498 },
        { key: 'search', doc_count: 421 },
        { key: 'cart', doc_count: 219 },
      ],
    },
  },
];

const OTHER = 'Other';

/** One row per hour and service: what the series' accessors read. */
interface Row {
  time: number;
  service: string;
  requests: number | null;
}

// Every hour gets a row for every service, in one order: the busiest service over the whole range at the
// bottom, Other on top. A service an hour does not list had no requests if nothing went to Other that hour
// (0); otherwise its requests are inside Other, so its own count is unknown (null: no segment, no tooltip row).
function toRows(hours: HourBucket[]): Row[] {
  const totals = new Map<string, number>();
  for (const hour of hours) {
    for (const { key, doc_count } of hour.by_service.buckets) totals.set(key, (totals.get(key) ?? 0) + doc_count);
  }
  const services = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  return hours.flatMap(({ key: time, by_service: { buckets: terms, sum_other_doc_count: other } }) => {
    const counts = new Map(terms.map(({ key, doc_count }) => [key, doc_count]));
    return [
      ...services.map((service) => ({ time, service, requests: counts.get(service) ?? (other === 0 ? 0 : null) })),
      { time, service: OTHER, requests: other },
    ];
  });
}

// The same buckets flattened as they come: a row per listed service, and Other where it is not zero.
function asReturned(hours: HourBucket[]): Row[] {
  return hours.flatMap(({ key: time, by_service: { buckets: terms, sum_other_doc_count: other } }) => [
    ...terms.map(({ key, doc_count }) => ({ time, service: key, requests: doc_count })),
    ...(other > 0 ? [{ time, service: OTHER, requests: other }] : []),
  ]);
}

// The tooltip header: the hour the bucket covers, in UTC like the series.
const clock = (t: number) => new Date(t).toISOString().slice(11, 16);
const hourRange = (t: number) => `${clock(t)}–${clock(t + HOUR)} UTC`;

// The axis labels: one row of hours, in the zone the scale hands over (the series' timeZone). The multi-layer axis,
// the default, keeps 43 px between hour labels: on a phone it labelled only 06:00 of the nine hours.
const hourFormats = new Map<string, Intl.DateTimeFormat>();
function hourLabel(t: number, options?: TickFormatterOptions) {
  const timeZone = options?.timeZone ?? 'UTC';
  const format =
    hourFormats.get(timeZone) ?? new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  hourFormats.set(timeZone, format);
  return format.format(t);
}

interface AggregationBucketsExampleProps {
  baseTheme?: Theme;
  /** A row for every service in every hour, in one order. Off, the rows follow the response and the stack takes its order from the first hour with requests. */
  fillBuckets?: boolean;
}

export default function AggregationBucketsExample({
  baseTheme = LIGHT_THEME,
  fillBuckets = true,
}: AggregationBucketsExampleProps) {
  return (
    <Chart title="Requests per hour by service">
      {/* The x domain is the range the search asked for, whatever came back; minInterval is the bucket width. */}
      <Settings
        baseTheme={baseTheme}
        showLegend
        legendLayout={LegendLayout.List}
        legendPosition={Position.Bottom}
        xDomain={{ min: FIRST_BUCKET, max: LAST_BUCKET, minInterval: HOUR }}
      />
      <Axis
        id="hour"
        position={Position.Bottom}
        tickFormat={hourRange}
        labelFormat={hourLabel}
        timeAxisLayerCount={0}
      />
      <Axis id="requests-axis" position={Position.Left} title="Requests" />
      <HistogramBarSeries
        id="requests"
        data={fillBuckets ? toRows(buckets) : asReturned(buckets)}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        yNice
        xAccessor="time"
        yAccessors={['requests']}
        splitSeriesAccessors={['service']}
        stackAccessors={['time']}
        timeZone="UTC"
      />
    </Chart>
  );
}
