// The parts of the search bar that come with the worker, after the load event, in one chunk.
export { SearchResults } from './SearchResults';
export { rehearseResults } from './ResultsRehearsal';
