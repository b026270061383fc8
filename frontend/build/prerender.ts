import react from '@vitejs/plugin-react';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The prerendered landing page, beside index.html: served for `/` only, every other path gets the shell. */
export const LANDING_HTML = 'landing.html';

/**
 * Renders the landing page at build time: builds src/entry-server.tsx for Node into a folder of
 * its own, renders the page with it, and writes `outDir/landing.html`: index.html with that HTML in
 * its root, MUI's styles in its head, and the landing entry `entry` in place of the app's (its
 * import preloads the chunks it needs, after the first paint).
 */
export async function prerenderLanding(root: string, outDir: string, entry: string): Promise<void> {
  const ssrDir = await mkdtemp(join(tmpdir(), 'ghostline-ssr-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      // Everything in the one file: Node runs it without resolving the packages' own entry points.
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
    });
    const { render } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
      render(): Promise<{ html: string; styles: string }>;
    };
    const { html, styles } = await render();
    const shell = await readFile(join(outDir, 'index.html'), 'utf8');
    const page = shell
      // The app's entry and its preloads out, the landing's in.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<script type="module" crossorigin src="[^"]+"><\/script>/,
        () => `<script type="module" crossorigin src="/${entry}"></script>`,
      )
      .replace('</head>', () => `${styles}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
    if (!page.includes(`src="/${entry}"`) || !page.includes(html)) {
      throw new Error('index.html has no module script or no empty <div id="root"> to prerender into');
    }
    await writeFile(join(outDir, LANDING_HTML), page);
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}
