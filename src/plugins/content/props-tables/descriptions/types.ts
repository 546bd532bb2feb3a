/**
 * Our descriptions of props the library leaves undescribed, or describes wrongly (`descriptions/index.ts`).
 *
 * The text is a small Markdown: paragraphs apart by a blank line, `code` spans (one that names an export,
 * `Position` or `Position.Left`, links to its page of the generated reference), and `[words](/path)` links to a
 * page of the site.
 */
export type OurDescription = string | Correction;

/** A description that replaces the library's own, which says something the library does not do. */
export interface Correction {
  /** The start of the library's comment, as the table shows it: the build fails once the comment changes. */
  corrects: string;
  text: string;
}

/** Declaring type (`SettingsSpec`, or a component whose props type is private) to prop name to description. */
export type OurDescriptions = Readonly<Record<string, Readonly<Record<string, OurDescription>>>>;
