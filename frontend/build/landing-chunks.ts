import { gzipSync } from 'node:zlib';

/** What the build says of a chunk (Rolldown's OutputChunk, the fields used here). */
interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The landing page's own entry (vite.config.ts's second input), which dist/landing.html loads. */
export const LANDING_ENTRY = 'src/landing-main.tsx';

/** The most JavaScript, gzipped, the landing page may load before it is interactive. */
export const LANDING_BUDGET_BYTES = 150 * 1024;

/**
 * The JavaScript the landing page loads at once: its entry, the hydrating module the entry
 * imports after the first paint, and every chunk they import, transitively (not what the page
 * imports lazily, later: the sections below the hero, the menu, the toasts); the entry first.
 */
export function landingChunks(bundle: Bundle): Chunk[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${LANDING_ENTRY}`));
  if (!entry) throw new Error(`The build has no chunk for ${LANDING_ENTRY}`);
  return withImports(bundle, [entry, ...entry.dynamicImports.map((name) => bundle[name] as Chunk)]);
}

/** `starts` and every chunk they import, transitively, once each, in the order first reached. */
export function withImports<C extends { fileName: string; imports: string[] }>(
  bundle: Record<string, C | { type: 'asset' }>,
  starts: C[],
): C[] {
  const found = new Map<string, C>();
  const visit = (chunk: C) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(bundle[name] as C);
  };
  for (const start of starts) visit(start);
  return [...found.values()];
}

/** Their size gzipped at nginx's and our precompression's level, in bytes. */
export function gzippedSize(chunks: { code: string }[]): number {
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}
