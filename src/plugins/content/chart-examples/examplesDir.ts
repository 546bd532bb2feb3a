/** Where the example modules live, relative to the site. */
export const EXAMPLES_DIR = 'examples/charts';
