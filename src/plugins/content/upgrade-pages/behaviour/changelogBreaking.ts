/**
 * Every entry under "BREAKING CHANGES" in the library's CHANGELOG (elastic/elastic-charts, `CHANGELOG.md`) for the
 * majors 61 to 70, by the release that lists it: thirteen entries, summed up in our words (the CHANGELOG's own
 * text is not copied). Each must be covered by at least one item of `behaviourChanges.ts`
 * (`tests/unit/behaviourChanges.test.ts`), so a step page never leaves one out. The releases from 71 have no
 * CHANGELOG the site can read: their items come from the compiled code and the theme history.
 */
export const CHANGELOG_BREAKING = [
  { id: '61-bar-histogram-stacking', release: '61.0.0', summary: 'bar series stack only by their stack accessors' },
  { id: '61-default-themes', release: '61.0.0', summary: 'new default themes; the old ones become the legacy themes' },
  { id: '61-tick-padding', release: '61.0.0', summary: 'the tick padding counts whenever the tick line is visible' },
  { id: '62-legend-last-value', release: '62.0.0', summary: 'which datum the legend value shows' },
  { id: '63-custom-legend-extra', release: '63.0.0', summary: "a custom legend's extra value is raw and formatted" },
  { id: '64-metric-body', release: '64.0.0', summary: "the metric's body moves from the spec to the datum" },
  { id: '64-bullet', release: '64.0.0', summary: 'the bullet graph spec and its bands are renamed' },
  { id: '65-legend-modifier', release: '65.0.0', summary: 'the legend click modifier key' },
  {
    id: '66-metric-text-colors',
    release: '66.0.0',
    summary: "the metric style's text colours move, its text sizes change",
  },
  { id: '67-isolated-point', release: '67.0.0', summary: 'isolated points lose their radius; point visibility' },
  { id: '68-series-colors', release: '68.0.0', summary: 'the colour order of mixed stacked and non-stacked series' },
  { id: '69-borealis', release: '69.0.0', summary: 'the themes follow EUI Borealis' },
  { id: '70-time-axis-layers', release: '70.0.0', summary: 'the time axis has two layers by default' },
] as const;

export type ChangelogEntryId = (typeof CHANGELOG_BREAKING)[number]['id'];
