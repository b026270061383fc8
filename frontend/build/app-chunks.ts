import type { Rolldown } from 'vite';

/**
 * How the app's JavaScript is split (Rolldown's code splitting groups), for as few files as a page
 * waits for: a phone on a slow network fetches six files at a time from one server, each costing a
 * round trip, so the 35 to 100 small chunks a page came in when Rolldown split by itself (a chunk for
 * each set of pages sharing a module) cost it more than the bytes the split saved (docs/performance.md,
 * "How the app's code is split"). Three kinds of chunk:
 * - the shell: what the app's entry loads before any page (React, MUI's core, the router, the store);
 * - the common chunk: what at least three of the lazily loaded parts use (pages, dialogs, charts):
 *   MUI's components, our shared ones, the form library; index.html preloads it beside the shell;
 * - each page's own chunk, with what fewer than three parts share left to Rolldown.
 */
/** The name of the group, and so of the chunk, of what many parts of the app share. */
const COMMON = 'common';

export const APP_CHUNKS: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'shell', tags: ['$initial'], priority: 10 },
    { name: COMMON, minShareCount: 3 },
  ],
};

/** The file names of the common chunks in a build's output (Rolldown names a group's chunk after it). */
export function commonChunks(bundle: Record<string, { type: string; name?: string }>): string[] {
  return Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && output.name === COMMON)
    .map(([fileName]) => fileName);
}
