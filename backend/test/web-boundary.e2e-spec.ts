import type { Agent, Response } from 'supertest';
import { AdminAccountsService } from '../src/auth/admin-accounts.service.js';
import { DAY_MS } from '../src/common/dates.js';
import { ADMIN, CLIENT_PASSWORD, createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://app.ghostline.test';
const REFUSED = {
  statusCode: 403,
  message: 'This request came from another site and was refused.',
  error: 'Forbidden',
};
const NOT_JSON = {
  statusCode: 415,
  message: 'The request body must be JSON (Content-Type: application/json).',
  error: 'Unsupported Media Type',
};

/** A page of another site, or another port or subdomain of ours, cannot change anything. */
describe('state-changing requests from elsewhere (CSRF)', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    admin = await t.signedInAdmin();
    ({ id: clientId, agent: client } = await t.signedInPortalClient('carol'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const openSubscription = async (): Promise<number> =>
    (
      await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({
          plan: 'ghost',
          amount: 99,
          startDate: new Date(),
          renewalDate: new Date(Date.now() + 20 * DAY_MS),
        })
        .expect(201)
    ).body.id;

  const statusOf = async (id: number): Promise<string> =>
    (await t.query<{ status: string }>('select status from client_subscriptions where id = $1', [id]))[0]!
      .status;

  const cancel = (id: number) => client.post(`/api/client/subscriptions/${id}/cancel`);

  it('refuses a form-encoded cancel with 415, and the subscription stays active', async () => {
    const id = await openSubscription();
    const response = await cancel(id)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send('reason=Too+busy')
      .expect(415);
    expect(response.body).toEqual(NOT_JSON);
    expect(await statusOf(id)).toBe('active');
  });

  it.each([
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="reason"\r\n\r\nbusy\r\n--x--\r\n',
    ],
    ['text/plain', '{"reason":"busy"}'],
    ['text/plain; charset=utf-8', 'reason=busy'],
    ['application/x-www-form-urlencoded', ''],
    ['application/json-patch', '{}'],
  ])('refuses a %s body with 415 (what a form may send across sites)', async (type, body) => {
    const id = await openSubscription();
    const response = await cancel(id)
      .set('Content-Type', type)
      .send(body || 'x=1')
      .expect(415);
    expect(response.body).toEqual(NOT_JSON);
    expect(await statusOf(id)).toBe('active');
  });

  it('refuses a body without a Content-Type', async () => {
    const id = await openSubscription();
    await cancel(id).set('Content-Type', '').send(Buffer.from('{"reason":"busy"}')).expect(415);
    expect(await statusOf(id)).toBe('active');
  });

  it('takes JSON with any charset, and requests without a body', async () => {
    const first = await openSubscription();
    await cancel(first)
      .set('Content-Type', 'application/json; charset=UTF-8')
      .send('{"reason":"busy"}')
      .expect(200);
    expect(await statusOf(first)).toBe('canceled');
    const second = await openSubscription();
    await cancel(second).expect(200);
    expect(await statusOf(second)).toBe('canceled');
  });

  it.each(['cross-site', 'same-site'])(
    'refuses Sec-Fetch-Site: %s with 403, even with our own Origin',
    async (site) => {
      const id = await openSubscription();
      const response = await cancel(id)
        .set('Sec-Fetch-Site', site)
        .set('Origin', PUBLIC_URL)
        .send({ reason: 'busy' })
        .expect(403);
      expect(response.body).toEqual(REFUSED);
      expect(await statusOf(id)).toBe('active');
    },
  );

  it.each(['same-origin', 'none'])('lets Sec-Fetch-Site: %s through', async (site) => {
    const id = await openSubscription();
    await cancel(id).set('Sec-Fetch-Site', site).send({ reason: 'busy' }).expect(200);
    expect(await statusOf(id)).toBe('canceled');
  });

  it("decides by Sec-Fetch-Site first: the dev server's proxy forwards its own Origin with same-origin", async () => {
    const id = await openSubscription();
    await cancel(id)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Origin', 'http://localhost:5173')
      .send({ reason: 'busy' })
      .expect(200);
  });

  describe('without fetch metadata (an older browser)', () => {
    it.each([
      ['another site', 'https://evil.example'],
      ['another subdomain', 'https://evil.ghostline.test'],
      ['another port', 'https://app.ghostline.test:8443'],
      ['plain http', 'http://app.ghostline.test'],
      ['an opaque origin', 'null'],
      ['garbage', 'not a url'],
    ])('refuses an Origin of %s with 403', async (_what, origin) => {
      const id = await openSubscription();
      const response = await cancel(id).set('Origin', origin).send({ reason: 'busy' }).expect(403);
      expect(response.body).toEqual(REFUSED);
      expect(await statusOf(id)).toBe('active');
    });

    it("lets PUBLIC_URL's origin through", async () => {
      const id = await openSubscription();
      await cancel(id).set('Origin', PUBLIC_URL).send({ reason: 'busy' }).expect(200);
      expect(await statusOf(id)).toBe('canceled');
    });

    it('reads the Referer when there is no Origin', async () => {
      const refused = await openSubscription();
      await cancel(refused).set('Referer', 'https://evil.example/cancel.html').send({}).expect(403);
      expect(await statusOf(refused)).toBe('active');
      const allowed = await openSubscription();
      await cancel(allowed).set('Referer', `${PUBLIC_URL}/dashboard/subscription`).send({}).expect(200);
      expect(await statusOf(allowed)).toBe('canceled');
    });

    it('checks the Origin before the Referer', async () => {
      const id = await openSubscription();
      await cancel(id)
        .set('Origin', 'https://evil.example')
        .set('Referer', `${PUBLIC_URL}/dashboard/subscription`)
        .send({})
        .expect(403);
    });
  });

  it('lets a request with none of the three headers through (curl, a script: not a browser)', async () => {
    const id = await openSubscription();
    await cancel(id).send({ reason: 'busy' }).expect(200);
    expect(await statusOf(id)).toBe('canceled');
  });

  it.each([
    ['patch', '/api/leads/1/status'],
    ['delete', '/api/leads/1'],
    ['put', '/api/leads/1'],
  ] as const)('checks %s as well', async (method, path) => {
    const response = await admin[method](path)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ status: 'contacted' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
  });

  it('leaves GET requests alone, from anywhere', async () => {
    await client
      .get('/api/client/subscriptions')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://evil.example')
      .expect(200);
  });

  it('refuses before the session is read or the body parsed (a sign-in from elsewhere sets no cookie)', async () => {
    const response = await t
      .agent()
      .post('/api/client/login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ username: 'carol', password: CLIENT_PASSWORD })
      .expect(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('has no form (urlencoded) body parser at all', () => {
    const stack = (t.app.getHttpAdapter().getInstance() as { router: { stack: { name: string }[] } }).router
      .stack;
    const names = stack.map((layer) => layer.name);
    expect(names).toContain('jsonParser');
    expect(names).not.toContain('urlencodedParser');
  });
});

/** The headers every answer carries. */
describe('security headers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const directives = (response: Response): Map<string, string> =>
    new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values.join(' ')]),
    );

  it('sends a Content-Security-Policy without inline or eval script, that no page may frame', async () => {
    const csp = directives(await t.agent().get('/api/site').expect(200));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    for (const policy of csp.values()) expect(policy).not.toContain('unsafe-eval');
  });

  it('sends nosniff, the Referrer-Policy, the Permissions-Policy, and no HSTS outside production', async () => {
    const response = await t.agent().get('/api/site').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the headers with errors and refusals too', async () => {
    const notFound = await t.agent().get('/api/no-such-thing').expect(404);
    const refused = await t
      .agent()
      .post('/api/client/logout')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    for (const response of [notFound, refused]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('marks every API answer no-store, personal data above all, with no ETag hashed over it', async () => {
    await t.app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
    const admin = t.agent();
    const signIn = await admin.post('/api/admin/login').send(ADMIN).expect(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    for (const path of ['/api/leads', '/api/admin/clients', '/api/site', '/api/health']) {
      const response = await admin.get(path);
      expect([path, response.status, response.headers['cache-control'], response.headers.etag]).toEqual([
        path,
        200,
        'no-store',
        undefined,
      ]);
    }
  });

  it('keeps Swagger UI working at /api/docs, with the same policy', async () => {
    const response = await t.agent().get('/api/docs').redirects(1).expect(200);
    expect(response.text).toContain('swagger-ui');
    expect(response.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(directives(response).get('script-src')).toBe("'self'");
  });
});

/** The Set-Cookie line of one cookie (a sign-in sets the session cookie and the device cookie). */
function cookieNamed(response: { headers: Record<string, unknown> }, name: string): string {
  const lines = [response.headers['set-cookie'] ?? []].flat() as string[];
  return lines.find((line) => line.startsWith(`${name}=`)) ?? '';
}

describe('in production (NODE_ENV=production)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL } });
    await t.app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The proxy in front terminates TLS and says so (the app trusts one proxy in production). */
  const overHttps = (agent: Agent) => agent.set('X-Forwarded-Proto', 'https');

  it('names the session cookie __Host-, Secure, Path=/ and no Domain', async () => {
    const response = await overHttps(t.agent()).post('/api/admin/login').send(ADMIN).expect(200);
    const cookie = cookieNamed(response, '__Host-ghostline.sid');
    expect(cookie).toMatch(/^__Host-ghostline\.sid=/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('names the device cookie __Host- too, Secure, HttpOnly, Lax, Path=/, no Domain, kept a year', async () => {
    const response = await overHttps(t.agent()).post('/api/admin/login').send(ADMIN).expect(200);
    const cookie = cookieNamed(response, '__Host-ghostline.device');
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Max-Age=31536000(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('clears that same cookie at logout, Secure so the browser takes it', async () => {
    // The cookie jar of supertest keeps a Secure cookie off plain http: the test sends it as the browser would.
    const signIn = await overHttps(t.agent()).post('/api/admin/login').send(ADMIN).expect(200);
    const session = cookieNamed(signIn, '__Host-ghostline.sid').split(';')[0]!;
    const admin = overHttps(t.agent()).set('Cookie', session);
    await admin.get('/api/leads').expect(200);
    const response = await admin.post('/api/admin/logout').expect(200);
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^__Host-ghostline\.sid=;/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    await admin.get('/api/leads').expect(401);
  });

  it('sends HSTS', async () => {
    const response = await t.agent().get('/api/site').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('in production at an http:// address (docker compose up on http://localhost)', () => {
  it('keeps a plain cookie that a browser takes over http, so signing in works', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' } });
    try {
      await t.app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
      // The web container's nginx says the visitor came over plain http.
      const overHttp = () => t.agent().set('X-Forwarded-Proto', 'http');
      const response = await overHttp().post('/api/admin/login').send(ADMIN).expect(200);
      const cookie = cookieNamed(response, 'ghostline.sid');
      expect(cookie).toMatch(/^ghostline\.sid=/);
      expect(cookie).not.toMatch(/Secure/);
      expect(cookieNamed(response, 'ghostline.device')).not.toMatch(/Secure|^$/);
      await overHttp().get('/api/leads').set('Cookie', cookie.split(';')[0]!).expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('outside production', () => {
  it('keeps the plain cookie name, not Secure (http://localhost)', async () => {
    const t = await createTestApp();
    try {
      await t.app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
      const response = await t.agent().post('/api/admin/login').send(ADMIN).expect(200);
      const cookie = cookieNamed(response, 'ghostline.sid');
      expect(cookie).toMatch(/^ghostline\.sid=/);
      expect(cookie).not.toMatch(/Secure/);
      expect(cookieNamed(response, 'ghostline.device')).toMatch(
        /^ghostline\.device=v1\.[^;]+; Max-Age=31536000; Path=\/;/,
      );
      expect(cookieNamed(response, 'ghostline.device')).not.toMatch(/Secure/);
      const logout = await t
        .agent()
        .post('/api/admin/logout')
        .set('Cookie', cookie.split(';')[0]!)
        .expect(200);
      expect(logout.headers['set-cookie']?.[0]).toMatch(/^ghostline\.sid=;/);
    } finally {
      await t.close();
    }
  });
});
