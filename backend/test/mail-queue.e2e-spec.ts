import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ParsedMail } from 'mailparser';
import type { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { MailQueue } from '../src/mail/mail-queue.js';
import { TeamNotices } from '../src/notices/team-notices.js';
import { JobQueue } from '../src/queue/job-queue.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, createTestDatabase, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://ghostline.test';
const TEAM = 'team@ghostline.test';

/** A loopback port nothing listens on (yet): the SMTP server is down until a Mailbox starts on it. */
async function freePort(): Promise<number> {
  const probe = new Mailbox();
  const port = Number(new URL(await probe.start()).port);
  await probe.stop();
  return port;
}

/** Waits until `check` answers true, up to `timeoutMs`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await delay(50);
  }
}

interface MailRow {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
  text: string | null;
  html: string | null;
  sent_at: Date | null;
}

const rowsOf = (t: TestApp, where: string, values: unknown[] = []) =>
  t.query<MailRow>(`select * from outgoing_mails where ${where} order by id`, values);

const to = (mail: ParsedMail, address: string) => JSON.stringify(mail.to).includes(address);

/** An app whose SMTP server is on `port` (started, or not, by the test), trying each mail `tries` times a second apart. */
const appMailingTo = (port: number, tries: number) =>
  createTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL,
      MAIL_TRIES: String(tries),
      MAIL_RETRY_DELAY_SECONDS: '1',
    },
  });

