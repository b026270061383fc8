// The benchmark's yardstick (scripts/bench/bench.mjs starts it): a bare node:http + pg server doing
// the same SQL as Ghostline's routes on the same database, with no framework, session or logging.
// The SQL is the app's own, as it sends it (captured from the built server: the ORM writes values
// into the text, so the baseline does too); the dates in it come from the app's own helpers (its
// build, <dist>), so both ask the same.
// Usage: node scripts/bench/baseline.mjs <port> <database url> <client id> <dist folder of the app>
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const [port, url, clientId, dist] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const fromApp = (path) => import(pathToFileURL(join(dist, path)).href);
const { startOfWeek, DAY_MS } = await fromApp('common/dates.js');
const { engagementWindows } = await fromApp('performance/performance-periods.js');
const { replyOverdueBefore } = await fromApp('leads/lead-status.js');
const { calendarRange } = await fromApp('content/calendar-range.js');

/** How the ORM selects a joined entity's columns ("c1"."id" as "c1__id", …). */
const columns = (alias, names) =>
  names.map((name) => `"${alias}"."${name}" as "${alias}__${name}"`).join(', ');
const USER = [
  'id',
  'created_at',
  'username',
  'username_key',
  'email',
  'email_confirmed_at',
  'first_name',
  'last_name',
  'role',
  'last_login',
  'deactivated_at',
  'assigned_to_id',
  'reviews_for_id',
  'review_required',
  'review_digest',
];
const rows = async (sql) => (await pool.query(sql)).rows;

/** The production board of an admin (board.service.ts): its seven reads at once, as the app sends them. */
async function board() {
  const now = new Date();
  const weekStart = startOfWeek(now);
  const weekEnd = new Date(weekStart.getTime() + 7 * DAY_MS);
  const { before, after, until } = engagementWindows(now);
  const overdue = replyOverdueBefore(now).toISOString();
  const delivered = `"delivered_at" >= '${weekStart.toISOString()}' and "delivered_at" < '${weekEnd.toISOString()}'`;
  const at = now.toISOString();
  const [subscriptions, counts, waiting, [waitingTotal], onboarded, [onboardedTotal], figures] =
    await Promise.all([
      rows(
        `select "c0".*, ${columns('c1', USER)}, ${columns('a2', USER)} from "client_subscriptions" as "c0" inner join "users" as "c1" on "c0"."client_id" = "c1"."id" left join "users" as "a2" on "c1"."assigned_to_id" = "a2"."id" where ("c0"."status" = 'active' or ("c0"."status" = 'pending' and ("c0"."renewal_date" is null or "c0"."renewal_date" > '${at}')) or ("c0"."status" = 'canceled' and "c0"."end_date" > '${at}') or ("c0"."status" = 'past_due' and "c0"."paid_through" > '${at}')) and ("c0"."status" != 'canceled' or "c0"."paid_through" is not null)`,
      ),
      rows(
        `select "client_id",
              count(*) filter (where ${delivered})::int as "delivered",
              count(*) filter (where "revision_requested")::int as "revisions",
              count(*) filter (where "status" = 'draft' and "review_state" = 'ready')::int as "reviews"
         from "content_deliverables"
        where ((${delivered}) or "revision_requested" or "review_state" = 'ready')  
        group by "client_id"`,
      ),
      rows(
        `select "l0".* from "leads" as "l0" where "l0"."status" = 'new' and "l0"."created_at" < '${overdue}' order by "l0"."created_at" asc, "l0"."id" asc limit 20`,
      ),
      rows(
        `select count(*) as "count" from "leads" as "l0" where "l0"."status" = 'new' and "l0"."created_at" < '${overdue}'`,
      ),
      rows(
        `select "l0".* from "leads" as "l0" where "l0"."is_onboarded" = true and "l0"."status" in ('new', 'contacted') order by "l0"."updated_at" asc, "l0"."id" asc limit 20`,
      ),
      rows(
        `select count(*) as "count" from "leads" as "l0" where "l0"."is_onboarded" = true and "l0"."status" in ('new', 'contacted')`,
      ),
      rows(
        `select p.client_id, width_bucket(p.published_at, array['${before.toISOString()}'::timestamptz, '${after.toISOString()}'::timestamptz, '${until.toISOString()}'::timestamptz]) as bucket,
              count(*)::int as published,
              coalesce(sum(n.impressions), 0)::float8 as impressions,
              coalesce(sum(n.interactions), 0)::float8 as interactions
         from content_deliverables p
         left join lateral (
    select s.impressions, s.reactions + s.comments + s.reposts as interactions
      from performance_snapshots s
     where s.post_id = p.id
     order by s.recorded_on desc, s.id desc
     limit 1) n on true
        where p.published_at >= '${before.toISOString()}' and p.published_at < '${until.toISOString()}' 
        group by 1, 2`,
      ),
    ]);
  return {
    weekStart,
    weekEnd,
    clients: subscriptions.map((row) => ({
      ...row,
      counts: counts.find((c) => c.client_id === row.client_id),
    })),
    leadsWaiting: waiting,
    leadsWaitingTotal: Number(waitingTotal.count),
    onboardedNotConverted: onboarded,
    onboardedNotConvertedTotal: Number(onboardedTotal.count),
    figures,
  };
}

