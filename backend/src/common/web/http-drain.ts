import type { Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How long a stopping server lets its requests in flight finish before it cuts their connections:
 * under Docker's default 10 s between SIGTERM and SIGKILL, with room to close the pools and stop
 * the embedded database after (a couple of seconds under load).
 */
export const DRAIN_DEADLINE_MS = 6000;

/**
 * Lets an HTTP server stop without dropping what it has accepted. Made before the server listens
 * (it follows every response); `drain()` then stops accepting connections, closes the idle
 * keep-alive ones, answers the requests in flight with `Connection: close` so that their
 * connections end once answered, and resolves when the last one has, or at the deadline (the
 * connections left are then cut).
 */
export class HttpDrain {
  private readonly active = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.prependListener('request', (_request, response: ServerResponse) => {
      if (this.draining && !response.headersSent) response.setHeader('Connection', 'close');
      this.active.add(response);
      response.once('close', () => {
        this.active.delete(response);
        // A response whose headers went out before the drain leaves a keep-alive socket behind.
        if (this.draining) setImmediate(() => this.server.closeIdleConnections());
      });
    });
  }

  /** Requests being answered now. */
  get inFlight(): number {
    return this.active.size;
  }

  /** Resolves with whether the deadline passed before every connection had ended. */
  async drain(deadlineMs = DRAIN_DEADLINE_MS): Promise<{ forced: boolean }> {
    this.draining = true;
    for (const response of this.active) if (!response.headersSent) response.setHeader('Connection', 'close');
    const closed = new Promise<boolean>((resolve) => this.server.close(() => resolve(false)));
    this.server.closeIdleConnections();
    const controller = new AbortController();
    const forced = await Promise.race([
      closed,
      delay(deadlineMs, true, { signal: controller.signal }).catch(() => false),
    ]);
    controller.abort();
    if (forced) this.server.closeAllConnections();
    return { forced };
  }
}
