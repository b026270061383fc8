import { readFileSync } from 'node:fs';
import pg from 'pg';
import type request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Bad input is a 400 naming the field and its rule, never a 500, and stores
 * nothing. Every operation of the contract (openapi.json) with a body, a query or a path id is
 * sent each kind of bad value the attack found: control characters, deep nesting, huge numbers,
 * null, dates PostgreSQL cannot hold, and loosely written ids.
 */

interface Schema {
  type?: string;
  format?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: { in: 'path' | 'query'; name: string; schema: Schema }[];
  requestBody?: {
    content: { 'application/json'?: { schema: Schema }; 'multipart/form-data'?: { schema: Schema } };
  };
}
interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

const contract = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const endpoints: Endpoint[] = Object.entries(contract.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
);
const bodySchema = ({ operation }: Endpoint): Schema | undefined => {
  // A file upload's multipart body is not JSON: its bad files are media-uploads.e2e-spec.ts's (and one case below).
  const schema = operation.requestBody?.content['application/json']?.schema;
  return schema?.$ref ? contract.components.schemas[schema.$ref.split('/').pop()!] : schema;
};
const withBody = endpoints.filter((endpoint) => bodySchema(endpoint));
const withPathId = endpoints.filter(({ operation }) => operation.parameters?.some((p) => p.in === 'path'));
const queryParameters = endpoints.flatMap((endpoint) =>
  (endpoint.operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({ endpoint, name: parameter.name })),
);
const fieldsOf = (endpoint: Endpoint) => Object.entries(bodySchema(endpoint)?.properties ?? {});

const DATE = '2026-03-02T09:00:00.000Z';
const PASSPHRASE = 'a long enough passphrase';
const LINKEDIN_POST = 'https://www.linkedin.com/feed/update/urn:li:activity:1';
const IDEA = 'An idea long enough to be one';

