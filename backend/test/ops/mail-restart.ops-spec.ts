import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../src/database/embedded-postgres.js';
import { Mailbox } from '../utils/mailbox.js';
import { type Postgres, query, type Server, startPostgres, startServer } from './harness.js';

/**
 * A server killed (SIGKILL: no shutdown hook runs) after it answered a lead 201 and before its mail
 * went: the next start sends that mail, once, with the Message-ID recorded at the commit.
 */
describe('a server killed between the commit and the send', () => {
  let postgres: Postgres;
  let mailbox: Mailbox | undefined;
  const servers: Server[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
  });

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await mailbox?.stop();
    await postgres?.dispose();
  });

  it('still sends the mails after a restart, once each, with their Message-IDs', async () => {
    const databaseUrl = await postgres.createDatabase();
    const smtpPort = await freePort();
    const options = {
      databaseUrl,
      // Down for the first server: nothing listens there until the Mailbox below.
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_DELAY_SECONDS: '1' },
    };
    const first = await startServer(options);
    servers.push(first);

    const email = 'kill-test@example.com';
    const answer = await first.request('POST', '/api/leads', {
      body: { name: 'Killed Kim', email, linkedin: 'https://www.linkedin.com/in/x', industry: 'tech' },
    });
    expect(answer.status).toBe(201);
    await first.stop('SIGKILL');

    const rows = () =>
      query<{ status: string; message_id: string }>(
        databaseUrl,
        `select status, message_id from outgoing_mails where recipient = $1`,
        [email],
      );
    const [before] = await rows();
    // Committed before the answer, and not sent: the SMTP server was down.
    expect(['queued', 'retrying']).toContain(before!.status);

    mailbox = new Mailbox();
    await mailbox.start(smtpPort);
    const restarted = Date.now();
    servers.push(await startServer(options));
    const mail = await mailbox.waitFor(email, /free LinkedIn post ideas/, 45_000);
    console.log(
      `Mail queue: the mail of a lead answered 201 by a server then killed (SIGKILL; the mail was ${before!.status}) arrived ${Date.now() - restarted} ms after the restart began`,
    );
    expect(mail.messageId).toBe(before!.message_id);
    const deadline = Date.now() + 10_000;
    while ((await rows())[0]!.status !== 'sent' && Date.now() < deadline) await delay(100);
    expect((await rows())[0]!.status).toBe('sent');
    // Long enough for a second send to arrive, had the restart sent it twice.
    await delay(1500);
    expect(mailbox.messages.filter((message) => JSON.stringify(message.to).includes(email))).toHaveLength(1);
  });
});
