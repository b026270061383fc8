import { jest } from '@jest/globals';
import pg from 'pg';
import { FORGOT_PASSWORD_SLEEP } from '../src/auth/login-throttle.service.js';
import { THROTTLES } from '../src/common/throttle-limits.js';
import { Throttles } from '../src/common/throttles.js';
import { Mailbox } from './utils/mailbox.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
const FORGOT_ANSWER = {
  message: 'If the email exists in our system, you will receive instructions to reset your password.',
};
const answers = ONBOARDING_ANSWERS;
let sequence = 0;
const lead = (email = `lead${++sequence}@example.com`) => ({
  name: 'Ada Lovelace',
  email,
  linkedin: 'https://www.linkedin.com/in/ada',
  industry: 'tech',
});
const client = () => {
  sequence += 1;
  return {
    username: `client${sequence}`,
    email: `client${sequence}@example.com`,
    password: 'plum-ladder-orbit-42',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
};

/**
 * The request limits of src/common/throttle-limits.ts at the product's values, through an app that
 * trusts one proxy as production does behind nginx, so X-Forwarded-For gives each request its
 * address (each test uses addresses of its own).
 */
describe('request limits', () => {
  let t: TestApp;
  const mailbox = new Mailbox();
  const from = (address: string) => ({
    post: (path: string) => t.agent().post(path).set('X-Forwarded-For', address),
  });

  /** Sends `count` requests from `address` that must all pass the limit, one after the other. */
  async function spend(count: number, send: (index: number) => Promise<unknown>) {
    for (let index = 0; index < count; index += 1) await send(index);
  }

  function expectTooMany(
    response: { headers: Record<string, string>; body: { message: string } },
    sentence: RegExp,
  ) {
    expect(response.body.message).toMatch(sentence);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      env: { SMTP_URL: await mailbox.start(), PUBLIC_URL },
      // The forgot-password answers' floor (400 ms) is asked, not sat through: auth.e2e-spec times it.
      overrides: [{ provide: FORGOT_PASSWORD_SLEEP, useValue: () => Promise.resolve() }],
    });
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('the lead form', () => {
    it('lets a whole office behind one address send its colleagues’ requests', async () => {
      const office = from('203.0.113.10');
      await spend(11, () => office.post('/api/leads').send(lead()).expect(201));
    });

    it('answers 429 after 3 submissions an hour with one email address, from anywhere', async () => {
      const email = `repeat${++sequence}@example.com`;
      await spend(THROTTLES.leadsPerEmail.points, (index) =>
        from(`203.0.113.${20 + index}`)
          .post('/api/leads')
          .send(lead(email))
          .expect(201),
      );
      const response = await from('203.0.113.30')
        .post('/api/leads')
        .send(lead(email.toUpperCase()))
        .expect(429);
      expectTooMany(
        response,
        /^Too many requests for this email address\. Please try again in \d+ minutes?\.$/,
      );
      await from('203.0.113.30').post('/api/leads').send(lead()).expect(201);
    });

    it('answers 429 after 100 submissions an hour from one address', async () => {
      const office = from('203.0.113.40');
      await spend(THROTTLES.leadsPerAddress.points, () => office.post('/api/leads').send(lead()).expect(201));
      const refused = lead();
      const response = await office.post('/api/leads').send(refused).expect(429);
      expectTooMany(response, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      // Refused by the address, so not counted against the email: it may still send from elsewhere.
      const counted = await t.query(`select 1 from rate_limits where key = $1`, [
        `leads_email:${refused.email}`,
      ]);
      expect(counted).toEqual([]);
      await from('203.0.113.41').post('/api/leads').send(lead()).expect(201);
    });

    it('counts a submission against both limits in one statement (one round trip)', async () => {
      const spy = jest.spyOn(pg.Client.prototype, 'query');
      try {
        await from('203.0.113.45').post('/api/leads').send(lead()).expect(201);
        const statements = spy.mock.calls
          .map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)))
          .filter((sql) => sql.includes('rate_limits'));
        expect(statements).toHaveLength(1);
      } finally {
        spy.mockRestore();
      }
      const rows = await t.query<{ key: string; points: number }>(
        `select key, points from rate_limits where key = 'leads_address:203.0.113.45'`,
      );
      expect(rows).toEqual([{ key: 'leads_address:203.0.113.45', points: 1 }]);
    });
  });

  it('deletes the counters of windows that ended over an hour ago, and only those', async () => {
    const now = Date.now();
    await t.query(
      `insert into rate_limits (key, points, expire) values ('prune:ended', 1, $1), ('prune:recent', 1, $2), ('prune:open', 1, $3)`,
      [now - 61 * 60_000, now - 59 * 60_000, now + 60_000],
    );
    expect(await t.app.get(Throttles).prune(now)).toBeGreaterThanOrEqual(1);
    const left = await t.query<{ key: string }>(
      `select key from rate_limits where key like 'prune:%' order by key`,
    );
    expect(left.map(({ key }) => key)).toEqual(['prune:open', 'prune:recent']);
  });

  it('counts the longest email or sign-in name the rules allow (stored by its hash)', async () => {
    const email = `${'a'.repeat(58)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email).toHaveLength(254);
    await from('203.0.113.50').post('/api/leads').send(lead(email)).expect(201);
    await from('203.0.113.50')
      .post('/api/client/login')
      .send({ username: 'x'.repeat(255), password: 'wrong-password-9' })
      .expect(401);
    await from('203.0.113.50').post('/api/client/forgot-password').send({ email }).expect(200);
  });

  describe('registration', () => {
    it('answers 429 after 20 registrations an hour from one address', async () => {
      const address = from('198.51.100.10');
      await spend(THROTTLES.registrationsPerAddress.points, () =>
        address.post('/api/client/register').send(client()).expect(201),
      );
      const response = await address.post('/api/client/register').send(client()).expect(429);
      expectTooMany(response, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      await from('198.51.100.11').post('/api/client/register').send(client()).expect(201);
    });
  });

  describe('forgot-password', () => {
    it('mails one inbox at most 3 times an hour, answering every request the same', async () => {
      const account = client();
      await from('198.51.100.20').post('/api/client/register').send(account).expect(201);
      const responses = [];
      for (let index = 0; index < THROTTLES.resetMailsPerEmail.points + 2; index += 1) {
        responses.push(
          await from(`198.51.100.${21 + index}`)
            .post('/api/client/forgot-password')
            .send({ email: index % 2 ? account.email.toUpperCase() : account.email })
            .expect(200),
        );
      }
      expect(responses.map((response) => response.body)).toEqual(responses.map(() => FORGOT_ANSWER));
      await t.mailsSettled();
      const mails = mailbox.messages.filter((mail) => JSON.stringify(mail.to).includes(account.email));
      expect(mails).toHaveLength(THROTTLES.resetMailsPerEmail.points);
      // An address nobody has is counted the same way and answered the same.
      for (let index = 0; index < THROTTLES.resetMailsPerEmail.points + 1; index += 1) {
        await from(`198.51.100.${31 + index}`)
          .post('/api/client/forgot-password')
          .send({ email: 'nobody@example.com' })
          .expect(200, FORGOT_ANSWER);
      }
    });

    it('answers 429 after 20 requests an hour from one address', async () => {
      const address = from('198.51.100.40');
      await Promise.all(
        Array.from({ length: THROTTLES.resetMailsPerAddress.points }, (_, index) =>
          address
            .post('/api/client/forgot-password')
            .send({ email: `someone${index}@example.com` })
            .expect(200),
        ),
      );
      const response = await address
        .post('/api/client/forgot-password')
        .send({ email: 'someone-else@example.com' })
        .expect(429);
      expectTooMany(response, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe('reset-password and set-password (one endpoint)', () => {
    const attempt = (address: string, token: string) =>
      from(address).post('/api/client/reset-password').send({ token, newPassword: 'plum-ladder-orbit-42' });

    it('answers 429 after 5 attempts an hour with one link, from anywhere', async () => {
      const token = 'a-link-somebody-keeps-trying';
      await spend(THROTTLES.passwordSetsPerToken.points, (index) =>
        attempt(`192.0.2.${10 + index}`, token).expect(400),
      );
      const response = await attempt('192.0.2.20', token).expect(429);
      expectTooMany(response, /^Too many attempts with this link\. Please try again in \d+ minutes?\.$/);
      await attempt('192.0.2.20', 'another-link').expect(400);
    });

    it('answers 429 after 20 attempts an hour from one address', async () => {
      await spend(THROTTLES.passwordSetsPerAddress.points, (index) =>
        attempt('192.0.2.30', `guess-${index}`).expect(400),
      );
      const response = await attempt('192.0.2.30', 'one-more-guess').expect(429);
      expectTooMany(response, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
    });
  });

  describe("checking a password link (the page's first look)", () => {
    it('answers 429 after 60 checks an hour from one address, and a check spends no attempt of the link', async () => {
      const check = (address: string, token: string) =>
        t.agent().get('/api/client/reset-password').query({ token }).set('X-Forwarded-For', address);
      await spend(THROTTLES.passwordLinkChecksPerAddress.points, (index) =>
        check('192.0.2.40', `guess-${index}`).expect(200, { state: 'unknown' }),
      );
      const response = await check('192.0.2.40', 'one-more-guess').expect(429);
      expectTooMany(response, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      // Another address still may; the link's own attempts at setting a password are untouched.
      await check('192.0.2.41', 'guess-0').expect(200);
      await from('192.0.2.41')
        .post('/api/client/reset-password')
        .send({ token: 'guess-0', newPassword: 'plum-ladder-orbit-42' })
        .expect(400);
    });
  });

  describe('the onboarding submit', () => {
    const submit = (address: string, id: number, token: string) =>
      from(address).post(`/api/leads/${id}/onboarding`).query({ token }).send(answers);

    it('answers 429 after 10 attempts an hour for one lead, from anywhere', async () => {
      const response = await from('192.0.2.40').post('/api/leads').send(lead()).expect(201);
      const id = response.body.leadId as number;
      await spend(THROTTLES.onboardingPerLead.points, (index) =>
        submit(`192.0.2.${41 + index}`, id, 'not-its-token').expect(404),
      );
      const refused = await submit('192.0.2.60', id, 'not-its-token').expect(429);
      expectTooMany(
        refused,
        /^Too many attempts for this questionnaire\. Please try again in \d+ minutes?\.$/,
      );
    });

    it('answers 429 after 20 attempts an hour from one address', async () => {
      await spend(THROTTLES.onboardingPerAddress.points, (index) =>
        submit('192.0.2.70', 900_000 + index, 'no-token').expect(404),
      );
      const refused = await submit('192.0.2.70', 900_100, 'no-token').expect(429);
      expectTooMany(refused, /^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
    });
  });
});

describe('a test app with throttleScale', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ throttleScale: 1000 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('multiplies every allowance, so hundreds of requests are not 429s', async () => {
    const email = 'the-same-person@example.com';
    for (let index = 0; index < 10 * THROTTLES.leadsPerEmail.points; index += 1) {
      await t.agent().post('/api/leads').send(lead(email)).expect(201);
    }
  });
});