/** The team's calendar of an admin (calendar.service.ts, forTeam): the posts in the range and the clients. */
async function calendar(request) {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const { start, end } = calendarRange(query.get('from'), query.get('to'), query.get('tz'));
  const [posts, clients] = await Promise.all([
    rows(
      `select p.id, p.title, p.status, p.scheduled_for, s.plan, p.client_id,
                c.username, c.first_name, c.last_name
           from "content_deliverables" p
           join "users" c on c.id = p.client_id
           join "client_subscriptions" s on s.id = p.subscription_id
          where p.scheduled_for >= '${start.toISOString()}' and p.scheduled_for < '${end.toISOString()}'
          order by p.scheduled_for asc, p.id asc`,
    ),
    rows(
      `select c.id, c.username, c.first_name, c.last_name from "users" c
          where c.role = 'client'`,
    ),
  ]);
  return {
    items: posts.map((post) => ({
      id: post.id,
      title: post.title,
      status: post.status,
      scheduledFor: post.scheduled_for,
      plan: post.plan,
      clientId: post.client_id,
      clientName: `${post.first_name} ${post.last_name}`,
    })),
    clients: clients.map((client) => ({ id: client.id, name: `${client.first_name} ${client.last_name}` })),
  };
}

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
  // The first page (25, newest first) of the posts the client sees, and how many there are
  // (posts.service.ts, listForClient).
  'GET /api/client/content': async () => {
    const matching = `p.client_id = ${Number(clientId)} and (p.status <> 'draft' or p.delivered_at is not null)`;
    const [items, [{ total }]] = await Promise.all([
      rows(
        `select p.id, p.title, p.content, p.status, p.delivered_at, p.scheduled_for, p.feedback_notes,
                p.revision_requested, p.revision_requested_at, p.revision_count, p.published_url,
                p.created_at, p.updated_at, p.subscription_id, s.plan, s.revisions_per_post,
                v.title as received_title, v.content as received_content
           from "content_deliverables" p
           join "client_subscriptions" s on s.id = p.subscription_id
           left join lateral (select v.title, v.content from "content_versions" v
                               where p.status = 'draft' and v.post_id = p.id
                               order by v.number desc limit 1) v on true
          where ${matching}
          order by p.created_at desc, p.id desc
          limit 25 offset 0`,
      ),
      rows(`select count(*)::int as total from "content_deliverables" p where ${matching}`),
    ]);
    return [200, { items, total, page: 1, pageSize: 25 }];
  },
  'GET /api/admin/board': async () => [200, await board()],
  'GET /api/admin/calendar': async (request) => [200, await calendar(request)],
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
