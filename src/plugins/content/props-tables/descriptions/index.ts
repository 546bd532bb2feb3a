import { chartDescriptions } from './chart';
import { heatmapAndPartitionDescriptions } from './heatmapAndPartition';
import { kpiDescriptions } from './kpis';
import { settingsDescriptions } from './settings';
import { tooltipComponentDescriptions } from './tooltipComponents';
import type { OurDescriptions } from './types';
import { wordcloudAndFlameDescriptions } from './wordcloudAndFlame';
import { xySeriesDescriptions } from './xySeries';

/**
 * Our descriptions of the props the library leaves undescribed (or describes wrongly), one reviewed place: every
 * sentence checked against the installed library's declarations and compiled code (each file names where). Keyed
 * by the type that declares the prop, so each is written once for every table that lists it. The props-tables
 * plugin puts them on the rows (`ourDescriptions.ts`) and fails the build on a row an API page shows without a
 * description, and on an entry that no longer matches a prop.
 */
export function ourDescriptions(): OurDescriptions {
  return merged([
    settingsDescriptions,
    chartDescriptions,
    tooltipComponentDescriptions,
    xySeriesDescriptions,
    heatmapAndPartitionDescriptions,
    kpiDescriptions,
    wordcloudAndFlameDescriptions,
  ]);
}

/** The files' entries in one record; a type in two files is an error of this list, not a merge. */
function merged(parts: OurDescriptions[]): OurDescriptions {
  const all: Record<string, OurDescriptions[string]> = {};
  for (const part of parts) {
    for (const [type, props] of Object.entries(part)) {
      if (Object.hasOwn(all, type)) throw new Error(`props-tables: descriptions of ${type} are written in two files.`);
      all[type] = props;
    }
  }
  return all;
}
