import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address, for per-address limits (behind a proxy, Express's trust proxy decides). */
export const clientIp = (request: Request): string => request.ip ?? request.socket.remoteAddress ?? 'unknown';

export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientIp(context.switchToHttp().getRequest<Request>()),
);