describe('the durable mail queue', () => {
  describe('while the SMTP server is down', () => {
    let t: TestApp;
    let port: number;
    let mailbox: Mailbox | undefined;

    beforeAll(async () => {
      port = await freePort();
      t = await appMailingTo(port, 8);
      await t.signedInAdmin();
      await t.query('update users set email = $1, email_confirmed_at = now() where username = $2', [
        TEAM,
        'boss',
      ]);
    });

    afterAll(async () => {
      await t?.close();
      await mailbox?.stop();
    });

    it('accepts a lead, and its mails go once the server is back: once each, one Message-ID on every try', async () => {
      const started = Date.now();
      const { id, email } = await t.submitLead({ name: 'Patient Pat' });
      const rows = await rowsOf(t, 'recipient = $1 or about = $1', [email]);
      expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
        ['lead_confirmation', email],
        ['new_lead', TEAM],
      ]);

      // Every first try fails (nothing listens): both wait for another, with the reason.
      await until('both mails failed a try', async () =>
        (await rowsOf(t, 'id = any($1)', [rows.map((row) => row.id)])).every(
          (row) => row.status === 'retrying' && row.attempts >= 1,
        ),
      );
      const waiting = await rowsOf(t, 'id = any($1)', [rows.map((row) => row.id)]);
      for (const row of waiting) expect(row.last_error).toMatch(/ECONNREFUSED/);

      // The server comes back, and turns the first message away once (a temporary error).
      mailbox = new Mailbox({ refuse: 1 });
      await mailbox.start(port);
      const confirmation = await mailbox.waitFor(email, /free LinkedIn post ideas/, 20_000);
      const notice = await mailbox.waitFor(TEAM, /^New lead: Patient Pat$/, 20_000);
      console.log(
        `Mail queue: a lead's 2 mails sent ${Date.now() - started} ms after its 201 through an SMTP outage (MAIL_RETRY_DELAY_SECONDS=1)`,
      );
      expect(linkIn(confirmation, `${PUBLIC_URL}/onboarding/${id}`)).toBeDefined();

      await until('both rows sent', async () =>
        (await rowsOf(t, 'id = any($1)', [rows.map((row) => row.id)])).every((row) => row.status === 'sent'),
      );
      const sent = await rowsOf(t, 'id = any($1)', [rows.map((row) => row.id)]);
      for (const row of sent) {
        expect(row).toMatchObject({ text: null, html: null, last_error: null, sent_at: expect.any(Date) });
        expect(row.attempts).toBeGreaterThanOrEqual(2);
      }
      const messageIdOf = (kind: string) => sent.find((row) => row.kind === kind)!.message_id;
      expect(confirmation.messageId).toBe(messageIdOf('lead_confirmation'));
      expect(notice.messageId).toBe(messageIdOf('new_lead'));
      // The refused try carried the Message-ID its later try did.
      expect([messageIdOf('lead_confirmation'), messageIdOf('new_lead')]).toContain(
        mailbox.refused[0]!.messageId,
      );

      // Nothing comes twice, even given time.
      await delay(2500);
      expect(mailbox.messages.filter((mail) => to(mail, email))).toHaveLength(1);
      expect(mailbox.messages.filter((mail) => to(mail, TEAM))).toHaveLength(1);
    });

    it('stores a lead and its mails together, or neither', async () => {
      const failing = jest
        .spyOn(t.app.get(TeamNotices), 'record')
        .mockRejectedValueOnce(new Error('The notices could not be recorded'));
      try {
        await t.query('delete from rate_limits');
        await t
          .agent()
          .post('/api/leads')
          .send({
            name: 'Atomic Ann',
            email: 'atomic@example.com',
            linkedin: 'https://www.linkedin.com/in/x',
            industry: 'tech',
          })
          .expect(500);
      } finally {
        failing.mockRestore();
      }
      expect(await t.query('select id from leads where email = $1', ['atomic@example.com'])).toEqual([]);
      expect(await rowsOf(t, 'recipient = $1 or about = $1', ['atomic@example.com'])).toEqual([]);
    });

    it("hands a lead's mails to the queue in one statement, each its own job", async () => {
      const insert = jest.spyOn(t.app.get(JobQueue), 'insert');
      try {
        await t.app.get(MailQueue).handOver([{ id: 999_001 }, { id: 999_002 }]);
        expect(insert).toHaveBeenCalledTimes(1);
        expect(insert.mock.calls[0][1].map((job) => job.singletonKey)).toEqual([
          'mail-999001',
          'mail-999002',
        ]);
      } finally {
        insert.mockRestore();
      }
      const jobs = await t.query<{ singleton_key: string }>(
        `select singleton_key from pgboss.job where singleton_key in ('mail-999001', 'mail-999002') order by 1`,
      );
      expect(jobs.map((job) => job.singleton_key)).toEqual(['mail-999001', 'mail-999002']);
    });

    it('runs its queue and says so (readiness reads it), with the relay on its schedule', async () => {
      expect(t.app.get(JobQueue).isRunning()).toBe(true);
      // Workers and schedules are registered while the modules initialise, before the queue starts.
      expect(() => t.app.get(JobQueue).schedule('late', '0 3 * * *', () => Promise.resolve())).toThrow(
        'Register the worker of "late" while the modules initialise (onModuleInit)',
      );
      expect(await t.query('select name, cron from pgboss.schedule')).toContainEqual({
        name: 'mail-relay',
        cron: '* * * * *',
      });
    });

    it("logs the queue's errors and keeps running", () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const boss = (t.app.get(JobQueue) as unknown as { boss: EventEmitter }).boss;
        boss.emit('error', new Error('Connection terminated unexpectedly'));
        expect(logged).toHaveBeenCalledWith('Queue error: Connection terminated unexpectedly');
        expect(t.app.get(JobQueue).isRunning()).toBe(true);
      } finally {
        logged.mockRestore();
      }
    });
  });

  describe('a mail that keeps failing', () => {
    let t: TestApp;
    let port: number;
    let mailbox: Mailbox | undefined;

    beforeAll(async () => {
      port = await freePort();
      t = await appMailingTo(port, 2);
    });

    afterAll(async () => {
      await t?.close();
      await mailbox?.stop();
    });

    it('ends failed with its error; dispatched again (an admin retry), it goes; no body or token is logged', async () => {
      const logged: string[] = [];
      const capture = (level: 'log' | 'warn' | 'error' | 'debug') =>
        jest.spyOn(Logger.prototype, level).mockImplementation((message: unknown, ...rest: unknown[]) => {
          logged.push([message, ...rest].map(String).join(' '));
        });
      const spies = [capture('log'), capture('warn'), capture('error'), capture('debug')];
      try {
        await t.signedInPortalClient('rita');
        const email = 'rita@example.com';
        await t.agent().post('/api/client/forgot-password').send({ email }).expect(200);
        const [row] = await rowsOf(t, "kind = 'password_reset' and recipient = $1", [email]);

        await until('the mail failed for good', async () => {
          const [now] = await rowsOf(t, 'id = $1', [row!.id]);
          return now!.status === 'failed';
        });
        const [failed] = await rowsOf(t, 'id = $1', [row!.id]);
        expect(failed).toMatchObject({ attempts: 2, last_error: expect.stringMatching(/ECONNREFUSED/) });
        expect(failed!.text).toContain('/reset-password?token=');
        // pg-boss keeps the spent job in the dead letter queue.
        await until('the job is dead-lettered', async () => {
          const jobs = await t.query(`select data from pgboss.job where name = 'mail-failed'`);
          return jobs.some((job) => job.data.mailId === row!.id);
        });

        // The admin's Retry: the row back to queued, then dispatched.
        mailbox = new Mailbox();
        await mailbox.start(port);
        await t.query(`update outgoing_mails set status = 'queued' where id = $1`, [row!.id]);
        await t.app.get(MailQueue).dispatch([row!.id]);
        const mail = await mailbox.waitFor(email, /password/i, 10_000);
        expect(mail.messageId).toBe(failed!.message_id);
        await until(
          'the mail is sent',
          async () => (await rowsOf(t, 'id = $1', [row!.id]))[0]!.status === 'sent',
        );

        const token = linkIn(mail, `${PUBLIC_URL}/reset-password`).searchParams.get('token')!;
        expect(logged.some((line) => /Mail \d+ \(password_reset\): try 2 of 2 failed/.test(line))).toBe(true);
        for (const line of logged) {
          expect(line).not.toContain(token);
          expect(line).not.toContain('reset-password');
          expect(line).not.toContain(email);
        }
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });

  describe('a process stopped between the commit and the hand-over', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let mailbox: Mailbox;
    let smtpUrl: string;
    let second: TestApp | undefined;

    beforeAll(async () => {
      database = await createTestDatabase();
      mailbox = new Mailbox();
      smtpUrl = await mailbox.start();
    });

    afterAll(async () => {
      await second?.close();
      await database.drop();
      await mailbox.stop();
    });

    it('leaves committed mails that the next start hands to the queue and sends', async () => {
      const env = { SMTP_URL: smtpUrl, PUBLIC_URL };
      const first = await createTestApp({ databaseUrl: database.url, env });
      // The process dies right after the commit: its hand-over never happens.
      jest.spyOn(first.app.get(MailQueue), 'handOver').mockImplementation(() => Promise.resolve());
      const { email } = await first.submitLead({ name: 'Stranded Sam' });
      expect((await rowsOf(first, 'recipient = $1', [email])).map((row) => row.status)).toEqual(['queued']);
      await delay(1500);
      expect(mailbox.messages.filter((mail) => to(mail, email))).toEqual([]);
      // Gone before its relay's next pass (a minute away); its database stays.
      await first.close();
      expect(first.app.get(JobQueue).isRunning()).toBe(false);

      const restarted = Date.now();
      second = await createTestApp({ databaseUrl: database.url, env });
      const mail = await mailbox.waitFor(email, /free LinkedIn post ideas/, 10_000);
      console.log(
        `Mail queue: a mail left committed but never queued was sent ${Date.now() - restarted} ms after the restart began`,
      );
      const [row] = await rowsOf(second, 'recipient = $1', [email]);
      expect(mail.messageId).toBe(row!.message_id);
      await until(
        'the row is sent',
        async () => (await rowsOf(second!, 'id = $1', [row!.id]))[0]!.status === 'sent',
      );
      expect(mailbox.messages.filter((message) => to(message, email))).toHaveLength(1);
    });
  });
});
