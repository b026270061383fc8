import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRODUCT_NAME } from '../common/product.js';
import type { Environment } from '../config/environment.js';
import type { RenderedMail } from './mail-layout.js';
import { recipientsOf } from './outbox.js';

/** How long an SMTP connection, greeting or silence may last before the try fails. */
export const SMTP_TIMEOUT_MS = 60_000;

/**
 * Sends mail through SMTP_URL. Without it, each message is written as an .eml file under
 * DATA_DIR/outbox and a line says where: a person running the embedded default opens the file to
 * follow its links. The links themselves are never logged: they carry sign-in tokens.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly from: string;
  private readonly replyTo: string;
  private readonly outbox?: string;

  constructor(config: ConfigService<Environment, true>) {
    const smtpUrl = config.get('SMTP_URL', { infer: true });
    this.from =
      config.get('MAIL_FROM', { infer: true }) ??
      `${PRODUCT_NAME} <no-reply@${config.get('mailDomain', { infer: true })}>`;
    // Every mail can be answered: leads and clients reach the team, and so does an admin replying to a notice.
    this.replyTo = config.get('mailReplyTo', { infer: true });
    if (smtpUrl) {
      // Bounded waits: a try that hangs holds its mail's row (and a queue slot) until it gives up.
      this.transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
    } else {
      this.outbox = resolve(config.get('DATA_DIR', { infer: true }), 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  /** Sends `mail` to `to`; `messageId` (`<id@domain>`) makes every try of one mail carry the same Message-ID. */
  async send(to: string, mail: RenderedMail, messageId?: string): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      replyTo: this.replyTo,
      to,
      ...(messageId ? { messageId } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments && {
        attachments: mail.attachments.map(({ cid, contentType, content, fileName }) => ({
          cid,
          contentType,
          content: Buffer.from(content, 'base64'),
          filename: fileName,
          contentDisposition: 'inline' as const,
        })),
      }),
    });
    if (!this.outbox) return;
    await mkdir(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug(mail.subject)}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.logger.log(`"${mail.subject}" to ${to}, saved as ${file}`);
  }

  /**
   * Deletes the saved messages (the outbox, without SMTP_URL) sent to any of `addresses`, and answers
   * how many: a person's erasure takes their mails along. Mail sent through SMTP is out of reach.
   */
  async removeSavedTo(addresses: string[]): Promise<number> {
    const outbox = this.outbox;
    const wanted = new Set(addresses.map((address) => address.toLowerCase()));
    if (!outbox || wanted.size === 0) return 0;
    const files = await readdir(outbox).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let removed = 0;
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const path = join(outbox, file);
      if (recipientsOf(await readFile(path, 'utf8')).some((address) => wanted.has(address))) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}

function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