/** A valid body of every operation that takes one: each bad value is sent in one field of it. */
const validBodies: Record<string, Record<string, unknown>> = {
  createLead: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    linkedin: 'https://www.linkedin.com/in/ada',
    industry: 'tech',
    package: 'ghost',
    notes: 'Hello there',
    website: '',
  },
  registerClient: {
    username: 'grace',
    email: 'grace@example.com',
    password: PASSPHRASE,
    firstName: 'Grace',
    lastName: 'Hopper',
  },
  loginClient: { username: 'someone', password: 'secret' },
  loginAdmin: { username: 'someone', password: 'secret' },
  forgotPassword: { email: 'someone@example.com' },
  resetPassword: { token: 'a-token', newPassword: PASSPHRASE },
  changePassword: { currentPassword: 'secret', newPassword: PASSPHRASE },
  changeTeamMemberPassword: { currentPassword: 'secret', newPassword: PASSPHRASE },
  approvePublishing: { date: '2027-01-12', time: '08:30', timeZone: 'Europe/Paris' },
  teamApprovePublishing: { date: '2027-01-12', time: '08:30', timeZone: 'Europe/Paris' },
  setLinkedInPermissions: { teamMayPublish: true, reviewersMayPublish: false },
  updateProfile: { firstName: 'Ada', lastName: 'Byron', reviewDigest: true, timeZone: 'Europe/London' },
  changeClientEmail: { email: 'ada.byron@example.com', currentPassword: 'secret' },
  updateClient: {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'ada.byron@example.com',
    timeZone: 'Europe/London',
  },
  createSubscription: {
    plan: 'ghost',
    amount: 299,
    autoRenew: true,
    status: 'active',
    startDate: DATE,
    renewalDate: DATE,
    paymentMethod: 'card',
    billing: 'manual',
    postsPerMonth: 12,
    revisionsPerPost: 2,
  },
  updateSubscription: {
    status: 'active',
    renewalDate: DATE,
    amount: 299,
    paymentMethod: 'card',
    autoRenew: false,
    postsPerMonth: 16,
    revisionsPerPost: 3,
  },
  cancelSubscription: { reason: 'Too busy this quarter' },
  recordPayment: { outcome: 'paid', periodStart: DATE, note: 'Bank transfer 2026-118' },
  voidPayment: { reason: 'Entered twice by mistake' },
  createContent: {
    subscriptionId: 1,
    title: 'A title',
    content: 'A body',
    scheduledFor: DATE,
    pillar: 'Hiring',
  },
  updateContent: { title: 'A title', content: 'A body', scheduledFor: DATE, pillar: 'Hiring' },
  changeContentStatus: { status: 'published', publishedUrl: LINKEDIN_POST },
  setPostMedia: { items: [{ mediaId: 1, altText: 'A chart on a desk' }], documentTitle: 'A deck' },
  requestRevision: { feedbackNotes: 'Please make it shorter' },
  requestRevisionFromReviewLink: { feedbackNotes: 'Please make it shorter' },
  publishContent: { publishedUrl: LINKEDIN_POST },
  convertLead: {
    username: 'adal',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    plan: 'ghost',
    amount: 299,
    autoRenew: true,
    paymentMethod: 'card',
    billing: 'manual',
    postsPerMonth: 12,
    revisionsPerPost: 2,
  },
  sendLeadIdeas: { idea1: IDEA, idea2: IDEA, idea3: IDEA },
  addLeadNote: { body: 'Called, will write back' },
  addContentComment: {
    body: 'The opening is not quite me.',
    parentId: 1,
    anchor: { version: 1, start: 0, end: 4, quote: 'What' },
    suggestion: 'Here is what',
  },
  updateContentComment: { body: 'The opening is not quite me.', suggestion: 'Here is what' },
  addReviewLinkComment: {
    body: 'The opening is not quite me.',
    parentId: 1,
    anchor: { version: 1, start: 0, end: 4, quote: 'What' },
    suggestion: 'Here is what',
  },
  updateReviewLinkComment: { body: 'The opening is not quite me.', suggestion: 'Here is what' },
  addAdminContentComment: {
    body: 'She prefers short openers.',
    parentId: 1,
    internal: true,
    anchor: { version: 1, start: 0, end: 4, quote: 'What' },
  },
  declineAdminContentSuggestion: { reason: 'The opening stays short.' },
  mergeLead: { intoLeadId: 1 },
  updateLeadStatus: { status: 'contacted' },
  assignLead: { assignedToId: 1 },
  updateClientProduction: { assignedToId: 1, reviewRequired: true },
  reviewContent: { decision: 'return', note: 'Open with the hire, not the lesson' },
  inviteTeamMember: { firstName: 'Joan', lastName: 'Didion', email: 'joan@example.com', role: 'writer' },
  inviteReviewer: { firstName: 'Rita', lastName: 'Reviewer', email: 'rita@example.com' },
  changeTeamRole: { role: 'writer' },
  updateNoticePreferences: { choices: [{ kind: 'new_lead', delivery: 'digest' }] },
  updateTeamMember: { firstName: 'Joan', lastName: 'Didion', email: 'joan.didion@example.com' },
  updateOwnAccount: { firstName: 'Ada', lastName: 'Byron' },
  changeOwnEmail: { email: 'ada.byron@example.com', currentPassword: 'secret' },
  confirmEmail: { token: 'a-token' },
  deactivateTeamMember: { assignedToId: 1 },
  recordContentPerformance: {
    recordedOn: '2026-03-02',
    impressions: 1200,
    reactions: 38,
    comments: 9,
    reposts: 2,
    confirmed: false,
  },
  recordAdminContentPerformance: {
    recordedOn: '2026-03-02',
    impressions: 1200,
    reactions: 38,
    comments: 9,
    reposts: 2,
    confirmed: false,
  },
  recordClientPerformance: {
    recordedOn: '2026-03-02',
    rows: [{ postId: 1, impressions: 1200, reactions: 38, comments: 9, reposts: 2 }],
    confirmed: false,
  },
  submitOnboarding: {
    jobTitle: 'Founder',
    companyName: 'Analytical Engines',
    industry: 'technology',
    goals: ['thought-leadership'],
    targetAudience: 'CTOs of early-stage startups',
    targetReaderTakeaway: 'Hiring well is a system',
    toneOfVoice: 'custom',
    customTone: 'Warm but exact',
    contentPillars: ['Hiring'],
    contentRestrictions: 'No politics',
    avoidWords: 'synergy',
    voiceSamples: 'A paragraph I wrote',
    mistakeStory: 'I hired too fast',
    controversialBelief: 'Interviews are theatre',
    transformativeStory: 'A mentor said no',
    audienceProblem: 'They cannot hire',
    postingCadence: '3x-week',
  },
};

