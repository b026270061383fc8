import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mailbox } from '../../test/utils/mailbox.js';
import { validateEnvironment } from '../config/environment.js';
import { renderMail } from './mail-layout.js';
import { MailService } from './mail.service.js';

const mail = renderMail({
  subject: 'Reset your Ghostline password',
  greeting: 'Hi <Ada>,',
  paragraphs: ['Choose a new password here:'],
  action: { label: 'Choose a new password', url: 'http://localhost:3000/reset-password?token=abc&x=1' },
  note: 'This link works once.',
});

const serviceWith = (raw: Record<string, string>) =>
  new MailService(new ConfigService(validateEnvironment(raw)));

describe('renderMail', () => {
  it('writes plain text and escaped HTML, both signed with the product name', () => {
    expect(mail.text).toContain('Choose a new password: http://localhost:3000/reset-password?token=abc&x=1');
    expect(mail.text).toContain('— The Ghostline team');
    expect(mail.html).toContain('Hi &#60;Ada&#62;,');
    expect(mail.html).toContain('href="http://localhost:3000/reset-password?token=abc&#38;x=1"');
    expect(mail.html).toContain('Ghostline');
  });
});

describe('MailService', () => {
  it('without SMTP_URL, writes an .eml to DATA_DIR/outbox and logs its subject and file, not its links', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-mail-'));
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await serviceWith({ DATA_DIR: dataDir, PUBLIC_URL: 'https://ghostline.example.com' }).send(
      'ada@example.com',
      mail,
    );

    const [file] = readdirSync(join(dataDir, 'outbox'));
    expect(file).toMatch(/reset-your-ghostline-password\.eml$/);
    const parsed = await simpleParser(readFileSync(join(dataDir, 'outbox', file!)));
    expect(parsed.subject).toBe('Reset your Ghostline password');
    expect(parsed.from?.value[0]).toMatchObject({
      name: 'Ghostline',
      address: 'no-reply@ghostline.example.com',
    });
    expect(parsed.text).toContain('reset-password?token=abc');
    expect(parsed.html).toContain('Choose a new password');
    const logged = String(log.mock.calls.at(-1)?.[0]);
    expect(logged).toBe(
      `"Reset your Ghostline password" to ada@example.com, saved as ${join(dataDir, 'outbox', file!)}`,
    );
    expect(logged).not.toContain('token=');
    log.mockRestore();
  });

  it('with SMTP_URL, delivers through that server, from MAIL_FROM', async () => {
    const mailbox = new Mailbox();
    const smtpUrl = await mailbox.start();
    try {
      await serviceWith({ SMTP_URL: smtpUrl, MAIL_FROM: 'Ghostline <hello@ghostline.example.com>' }).send(
        'ada@example.com',
        mail,
      );
      const received = await mailbox.waitFor('ada@example.com', /Reset your Ghostline password/);
      expect(received.from?.value[0]).toMatchObject({
        name: 'Ghostline',
        address: 'hello@ghostline.example.com',
      });
      expect(received.text).toContain('reset-password?token=abc');
    } finally {
      await mailbox.stop();
    }
  });
});
