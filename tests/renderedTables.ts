/**
 * Which props tables an API page renders, read from its MDX: the site's own reading
 * (src/plugins/content/props-tables/renderedTables.ts), which the upgrade pages use too.
 */
export { renderedTables, tablesOnPage } from '../src/plugins/content/props-tables/renderedTables';
