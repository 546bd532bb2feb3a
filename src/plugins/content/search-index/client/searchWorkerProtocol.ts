import { isSearchHit, type SearchHit } from './searchHit';

/** Where the search worker finds the index: the two files the lunr plugin names in its global data. */
export interface SearchFileUrls {
  searchDocUrl: string;
  lunrIndexUrl: string;
}

/** What the page asks the search worker: load the index once, then answer queries. */
export type SearchWorkerRequest = ({ type: 'load' } & SearchFileUrls) | { type: 'search'; id: number; query: string };

/** What the worker answers: whether the index loaded, then the hits of each query. */
export type SearchWorkerResponse =
  | { type: 'ready' }
  | { type: 'failed'; reason: string }
  | { type: 'hits'; id: number; hits: SearchHit[]; suggestion?: string }
  | { type: 'error'; id: number; reason: string };

export function isSearchWorkerResponse(data: unknown): data is SearchWorkerResponse {
  const message = data as Partial<Record<string, unknown>> | null;
  if (typeof message !== 'object' || message === null) return false;
  switch (message.type) {
    case 'ready':
      return true;
    case 'failed':
      return typeof message.reason === 'string';
    case 'hits':
      return (
        typeof message.id === 'number' &&
        Array.isArray(message.hits) &&
        message.hits.every(isSearchHit) &&
        (message.suggestion === undefined || typeof message.suggestion === 'string')
      );
    case 'error':
      return typeof message.id === 'number' && typeof message.reason === 'string';
    default:
      return false;
  }
}

export function isSearchWorkerRequest(data: unknown): data is SearchWorkerRequest {
  const message = data as Partial<Record<string, unknown>> | null;
  if (typeof message !== 'object' || message === null) return false;
  if (message.type === 'search') return typeof message.id === 'number' && typeof message.query === 'string';
  return (
    message.type === 'load' && typeof message.searchDocUrl === 'string' && typeof message.lunrIndexUrl === 'string'
  );
}
