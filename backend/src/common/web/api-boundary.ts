import { ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasBody, isJsonContentType } from './json-body.js';
import { isFromOwnOrigin, isStateChanging } from './request-origin.js';

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another site and was refused.';
export const JSON_ONLY_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';

/**
 * The one route whose body is a file (multipart/form-data): a post's media upload. The origin check
 * stands for it as for every other: that is what stops another site's form from sending one.
 */
const MULTIPART_ROUTE = /^\/admin\/content\/\d+\/media$/;
const isMultipart = (contentType: string | undefined) =>
  contentType?.split(';', 1)[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * What every API request passes before anything else reads it (mounted on /api, before the body
 * parser and the session):
 * - no API answer is stored by a browser or a shared cache (`Cache-Control: no-store`): most carry
 *   personal data, and the rest are cheap to ask again;
 * - a state-changing request (POST, PUT, PATCH, DELETE) must come from our own origin
 *   (request-origin.ts, 403), and a body it carries must be JSON (415; a file upload's multipart). Together they stop
 *   cross-site request forgery: a form on another site, or on another port or subdomain of ours
 *   (which SameSite=Lax counts as the same site), can neither pass the origin check nor send JSON.
 *
 * Refusals go to Nest's error handler, so they answer in the one error shape.
 */
export function apiBoundary(publicOrigin: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    if (!isStateChanging(request.method)) return next();
    const fromOwnOrigin = isFromOwnOrigin(
      {
        secFetchSite: request.header('sec-fetch-site'),
        origin: request.header('origin'),
        referer: request.header('referer'),
      },
      publicOrigin,
    );
    if (!fromOwnOrigin) return next(new ForbiddenException(FOREIGN_ORIGIN_MESSAGE));
    const contentType = request.header('content-type');
    const fileUpload =
      request.method === 'POST' && MULTIPART_ROUTE.test(request.path) && isMultipart(contentType);
    if (hasBody(request.headers) && !isJsonContentType(contentType) && !fileUpload) {
      return next(new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE));
    }
    next();
  };
}
