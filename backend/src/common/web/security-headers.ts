import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * The features no page of Ghostline uses, denied to every page and frame, so a script injected
 * some day could not ask for them either.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin, never inline
 * or eval; `style-src` allows inline styles because MUI (emotion) and Swagger UI add <style> tags
 * at run time. No page may frame ours, no plugins, no <base> or form elsewhere. No
 * upgrade-insecure-requests: every resource is our own, which HSTS already keeps on https in
 * production, and a production image tried on http://localhost would lose its scripts. One image
 * host besides our own: LinkedIn's, for the picture of the profile a client connected (Settings).
 */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://media.licdn.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The security headers of every response, pages and API alike, as data (name → value): the CSP
 * above, X-Content-Type-Options nosniff, X-Frame-Options DENY, a Referrer-Policy that keeps paths
 * to ourselves, the Permissions-Policy, helmet's other defaults, and HSTS in production only (a
 * development server on http://localhost must not teach the browser https for localhost). The
 * backend sends this set (securityHeaders) and the web container's nginx includes it, generated
 * from here (nginx-security-headers.ts): one source, never written twice.
 *
 * helmet composes the set: its middleware is run once against a recorder instead of a response.
 *
 * The Referrer-Policy is strict-origin-when-cross-origin rather than no-referrer: under
 * no-referrer a browser without fetch metadata sends `Origin: null` on our own POSTs, which the
 * origin check (request-origin.ts) would refuse.
 */
export function securityHeaderSet(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as Request, recorder as unknown as Response, () => undefined);
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Sets securityHeaderSet on every response. */
export function securityHeaders(production: boolean): RequestHandler {
  const headers = Object.entries(securityHeaderSet(production));
  return (_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
