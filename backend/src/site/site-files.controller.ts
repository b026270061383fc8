import { Controller, Get, Header } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../common/decorators/auth.decorators.js';
import type { Environment } from '../config/environment.js';

/** The files crawlers ask the site's root for, outside /api (create-app.ts keeps them off its prefix). */
export const SITE_FILES = ['robots.txt', 'sitemap.xml'];

/**
 * The pages worth a search result: the landing page. Sign-in (/auth) may be crawled but is no
 * page to list; the back office, the client area, the API and the pages reached by a link with a
 * token (onboarding, password links) are kept out.
 */
const INDEXED_PATHS = ['/'];
const DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/api/',
  '/onboarding',
  '/reset-password',
  '/set-password',
  '/confirm-email',
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** robots.txt and sitemap.xml, with absolute addresses at PUBLIC_URL. Not part of the API document. */
@ApiExcludeController()
@Controller()
export class SiteFilesController {
  constructor(private readonly config: ConfigService<Environment, true>) {}

  @Get('robots.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @Public()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...INDEXED_PATHS.map((path) => `  <url><loc>${escapeXml(this.url(path))}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  }

  private url(path: string): string {
    return `${this.config.get('publicUrl', { infer: true })}${path}`;
  }
}