/**
 * The texts of a body that keep line breaks (a post, a comment, a note, an answer written in a text
 * area), and those that are no text a person reads (secrets, tokens, lists of objects). Every other
 * string of a body is one line: a line break, a tab or another control character is refused there.
 */
const MULTI_LINE: Record<string, string[]> = {
  createContent: ['content'],
  updateContent: ['content'],
  addAdminContentComment: ['body'],
  declineAdminContentSuggestion: ['reason'],
  reviewContent: ['note'],
  voidPayment: ['reason'],
  recordPayment: ['note'],
  cancelSubscription: ['reason'],
  addContentComment: ['body', 'suggestion'],
  updateContentComment: ['body', 'suggestion'],
  addReviewLinkComment: ['body', 'suggestion'],
  updateReviewLinkComment: ['body', 'suggestion'],
  requestRevision: ['feedbackNotes'],
  requestRevisionFromReviewLink: ['feedbackNotes'],
  createLead: ['notes'],
  sendLeadIdeas: ['idea1', 'idea2', 'idea3'],
  addLeadNote: ['body'],
  submitOnboarding: [
    'audienceProblem',
    'avoidWords',
    'contentRestrictions',
    'controversialBelief',
    'customTone',
    'mistakeStory',
    'targetAudience',
    'targetReaderTakeaway',
    'transformativeStory',
    'voiceSamples',
  ],
};
const NOT_TEXT = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'anchor',
  'choices',
  'rows',
  'items',
]);
/** The one-line texts whose own rule is the one-line rule (SingleLine), with the label it names. */
const ONE_LINE_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  title: 'Title',
  pillar: 'Pillar',
  paymentMethod: 'Payment method',
  name: 'Name',
  website: 'Website',
  jobTitle: 'Job title',
  companyName: 'Company name',
  contentPillars: 'Each content pillar',
  documentTitle: 'Document title',
};

/** The tables whose rows are the product's data: a refused request changes none of them. */
const DOMAIN_TABLES = [
  'users',
  'password_reset_tokens',
  'email_confirmations',
  'leads',
  'lead_notes',
  'lead_activities',
  'client_subscriptions',
  'subscription_events',
  'payments',
  'content_deliverables',
  'content_versions',
  'erasures',
  'outgoing_mails',
  'performance_snapshots',
  'notice_preferences',
  'notice_digest_items',
  'post_comments',
  'conversation_news',
  'review_links',
  'media_files',
  'post_media',
];

