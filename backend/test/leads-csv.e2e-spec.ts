import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  return rows;
}

const HEADER = [
  'ID',
  'Name',
  'Email',
  'LinkedIn',
  'Industry',
  'Package',
  'Status',
  'Overdue',
  'Onboarded',
  'Company',
  'Job title',
  'Notes',
  'Created',
  'Last updated',
];

describe('GET /api/leads/export.csv', () => {
  let t: TestApp;
  let admin: Agent;

  /** The CSV of a view, its rows as objects by column. */
  async function exportRows(query: Record<string, string> = {}) {
    const response = await admin.get('/api/leads/export.csv').query(query).buffer(true).expect(200);
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.text.slice(1));
    expect(header).toEqual(HEADER);
    return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index]])));
  }

  /** Stores leads straight in the table: quicker than the rate-limited form, and any text goes. */
  async function insertLead(fields: {
    name: string;
    email?: string;
    status?: string;
    notes?: string | null;
    companyName?: string | null;
    createdAt?: string;
  }) {
    await t.query(
      `insert into leads (name, email, linkedin, industry, package, status, notes, company_name, created_at, updated_at)
       values ($1, $2, 'https://www.linkedin.com/in/x', 'consulting', 'echo', $3, $4, $5, $6, $6)`,
      [
        fields.name,
        fields.email ?? `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        fields.status ?? 'new',
        fields.notes ?? null,
        fields.companyName ?? null,
        fields.createdAt ?? new Date().toISOString(),
      ],
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.query('delete from leads');
  });

  it('downloads leads-YYYY-MM-DD.csv as CSV, in the labels the list shows', async () => {
    await insertLead({ name: 'Ada Lovelace', companyName: 'Analytical Engines' });
    const response = await admin.get('/api/leads/export.csv').buffer(true).expect(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="?leads-${today}\\.csv"?$`),
    );
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['cache-control']).toBe('no-store');

    const [ada] = await exportRows();
    expect(ada).toMatchObject({
      Name: 'Ada Lovelace',
      Email: 'ada.lovelace@example.com',
      LinkedIn: 'https://www.linkedin.com/in/x',
      Industry: 'Consulting',
      Package: 'Echo',
      Status: 'New',
      Overdue: 'No',
      Onboarded: 'No',
      Company: 'Analytical Engines',
      'Job title': '',
      Notes: '',
      Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('holds every row of the view, not one page of it', async () => {
    await t.query(
      `insert into leads (name, email, linkedin, industry, status, created_at, updated_at)
       select 'Bulk ' || i, 'bulk' || i || '@example.com', 'https://www.linkedin.com/in/x', 'tech', 'new',
              now() - i * interval '1 minute', now()
       from generate_series(1, 230) as i`,
    );
    const rows = await exportRows();
    expect(rows).toHaveLength(230);
    // Newest first, as the list is by default.
    expect(rows.slice(0, 2).map((row) => row.Name)).toEqual(['Bulk 1', 'Bulk 2']);
    expect(rows.at(-1)!.Name).toBe('Bulk 230');
  });

  it('streams the file as the leads are read: chunked, no length known ahead, every row in order', async () => {
    // More leads than one batch of the cursor (1,000), so the file goes out in several pieces.
    await t.query(
      `insert into leads (name, email, linkedin, industry, status, created_at, updated_at)
       select 'Many ' || i, 'many' || i || '@example.com', 'https://www.linkedin.com/in/x', 'tech', 'new',
              now() - i * interval '1 minute', now()
       from generate_series(1, 2500) as i`,
    );
    const response = await admin.get('/api/leads/export.csv').buffer(true).expect(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    const [, ...rows] = parseCsv(response.text.slice(1));
    expect(rows.map((row) => row[1])).toEqual(Array.from({ length: 2500 }, (_, i) => `Many ${i + 1}`));
  });

  it("applies the list's search, status filter and sort", async () => {
    await insertLead({ name: 'Charlie Brown', status: 'contacted', createdAt: '2026-11-01T12:00:00Z' });
    await insertLead({ name: 'alice Smith', status: 'contacted', createdAt: '2026-11-02T12:00:00Z' });
    await insertLead({ name: 'Bob Smith', status: 'new', createdAt: '2026-11-03T12:00:00Z' });
    await insertLead({
      name: 'Dana White',
      status: 'contacted',
      companyName: 'Smith & Sons',
      createdAt: '2026-11-04T12:00:00Z',
    });

    const names = async (query: Record<string, string>) => (await exportRows(query)).map((row) => row.Name);
    expect(await names({ status: 'contacted' })).toEqual(['Dana White', 'alice Smith', 'Charlie Brown']);
    expect(await names({ search: 'SMITH' })).toEqual(['Dana White', 'Bob Smith', 'alice Smith']);
    expect(await names({ search: 'smith', status: 'contacted', sort: 'name', order: 'asc' })).toEqual([
      'Dana White',
      'alice Smith',
    ]);
    expect(await names({ sort: 'createdAt', order: 'asc' })).toEqual([
      'Charlie Brown',
      'alice Smith',
      'Bob Smith',
      'Dana White',
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    await insertLead({
      name: '=HYPERLINK("http://evil.example","Click me")',
      email: 'evil@example.com',
      notes: 'Line one, with a comma\nLine "two"',
      companyName: '@SUM(1+1)',
    });
    await insertLead({ name: '+44 20 7946 0000', email: 'plus@example.com', companyName: '-1+2' });

    const response = await admin.get('/api/leads/export.csv').buffer(true).expect(200);
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")"`);
    expect(response.text).toContain('"Line one, with a comma\nLine ""two"""');

    const rows = await exportRows({ sort: 'email', order: 'asc' });
    expect(rows.map((row) => [row.Name, row.Company, row.Notes])).toEqual([
      [`'=HYPERLINK("http://evil.example","Click me")`, "'@SUM(1+1)", 'Line one, with a comma\nLine "two"'],
      ["'+44 20 7946 0000", "'-1+2", ''],
    ]);
  });

  it("keeps the probes' payload from the public lead form text, split on ';' or ',' alike", async () => {
    const payload = "x;=cmd|' /C calc'!A0";
    await t
      .agent()
      .post('/api/leads')
      .send({
        name: payload,
        email: 'probe@example.com',
        linkedin: 'https://www.linkedin.com/in/probe',
        industry: 'tech',
        notes: `Hello,\u00a0=1+1\n\uff1dcmd|calc`,
      })
      .expect(201);

    const response = await admin.get('/api/leads/export.csv').buffer(true).expect(200);
    const lines = response.text.slice(1).split('\r\n');
    // Every cell is quoted, the header's included, and the payload is defused after its separator.
    expect(lines[0]).toBe(HEADER.map((column) => `"${column}"`).join(','));
    expect(lines[1]).toMatch(/^"\d+","x;'=cmd\|' \/C calc'!A0","probe@example.com",/);
    expect(lines[1]).toContain(`"Hello,'\u00a0=1+1\n'\uff1dcmd|calc"`);
    // A spreadsheet splitting on ";", ",", tabs or lines sees no cell starting a formula.
    for (const separator of [/;/, /,/, /\t/, /[\r\n]/]) {
      const cells = response.text.slice(1).split(separator);
      expect(cells.filter((cell) => /^[\s"]*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(cell))).toEqual([]);
    }
    const [lead] = await exportRows();
    expect(lead).toMatchObject({
      Name: "x;'=cmd|' /C calc'!A0",
      Notes: "Hello,'\u00a0=1+1\n'\uff1dcmd|calc",
    });
  });

  it('refuses a query the list refuses, pages included', async () => {
    expect(
      (await admin.get('/api/leads/export.csv').query({ status: 'lost' }).expect(400)).body.message,
    ).toBe('The status must be new, contacted, converted or archived');
    expect((await admin.get('/api/leads/export.csv').query({ page: '2' }).expect(400)).body.message).toBe(
      "Unknown field 'page' is not allowed",
    );
  });

  it('answers 401 without a session and 403 to a client', async () => {
    const client = t.agent();
    await client
      .post('/api/client/register')
      .send({
        username: 'exporter',
        email: 'exporter@example.com',
        password: 'plum-ladder-orbit-42',
        firstName: 'E',
        lastName: 'X',
      })
      .expect(201);
    await t.agent().get('/api/leads/export.csv').expect(401);
    await client.get('/api/leads/export.csv').expect(403);
  });
});
