import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** The prerendered landing page the frontend build writes beside index.html (frontend/build/prerender.ts). */
export const LANDING_HTML = 'landing.html';

/** Hashed bundles never change; the pages must always be asked for again. */
function cacheHeaders(response: ServerResponse, path: string): void {
  response.setHeader(
    'Cache-Control',
    /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * A path that can only name a file: its last segment has an extension (`/package.json`,
 * `/wp-login.php`), or a segment is a dotfile (`/.env`, `/.git/config`). The app's own routes never
 * look like that, so when no file of the build has the path it is a 404, not the app's page.
 */
export const looksLikeAFile = (path: string): boolean => /\/\.|\.[^/]*$/.test(path);

/**
 * The built frontend at `root`, as the web container's nginx serves it (docker/nginx/nginx.conf):
 * a file of the build in the .br or .gz the build wrote beside it when the browser takes that
 * (Vary: Accept-Encoding), hashed /assets/ cached for a year and a missing one left to 404, and any
 * other path the single-page app: `/` the prerendered landing page, the rest index.html, never
 * cached, except a path that looks like a file (above) and is none of the build's: a short 404.
 * `serverPaths` (the API, robots.txt) are passed on untouched.
 */
export function serveFrontend(root: string, serverPaths: (path: string) => boolean): RequestHandler {
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, setHeaders: cacheHeaders },
  }) as RequestHandler;
  const landing = existsSync(join(root, LANDING_HTML)) ? `/${LANDING_HTML}` : '/index.html';
  return (request: Request, response: Response, next: NextFunction) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || serverPaths(request.path)) return next();
    files(request, response, (error?: unknown) => {
      if (error || request.path.startsWith('/assets/')) return next(error);
      if (looksLikeAFile(request.path)) {
        response.status(404).type('text/plain').send('Not found');
        return;
      }
      request.url = request.path === '/' ? landing : '/index.html';
      files(request, response, next);
    });
  };
}
