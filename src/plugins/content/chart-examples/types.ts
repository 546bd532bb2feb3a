/** One example, as the pages receive it: its metadata and its exact source text. */
export interface ChartExampleData {
  /** File name without extension, `examples/charts/{name}.tsx`; also the page `/examples/{name}`. */
  name: string;
  title: string;
  /** One line on what the example shows. */
  summary: string;
  source: string;
}

/** What a card of the gallery shows: an example without its source. */
export type ChartExampleSummary = Omit<ChartExampleData, 'source'>;

/** A card of the gallery, with what it is filtered by. */
export interface GalleryExample extends ChartExampleSummary {
  /** The chart type it draws: a `key` of `GalleryData.chartTypes` (see chartType.ts). */
  chartType: string;
  /** Ids of the guides and recipes that embed it or link to it, in reading order. */
  topics: string[];
  /**
   * The source hash its pictures were drawn from (static/gallery/pictures.json), which their URLs carry;
   * none when the example has no picture yet (`npm run gallery-pictures` draws it).
   */
  picture?: string;
}

/**
 * What kind of page a topic of the gallery is: a guide (`docs/{id}.mdx`), a chart-type guide
 * (`docs/charts/{name}.mdx`) or a recipe (`docs/recipes/{name}.mdx`).
 */
export type TopicKind = 'guide' | 'chart guide' | 'recipe';

/** A filter's option: what the page shows and what the URL keeps (`?type=bar`, `?shows=tooltips`). */
export interface GalleryOption {
  key: string;
  label: string;
}

/** A topic: a guide, chart-type guide or recipe, and the examples it shows are "what it shows". */
export interface GalleryTopic extends GalleryOption {
  /** `docs/{id}.mdx`, served at `/docs/{id}`. */
  id: string;
  kind: TopicKind;
}

/** The gallery's data, `@generated/chart-examples/default/index.json`. */
export interface GalleryData {
  /** Chart types in display order, each listed only if an example draws it. */
  chartTypes: GalleryOption[];
  /** The guides, chart-type guides, then the recipes, in reading order. */
  topics: GalleryTopic[];
  /** Every example, in the examples sidebar's order. */
  examples: GalleryExample[];
  /** The size every picture is written at, in pixels. */
  pictureSize: { width: number; height: number };
}

/** The library's two stylesheets, as text; the live chart applies the one of the colour mode. */
export interface ChartThemeCss {
  light: string;
  dark: string;
}

/** The package versions a downloaded example project pins (`project-versions.json`). */
export interface ProjectVersions {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/**
 * Which releases each example type-checks against (`compatibility.json`, from `api-history/compile-matrix.json`):
 * what a downloaded project pins when the reader chose their version (`project/pinnedVersion.ts`).
 */
export interface ExampleCompatibility {
  /** Major (`"70"`) to the release its column was checked against (`"70.1.6"`). */
  releases: Record<string, string>;
  /** Example name to the majors it compiles against, oldest first. */
  compiling: Record<string, number[]>;
}
