import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * The core calls (docs/product.md, "The core calls"), plus health: every one must be in the OpenAPI document.
 */
const CORE_OPERATIONS: Array<[method: string, path: string]> = [
  ['get', '/api/client/profile'],
  ['post', '/api/client/login'],
  ['post', '/api/client/register'],
  ['post', '/api/client/logout'],
  ['patch', '/api/client/profile'],
  ['post', '/api/client/change-password'],
  ['post', '/api/client/forgot-password'],
  ['post', '/api/client/reset-password'],
  ['get', '/api/client/subscriptions'],
  ['get', '/api/client/content'],
  ['get', '/api/client/content/{id}'],
  ['post', '/api/client/content/{id}/revision'],
  ['post', '/api/client/content/{id}/publish'],
  ['post', '/api/client/subscriptions/{id}/cancel'],
  ['post', '/api/leads'],
  ['get', '/api/leads'],
  ['get', '/api/leads/{id}'],
  ['post', '/api/leads/{id}/onboarding'],
  ['post', '/api/admin/login'],
  ['get', '/api/admin/check-auth'],
  ['post', '/api/admin/logout'],
  ['get', '/api/health'],
  ['get', '/api/health/live'],
  ['get', '/api/health/ready'],
];

const validLead = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  linkedin: 'https://www.linkedin.com/in/ada',
  industry: 'tech',
};

describe('the app shell', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('runs on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  describe('GET /api/health', () => {
    it('answers ok after a database round-trip', async () => {
      const response = await t.agent().get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', details: { database: { status: 'up' } } });
    });
  });

  describe('errors', () => {
    it('answers unknown API paths with a JSON 404', async () => {
      const response = await t.agent().get('/api/no-such-thing').expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        message: 'Cannot GET /api/no-such-thing',
        error: 'Not Found',
      });
    });

    it('names the first broken rule with its documented message and lists every one', async () => {
      const response = await t
        .agent()
        .post('/api/leads')
        .send({ ...validLead, name: 'A', email: 'nope' })
        .expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Name must be at least 2 characters',
      });
      expect(response.body.errors).toEqual([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
      ]);
    });

    it.each([
      [{ linkedin: 'not a url' }, 'Please enter a valid LinkedIn URL'],
      [{ industry: '' }, 'Please select an industry'],
      [{ industry: 'farming' }, 'Please select an industry'],
    ])('rejects a lead with %j: %s', async (change, message) => {
      const response = await t
        .agent()
        .post('/api/leads')
        .send({ ...validLead, ...change })
        .expect(400);
      expect(response.body.message).toBe(message);
    });

    it('refuses unknown fields, naming them', async () => {
      const response = await t
        .agent()
        .post('/api/leads')
        .send({ ...validLead, role: 'admin' })
        .expect(400);
      expect(response.body.message).toBe("Unknown field 'role' is not allowed");
    });

    it('answers a malformed JSON body with a 400, not a 500', async () => {
      const response = await t
        .agent()
        .post('/api/leads')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'The request body is not valid JSON',
        error: 'Bad Request',
      });
    });

    it('validates path ids', async () => {
      const response = await t.agent().get('/api/leads/abc').expect(400);
      expect(response.body.message).toBe('The id must be a whole number from 1 to 2147483647');
    });
  });

  describe('who may call what', () => {
    it.each([
      ['get', '/api/client/profile'],
      ['get', '/api/client/subscriptions'],
      ['get', '/api/client/content'],
      ['get', '/api/client/content/1'],
      ['post', '/api/client/logout'],
      ['get', '/api/leads'],
      ['get', '/api/admin/check-auth'],
    ] as const)('%s %s needs a session (401)', async (method, path) => {
      const response = await t.agent()[method](path).expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        message: 'Please sign in to continue',
        error: 'Unauthorized',
      });
    });
  });

  describe('the OpenAPI document', () => {
    it('is served as JSON at /api/docs-json with every documented operation', async () => {
      const { body: document } = await t.agent().get('/api/docs-json').expect(200);
      for (const [method, path] of CORE_OPERATIONS) {
        expect(document.paths[path]?.[method]).toBeDefined();
      }
    });

    it('gives every operation a unique operationId and a tag', async () => {
      const { body: document } = await t.agent().get('/api/docs-json').expect(200);
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
      const ids = operations.map((operation) => operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain('createLead');
      for (const operation of operations) expect(operation.tags?.length).toBeGreaterThan(0);
    });

    it('marks the operations that need a session with the cookie', async () => {
      const { body: document } = await t.agent().get('/api/docs-json').expect(200);
      expect(document.paths['/api/leads'].get.security).toEqual([{ 'ghostline.sid': [] }]);
      expect(document.paths['/api/leads'].post.security).toBeUndefined();
    });

    it('types request bodies from the DTOs, rules included', async () => {
      const { body: document } = await t.agent().get('/api/docs-json').expect(200);
      const lead = document.components.schemas.CreateLeadDto;
      expect(lead.required).toEqual(expect.arrayContaining(['name', 'email', 'linkedin', 'industry']));
      expect(lead.properties.name.minLength).toBe(2);
      const user = document.components.schemas.UserDto;
      expect(Object.keys(user.properties)).not.toContain('password');
    });

    it('types the success response of operations that also declare their errors', async () => {
      const { body: document } = await t.agent().get('/api/docs-json').expect(200);
      // loginClient documents 401 and 429 as well: the plugin's success type must still be there.
      const login = document.paths['/api/client/login'].post.responses;
      expect(Object.keys(login)).toEqual(expect.arrayContaining(['200', '401']));
      expect(login['200'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/AuthResponseDto',
      });
      const convert = document.paths['/api/admin/leads/{id}/convert'].post.responses;
      expect(convert['201'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ConvertedLeadDto',
      });
    });

    it('serves Swagger UI at /api/docs', async () => {
      const response = await t.agent().get('/api/docs').redirects(1).expect(200);
      expect(response.text).toContain('swagger-ui');
    });
  });
});

describe('the app in production (NODE_ENV=production, read through the validated config)', () => {
  it('trusts the proxy in front of it; elsewhere it does not', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(production.app.getHttpAdapter().getInstance().get('trust proxy')).toBe(1);
    } finally {
      await production.close();
    }
    const test = await createTestApp();
    try {
      expect(test.app.getHttpAdapter().getInstance().get('trust proxy')).toBeFalsy();
    } finally {
      await test.close();
    }
  });
});
