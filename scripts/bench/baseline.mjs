// The benchmark's yardstick (scripts/bench/bench.mjs starts it): a bare node:http + pg server doing
// the same SQL as Ghostline's routes on the same database, with no framework, session or logging.
// Usage: node scripts/bench/baseline.mjs <port> <database url> <client id>
import { createServer } from 'node:http';
import pg from 'pg';

const [port, url, clientId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });

/** What POST /api/leads writes: both rate-limit counters, then the lead, its history row and its mails in one transaction. */
async function createLead(request) {
  const lead = await readBody(request);
  const ip = String(request.headers['x-forwarded-for'] ?? '127.0.0.1');
  const count = `insert into rate_limits (key, points, expire) values ($1, 1, $2)
                 on conflict (key) do update set points = case when rate_limits.expire <= $3 then 1
                 else rate_limits.points + 1 end, expire = case when rate_limits.expire <= $3 then $2
                 else rate_limits.expire end returning points, expire`;
  const now = Date.now();
  await pool.query(count, [`leads_address:${ip}`, now + 3_600_000, now]);
  await pool.query(count, [`leads_email:${lead.email.toLowerCase()}`, now + 3_600_000, now]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const {
      rows: [{ id }],
    } = await client.query(
      `insert into leads (name, email, linkedin, industry, package, onboarding_token)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [lead.name, lead.email, lead.linkedin, lead.industry, lead.package ?? null, `t${now}${Math.random()}`],
    );
    await client.query(
      `insert into lead_activities (lead_id, kind, description) values ($1, 'created', 'Asked for 3 free post ideas on the landing page')`,
      [id],
    );
    const { rows: admins } = await client.query(
      `select email from users where role = 'admin' and email is not null`,
    );
    for (const recipient of [lead.email, ...admins.map((admin) => admin.email)]) {
      await client.query(
        `insert into outgoing_mails (kind, recipient, subject, text, html, message_id) values ('new_lead', $1, 'A new lead', $2, $3, $4)`,
        [recipient, `Hello ${lead.name}`, `<p>Hello ${lead.name}</p>`, `<${now}.${Math.random()}@bench>`],
      );
    }
    await client.query('commit');
    return { leadId: id, onboardingUrl: `http://localhost/onboarding/${id}` };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const routes = {
  'POST /api/leads': async (request) => [201, await createLead(request)],
  'GET /api/client/profile': async () => {
    const { rows } = await pool.query('select * from users where id = $1', [clientId]);
    return [200, rows[0]];
  },
  // The first page (25, newest first) of the posts the client sees, and how many there are.
  'GET /api/client/content': async () => {
    const visible = `p.client_id = $1 and (p.status <> 'draft' or p.delivered_at is not null)`;
    const [{ rows: items }, { rows: count }] = await Promise.all([
      pool.query(
        `select p.*, s.plan, s.status as subscription_status from content_deliverables p
           join client_subscriptions s on s.id = p.subscription_id
          where ${visible} order by p.created_at desc, p.id desc limit 25`,
        [clientId],
      ),
      pool.query(`select count(*)::int as total from content_deliverables p where ${visible}`, [clientId]),
    ]);
    return [200, { items, total: count[0].total, page: 1, pageSize: 25 }];
  },
  'GET /api/leads': async () => {
    const [{ rows: items }, { rows: count }] = await Promise.all([
      pool.query('select * from leads order by created_at desc, id desc limit 50'),
      pool.query('select count(*)::int as total from leads'),
    ]);
    return [200, { items, total: count[0].total, page: 1, pageSize: 50 }];
  },
  'GET /api/anonymous': async () => [401, { statusCode: 401, message: 'Please sign in to continue' }],
};

createServer((request, response) => {
  const route = routes[`${request.method} ${request.url.split('?')[0]}`];
  if (!route) return json(response, 404, { statusCode: 404 });
  route(request).then(
    ([status, body]) => json(response, status, body),
    (error) => json(response, 500, { statusCode: 500, message: String(error) }),
  );
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