describe('bad input is a 400 that names the field, never a 500, and stores nothing', () => {
  let t: TestApp;
  let db: pg.Client;
  let admin: ReturnType<TestApp['agent']>;
  let client: ReturnType<TestApp['agent']>;

  /**
   * Every domain table's rows, as one digest. Of a recorded mail, what was recorded: its sending
   * (status, tries, bodies cleared once sent) moves on by itself as the queue works, whatever the request.
   */
  async function snapshot(): Promise<string> {
    const rowOf = (table: string) =>
      table === 'outgoing_mails' ? '(x.id, x.kind, x.recipient, x.subject, x.message_id)' : 'x';
    const parts = DOMAIN_TABLES.map(
      (table) =>
        `(select count(*) || ':' || coalesce(md5(string_agg(${rowOf(table)}::text, '|' order by ${rowOf(table)}::text)), '') from ${table} x)`,
    );
    const { rows } = await db.query<{ digest: string }>(
      `select concat_ws(',', ${parts.join(', ')}) as digest`,
    );
    return rows[0]!.digest;
  }

  // A second id (a comment's) is a valid one: each case is about the post's, or the comment's when the
  // path names no post (a review link's conversation: the post is the link's).
  // A media file's path: its id as the post's (or the link's file's), a valid variant and page.
  const pathOf = (endpoint: Endpoint, id = '1') => {
    const named = idName(endpoint);
    return endpoint.path
      .replace(`{${named}}`, id)
      .replace(/\{(?:commentId|mediaId|page)\}/g, '1')
      .replace('{variant}', 'thumbnail');
  };
  /** The path parameter a case's id goes into, as the messages name it. */
  const idName = (endpoint: Endpoint) =>
    endpoint.path.includes('{id}') ? 'id' : endpoint.path.includes('{mediaId}') ? 'mediaId' : 'commentId';
  const agentFor = (endpoint: Endpoint) => (endpoint.path.startsWith('/api/client/') ? client : admin);
  const send = (
    endpoint: Endpoint,
    options: { id?: string; query?: Record<string, unknown>; body?: unknown },
  ) => {
    const agent = agentFor(endpoint) as unknown as Record<string, (url: string) => request.Test>;
    let call = agent[endpoint.method]!(pathOf(endpoint, options.id));
    if (options.query) call = call.query(options.query);
    if (typeof options.body === 'string') call = call.set('Content-Type', 'application/json');
    return options.body === undefined ? call : call.send(options.body as object);
  };

  /** Sends the request and expects a 400 in the one error shape, with no domain row changed. */
  async function refused(
    endpoint: Endpoint,
    options: Parameters<typeof send>[1],
  ): Promise<{ message: string; errors?: string[] }> {
    await db.query('delete from rate_limits');
    const before = await snapshot();
    const response = await send(endpoint, options);
    expect({ status: response.status, body: response.body }).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: expect.any(String) },
    });
    expect(await snapshot()).toBe(before);
    return response.body;
  }

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    admin = await t.signedInAdmin();
    client = t.agent();
    await client.post('/api/client/register').send(validBodies.registerClient).expect(201);
    await t.submitLead();
  });

  afterAll(async () => {
    await db.end();
    await t.close();
  });

  it('has a valid body for every operation that takes one, naming each of its fields', () => {
    expect(Object.keys(validBodies).sort()).toEqual(
      withBody.map(({ operation }) => operation.operationId).sort(),
    );
    for (const endpoint of withBody)
      expect(Object.keys(validBodies[endpoint.operation.operationId]!).sort()).toEqual(
        fieldsOf(endpoint)
          .map(([name]) => name)
          .sort(),
      );
  });

  describe('a NUL or another control character, in any string of a body', () => {
    const cases = withBody.flatMap((endpoint) =>
      fieldsOf(endpoint)
        .filter(
          ([, schema]) => schema.type !== 'number' && schema.type !== 'integer' && schema.type !== 'boolean',
        )
        .flatMap(([field, schema]) =>
          ['\u0000', '\u001b'].map((control) => ({
            endpoint,
            field,
            value: schema.type === 'array' ? [`a${control}b`] : `a${control}b`,
            path: schema.type === 'array' ? `${field}.0` : field,
          })),
        ),
    );

    it.each(cases.map((c) => [c.endpoint.operation.operationId, c.field, JSON.stringify(c.value), c]))(
      '%s %s = %s',
      async (_operation, _field, _value, { endpoint, field, value, path }) => {
        const body = await refused(endpoint, {
          body: { ...validBodies[endpoint.operation.operationId], [field]: value },
        });
        expect(body).toMatchObject({
          message: `${path} must not contain control characters`,
          errors: [`${path} must not contain control characters`],
        });
      },
    );
  });

  describe('a line break, a tab or another control character, in any one-line string of a body', () => {
    const cases = withBody.flatMap((endpoint) => {
      const id = endpoint.operation.operationId;
      return fieldsOf(endpoint)
        .filter(([field, schema]) => {
          const text = schema.type === 'string' || schema.type === 'array' || schema.type === undefined;
          return text && !NOT_TEXT.has(field) && !(MULTI_LINE[id] ?? []).includes(field);
        })
        .flatMap(([field]) =>
          ['\n', '\r', '\t', '\u0085', '\u007f'].map((control) => {
            const valid = validBodies[id]![field];
            const broken = (text: string) => `${text.slice(0, 2)}${control}${text.slice(2)}`;
            const value = Array.isArray(valid) ? [broken(String(valid[0]))] : broken(String(valid));
            return { endpoint, field, control, value };
          }),
        );
    });

    it('keeps line breaks where a person writes several lines', async () => {
      const body = { ...validBodies.addLeadNote, body: 'Called.\r\nWill write back\ttomorrow.' };
      await db.query('delete from rate_limits');
      const leadId = (await db.query<{ id: number }>('select id from leads order by id limit 1')).rows[0]!.id;
      const { body: note } = await admin.post(`/api/leads/${leadId}/notes`).send(body).expect(201);
      expect(JSON.stringify(note)).toContain('Called.\\r\\nWill write back\\ttomorrow.');
    });

    it.each(cases.map((c) => [c.endpoint.operation.operationId, c.field, JSON.stringify(c.control), c]))(
      '%s %s with %s',
      async (_operation, _field, _control, { endpoint, field, value }) => {
        const body = await refused(endpoint, {
          body: { ...validBodies[endpoint.operation.operationId], [field]: value },
        });
        const label = ONE_LINE_LABELS[field];
        // The others (an email, a username, a choice, a date, a LinkedIn address) are refused by their own rule.
        if (label) expect(body.errors).toContain(`${label} must be one line, without control characters`);
      },
    );

    it.each(
      queryParameters.filter((q) => q.name === 'search').map((q) => [q.endpoint.operation.operationId, q]),
    )('%s ?search', async (_operation, { endpoint }) => {
      const body = await refused(endpoint, { query: { search: 'Ada\nLovelace' } });
      expect(body.message).toBe('The search must be one line, without control characters');
    });
  });

  describe('a lone UTF-16 surrogate, in any string of a body', () => {
    // JSON may carry "\udfff" alone: no character at all, and class-validator's email rule threw on it.
    const cases = withBody.flatMap((endpoint) =>
      fieldsOf(endpoint)
        .filter(([, schema]) => schema.type === 'string' || schema.type === 'array')
        .map(([field, schema]) => ({
          endpoint,
          field,
          value: schema.type === 'array' ? ['a\udfffb'] : 'a\udfffb@example.com',
          path: schema.type === 'array' ? `${field}.0` : field,
        })),
    );

    it.each(cases.map((c) => [c.endpoint.operation.operationId, c.field, c]))(
      '%s %s',
      async (_operation, _field, { endpoint, field, value, path }) => {
        const body = await refused(endpoint, {
          body: { ...validBodies[endpoint.operation.operationId], [field]: value },
        });
        expect(body.message).toBe(`${path} must not contain broken characters`);
      },
    );
  });

  describe('a NUL in any query value and in a path id', () => {
    it.each(queryParameters.map((q) => [q.endpoint.operation.operationId, q.name, q]))(
      '%s ?%s',
      async (_operation, _name, { endpoint, name }) => {
        const body = await refused(endpoint, { query: { [name]: 'a\u0000' } });
        expect(body.message).toBe(`${name} must not contain control characters`);
      },
    );

    it.each(withPathId.map((endpoint) => [endpoint.operation.operationId, endpoint]))(
      '%s /%%00',
      async (_o, endpoint) => {
        const body = await refused(endpoint, { id: '%00' });
        expect(body.message).toBe(`${idName(endpoint)} must not contain control characters`);
      },
    );
  });

  describe('JSON nested thousands of levels deep', () => {
    const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

    it.each(withBody.map((endpoint) => [endpoint.operation.operationId, endpoint]))(
      '%s',
      async (_o, endpoint) => {
        for (const body of [
          deepObject(5000),
          deepArray(5000),
          `{"${fieldsOf(endpoint)[0]![0]}":${deepArray(3000)}}`,
        ])
          expect((await refused(endpoint, { body })).message).toBe('The request body is nested too deeply');
      },
    );
  });

  describe('huge numbers', () => {
    /** As the JSON has them: 20 digits, an exponent, past 2^53 and just past int4. */
    const HUGE = ['12345678901234567890', '1e18', '9007199254740993', '2147483648'];
    const numberRules: [string, string, string][] = [
      ['createSubscription', 'amount', 'Amount must be at most 99,999,999.99'],
      ['updateSubscription', 'amount', 'Amount must be at most 99,999,999.99'],
      ['convertLead', 'amount', 'Amount must be at most 99,999,999.99'],
      ['createSubscription', 'postsPerMonth', 'Posts a month must be between 0 and 100'],
      ['convertLead', 'postsPerMonth', 'Posts a month must be between 0 and 100'],
      ['createSubscription', 'revisionsPerPost', 'Revisions a post must be between 0 and 20'],
      ['updateSubscription', 'postsPerMonth', 'Posts a month must be between 0 and 100'],
      ['updateSubscription', 'revisionsPerPost', 'Revisions a post must be between 0 and 20'],
      ['convertLead', 'revisionsPerPost', 'Revisions a post must be between 0 and 20'],
      ['createContent', 'subscriptionId', 'The subscription id must be at most 2147483647'],
      ['mergeLead', 'intoLeadId', 'The lead to merge into must be an id of at most 2147483647'],
      ['assignLead', 'assignedToId', "assignedToId must be a team member's id, or null for nobody"],
      [
        'updateClientProduction',
        'assignedToId',
        "assignedToId must be a team member's id, or null for nobody",
      ],
      ['deactivateTeamMember', 'assignedToId', "assignedToId must be a team member's id, or null for nobody"],
      ['addContentComment', 'parentId', 'parentId must be a comment id'],
      ['addAdminContentComment', 'parentId', 'parentId must be a comment id'],
      ['addReviewLinkComment', 'parentId', 'parentId must be a comment id'],
      ...['recordContentPerformance', 'recordAdminContentPerformance'].flatMap((operation) =>
        ['Impressions', 'Reactions', 'Comments', 'Reposts'].map((label): [string, string, string] => [
          operation,
          label.toLowerCase(),
          `${label} must be at most 2,147,483,647`,
        ]),
      ),
    ];

    it('covers every number of every body', () => {
      const numbers = withBody.flatMap((endpoint) =>
        fieldsOf(endpoint)
          .filter(([, schema]) => schema.type === 'number' || schema.type === 'integer')
          .map(([field]) => `${endpoint.operation.operationId}.${field}`),
      );
      expect(numbers.sort()).toEqual(numberRules.map(([operation, field]) => `${operation}.${field}`).sort());
    });

    it.each(numberRules)('%s %s', async (operationId, field, message) => {
      const endpoint = withBody.find(({ operation }) => operation.operationId === operationId)!;
      for (const value of HUGE) {
        const json = JSON.stringify({ ...validBodies[operationId], [field]: 'HUGE' }).replace(
          '"HUGE"',
          value,
        );
        const body = await refused(endpoint, { body: json });
        expect(body).toMatchObject({ message, errors: [message] });
      }
    });

    it.each([
      ['listLeads', 'page', 'The page must be at most 2147483647'],
      ['listLeads', 'pageSize', 'A page holds at most 200 leads'],
      ['listAdminContent', 'clientId', 'The client id must be a whole number from 1 to 2147483647'],
      ['listAdminContent', 'page', 'The page must be at most 2147483647'],
      ['listAdminContent', 'pageSize', 'A page holds at most 200 posts'],
      ['listClients', 'page', 'The page must be at most 2147483647'],
      ['listClients', 'pageSize', 'A page holds at most 200 clients'],
      ['listContent', 'page', 'The page must be at most 2147483647'],
      ['listContent', 'pageSize', 'A page holds at most 200 posts'],
      ['listOutgoingMails', 'page', 'The page must be at most 2147483647'],
      ['listOutgoingMails', 'pageSize', 'A page holds at most 200 mails'],
    ])('%s ?%s', async (operationId, name, message) => {
      const endpoint = endpoints.find(({ operation }) => operation.operationId === operationId)!;
      for (const value of ['1e18', '12345678901234567890', '2147483648', '99999999999999999999999'])
        expect((await refused(endpoint, { query: { [name]: value } })).message).toBe(message);
    });
  });

  describe('numbers written with an exponent, and the longest sign-in names', () => {
    it.each(['createSubscription', 'updateSubscription', 'convertLead'])(
      '%s amount 1e-7',
      async (operationId) => {
        const endpoint = withBody.find(({ operation }) => operation.operationId === operationId)!;
        for (const amount of [1e-7, 1.5e-9, 5e-324]) {
          const body = await refused(endpoint, { body: { ...validBodies[operationId], amount } });
          expect(body.message).toBe('Amount must have at most 2 decimals');
        }
      },
    );

    it.each([
      ['/api/client/login', 'a'.repeat(255)],
      ['/api/client/login', `${'a'.repeat(243)}@example.com`],
      ['/api/admin/login', 'a'.repeat(255)],
    ])('%s with a 255-character name (case %#) is a wrong sign-in, counted', async (url, username) => {
      await db.query('delete from rate_limits');
      const before = await snapshot();
      for (let attempt = 0; attempt < 2; attempt++)
        await t.agent().post(url).send({ username, password: 'wrong' }).expect(401);
      expect(await snapshot()).toBe(before);
      const { rows } = await db.query<{ key: string }>('select key from rate_limits');
      expect(rows.length).toBeGreaterThan(0);
      for (const { key } of rows) expect(key.length).toBeLessThanOrEqual(255);
    });
  });

  describe('null on a field that cannot be null', () => {
    /** A value of the wrong type, which the field's own rule refuses. */
    const wrongType = (schema: Schema) =>
      schema.type === 'boolean' ? 'yes' : schema.format === 'date-time' ? 'not a date' : true;
    const cases = withBody.flatMap((endpoint) =>
      fieldsOf(endpoint)
        .filter(([, schema]) => !schema.nullable)
        .map(([field, schema]) => ({ endpoint, field, schema })),
    );

    it.each(cases.map((c) => [c.endpoint.operation.operationId, c.field, c]))(
      '%s %s: null',
      async (_operation, _field, { endpoint, field, schema }) => {
        const valid = validBodies[endpoint.operation.operationId];
        const asNull = await refused(endpoint, { body: { ...valid, [field]: null } });
        const asWrongType = await refused(endpoint, { body: { ...valid, [field]: wrongType(schema) } });
        expect(asNull.errors).toHaveLength(1);
        expect(asNull).toEqual(asWrongType);
      },
    );

    it.each([
      ['createLead', 'email', 'Please enter a valid email address'],
      ['registerClient', 'email', 'Please enter a valid email address'],
      ['changeClientEmail', 'email', 'Please enter a valid email address'],
      ['updateProfile', 'firstName', 'First name is required'],
      ['updateClient', 'firstName', 'First name is required'],
      ['updateContent', 'title', 'Title is required'],
      ['createContent', 'title', 'Title is required'],
      ['updateSubscription', 'amount', 'Amount must be positive'],
      ['createSubscription', 'amount', 'Amount must be positive'],
      ['updateSubscription', 'autoRenew', 'Auto-renewal must be true or false'],
      ['createSubscription', 'autoRenew', 'Auto-renewal must be true or false'],
    ])('the attack’s cases: %s %s', async (operationId, field, message) => {
      const endpoint = withBody.find(({ operation }) => operation.operationId === operationId)!;
      const body = await refused(endpoint, { body: { ...validBodies[operationId], [field]: null } });
      expect(body).toMatchObject({ message, errors: [message] });
    });

    it('keeps null where it means "clear it" (a renewal date, a payment method, a schedule, an assignee, a post’s pillar), "any number" (revisions) or "none" (a review note)', () => {
      const nullable = withBody.flatMap((endpoint) =>
        fieldsOf(endpoint)
          .filter(([, schema]) => schema.nullable)
          .map(([field]) => `${endpoint.operation.operationId}.${field}`),
      );
      expect(nullable.sort()).toEqual([
        'assignLead.assignedToId',
        'convertLead.revisionsPerPost',
        'createContent.pillar',
        'createContent.scheduledFor',
        'createSubscription.revisionsPerPost',
        'deactivateTeamMember.assignedToId',
        'reviewContent.note',
        'setPostMedia.documentTitle',
        'updateClientProduction.assignedToId',
        'updateContent.pillar',
        'updateContent.scheduledFor',
        'updateSubscription.paymentMethod',
        'updateSubscription.renewalDate',
        'updateSubscription.revisionsPerPost',
      ]);
    });
  });

  describe('dates PostgreSQL cannot store or the product cannot mean', () => {
    const labels: Record<string, string> = {
      startDate: 'Start date',
      renewalDate: 'Renewal date',
      scheduledFor: 'Scheduled for',
      periodStart: 'Period start',
    };
    const cases = withBody.flatMap((endpoint) =>
      fieldsOf(endpoint)
        .filter(([, schema]) => schema.format === 'date-time')
        .map(([field]) => ({ endpoint, field })),
    );

    it('covers every date of every body', () => {
      expect(cases.map(({ field }) => labels[field])).not.toContain(undefined);
      expect(cases).toHaveLength(6);
    });

    it.each(cases.map((c) => [c.endpoint.operation.operationId, c.field, c]))(
      '%s %s',
      async (_operation, _field, { endpoint, field }) => {
        const message = `${labels[field]} must be in the years 2000 to 2099`;
        for (const value of [
          '0000-01-01T00:00:00.000Z',
          '+275760-09-13T00:00:00.000Z',
          '-271821-04-20T00:00:00.000Z',
          '1899-12-31T23:59:59.999Z',
          '2100-01-01T00:00:00.000Z',
          0,
        ]) {
          const body = await refused(endpoint, {
            body: { ...validBodies[endpoint.operation.operationId], [field]: value },
          });
          expect(body).toMatchObject({ message, errors: [message] });
        }
      },
    );
  });

  describe('ids written loosely', () => {
    const LOOSE = [
      '0x10',
      '+1',
      '01',
      '%201',
      '1%20',
      '1e3',
      '1.0',
      '0',
      '-1',
      '2147483648',
      '12345678901234567890',
      'abc',
    ];

    it.each(withPathId.map((endpoint) => [endpoint.operation.operationId, endpoint]))(
      '%s /{id}',
      async (_o, endpoint) => {
        for (const id of LOOSE)
          expect((await refused(endpoint, { id })).message).toBe(
            `The ${idName(endpoint)} must be a whole number from 1 to 2147483647`,
          );
      },
    );

    it('in a query: listAdminContent ?clientId', async () => {
      const endpoint = endpoints.find(({ operation }) => operation.operationId === 'listAdminContent')!;
      for (const clientId of LOOSE.filter((id) => !id.includes('%')).concat([' 1', '1 ']))
        expect((await refused(endpoint, { query: { clientId } })).message).toBe(
          'The client id must be a whole number from 1 to 2147483647',
        );
      await admin.get('/api/admin/content').query({ clientId: '2147483647' }).expect(200);
    });

    it('in a query: getAdminCalendar ?clientId, with a valid range', async () => {
      const endpoint = endpoints.find(({ operation }) => operation.operationId === 'getAdminCalendar')!;
      const range = { from: '2031-03-01', to: '2031-03-31' };
      for (const clientId of LOOSE.filter((id) => !id.includes('%')).concat(['1e18', '2147483648']))
        expect((await refused(endpoint, { query: { ...range, clientId } })).message).toBe(
          'The client id must be a whole number from 1 to 2147483647',
        );
      await admin
        .get('/api/admin/calendar')
        .query({ ...range, clientId: '2147483647' })
        .expect(200);
    });

    it.each(['getAdminCalendar', 'getCalendar'])(
      'in a query: %s ?from&to, dates no calendar has',
      async (operationId) => {
        const endpoint = endpoints.find(({ operation }) => operation.operationId === operationId)!;
        for (const from of ['275760-09-13', '2031-3-1', '1e18', ''])
          expect((await refused(endpoint, { query: { from, to: '2031-03-31' } })).message).toBe(
            'from must be a date written YYYY-MM-DD',
          );
        expect((await refused(endpoint, { query: { from: '2031-02-29', to: '2031-03-31' } })).message).toBe(
          'from must be a real date',
        );
        expect((await refused(endpoint, { query: { from: '0000-01-01', to: '2031-03-31' } })).message).toBe(
          'from must be in the years 2000 to 2099',
        );
        expect((await refused(endpoint, { query: { from: '2031-03-01', to: '9999-12-31' } })).message).toBe(
          'to must be in the years 2000 to 2099',
        );
        expect((await refused(endpoint, { query: { from: '2031-03-01', to: '2099-12-31' } })).message).toBe(
          'to must be at most 42 days from from, both days included',
        );
      },
    );

    it('a file upload (multipart, not JSON): a file of no taken type, or in another field, is a 400 that names the rule', async () => {
      const { id: clientId } = await t.signedInPortalClient('bad-input-media');
      const [draft] = await t.query<{ id: number }>(
        `select id from content_deliverables where client_id = $1 and status = 'draft' limit 1`,
        [clientId],
      );
      const upload = endpoints.find(({ operation }) => operation.operationId === 'uploadPostMedia')!;
      const before = await snapshot();
      const path = upload.path.replace('{id}', String(draft!.id));
      await admin.post(path).attach('file', Buffer.from('<?php system($_GET[1]);'), 'shell.png').expect(400, {
        statusCode: 400,
        message: 'The file must be a JPEG, PNG, GIF, WebP or PDF (read from its bytes, not its name)',
        error: 'Bad Request',
      });
      await admin.post(path).attach('../file', Buffer.from('%PDF-1.4\n'), 'a.pdf').expect(400, {
        statusCode: 400,
        message: 'Unknown field "../file": Send one file per upload, in the field "file"',
        error: 'Bad Request',
      });
      expect(await snapshot()).toBe(before);
    });

    it('reads a plain id, up to the largest', async () => {
      const [lead] = await t.query<{ id: number }>('select id from leads');
      await admin.get(`/api/leads/${lead!.id}`).expect(200);
      await admin.get('/api/leads/2147483647').expect(404);
      await admin.post('/api/admin/outgoing-mails/2147483647/retry').expect(404);
    });
  });
});
