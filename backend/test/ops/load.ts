import autocannon from 'autocannon';
import { forwardedFor, leadBody, PROXY_HEADERS, type Server } from './harness.js';

export interface LoadFigures {
  /** Requests answered (any status). */
  requests: number;
  /** Requests with no answer: refused or reset connections. */
  errors: number;
  /** The same, by error code (ECONNREFUSED: the server no longer accepts; ECONNRESET: cut). */
  errorsByCode: Record<string, number>;
  timeouts: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  /** The ids of the leads answered 201. */
  leadIds: number[];
  /** 201 answers whose body held no lead id (each one a lead that cannot be looked for). */
  unreadable: number;
  /** The slowest answer (ms). */
  maxLatencyMs: number;
}

export interface Load {
  /** Stops sending and gives the figures. */
  stop: () => Promise<LoadFigures>;
}

let nextAddress = 1;

/**
 * Bounded load with autocannon: each connection in turn posts a lead (a new email, from a new
 * address) and reads the leads list signed in as the admin (the cookie). Runs until stopped, or
 * for at most `maxSeconds`.
 */
export function startLoad(
  server: Server,
  cookie: string,
  options: {
    connections?: number;
    maxSeconds?: number;
    /** Lead posts only (each lead queues its mails), without the signed-in reads between them. */
    leadsOnly?: boolean;
  } = {},
): Load {
  const statuses: Record<number, number> = {};
  const leadIds: number[] = [];
  let unreadable = 0;
  const errorsByCode: Record<string, number> = {};
  /**
   * Every answer goes through here, whichever request it is filed under: autocannon can file an
   * answer under the other request of the pair (seen after connections were reset), so a 201 is
   * read for its lead id wherever it lands.
   */
  const record = (status: number, body: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status !== 201) return;
    try {
      leadIds.push((JSON.parse(body) as { leadId: number }).leadId);
    } catch {
      unreadable += 1;
    }
  };
  const postLead = {
    method: 'POST',
    path: '/api/leads',
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        // Set on each request: autocannon can hand setupRequest a request without the defaults.
        ...PROXY_HEADERS,
        origin: server.url,
        'content-type': 'application/json',
        ...forwardedFor(nextAddress++),
      },
      body: JSON.stringify(leadBody()),
    }),
    onResponse: record,
  } satisfies autocannon.Request;
  const readLeads = {
    method: 'GET',
    path: '/api/leads',
    headers: { ...PROXY_HEADERS, origin: server.url, cookie },
    onResponse: record,
  } satisfies autocannon.Request;
  let finished!: (figures: LoadFigures) => void;
  const done = new Promise<LoadFigures>((resolve) => (finished = resolve));
  const instance = autocannon(
    {
      url: server.url,
      connections: options.connections ?? 4,
      duration: options.maxSeconds ?? 60,
      timeout: 10,
      headers: { ...PROXY_HEADERS, origin: server.url },
      requests: options.leadsOnly ? [postLead] : [postLead, readLeads],
    },
    (error, result) => {
      if (error) throw error;
      finished({
        requests: Object.values(statuses).reduce((sum, n) => sum + n, 0),
        errors: result.errors,
        errorsByCode,
        timeouts: result.timeouts,
        statuses,
        leadIds,
        unreadable,
        maxLatencyMs: result.latency.max,
      });
    },
  );
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message;
    errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
  });
  return {
    stop: () => {
      instance.stop();
      return done;
    },
  };
}
