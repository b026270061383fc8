import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { recordSecret } from './log-secrets.js';

/** Every token a mail's links carry (onboarding, invitation, reset), for the run's log check. */
function recordLinkTokens(mail: ParsedMail): void {
  for (const link of (mail.text ?? '').match(/https?:\/\/\S+/g) ?? []) {
    recordSecret('token in a mail', URL.canParse(link) ? new URL(link).searchParams.get('token') : null);
  }
}

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. `refuse` turns the
 * first messages away with a temporary error once it has read them (kept in `refused`), as a
 * struggling server does.
 */
export class Mailbox {
  readonly messages: ParsedMail[] = [];
  readonly refused: ParsedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          recordLinkTokens(mail);
          if (this.refused.length < this.options.refuse) {
            this.refused.push(mail);
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          this.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  constructor(private readonly options: { refuse: number } = { refuse: 0 }) {}

  /** Listens on `port` (0: any free one) and answers the server's smtp:// URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }

  /** The first message to `address` matching `subject`, waiting up to `timeoutMs` for it. */
  async waitFor(address: string, subject: RegExp, timeoutMs = 5000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.messages.find(
        (message) =>
          subject.test(message.subject ?? '') && message.to && JSON.stringify(message.to).includes(address),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): URL {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return new URL(link);
}
