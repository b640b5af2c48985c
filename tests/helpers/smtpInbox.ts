/**
 * A real SMTP server in this process (smtp-server, on a free port, no TLS, any login) that keeps every mail it
 * accepts, parsed (mailparser): the reset-mail tests send through it with SMTP_URL = `url`.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port> */
  url: string;
  mails: ReceivedMail[];
  /** The next mail to arrive (or one that already has, beyond those counted so far). */
  next(): Promise<ReceivedMail>;
  /** While true, every mail is refused (550), as a mailbox that does not exist. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      simpleParser(stream)
        .then((mail) => {
          const received = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail };
          mails.push(received);
          waiting.shift()?.(received);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    next() {
      const index = taken++;
      const arrived = mails[index];
      return arrived ? Promise.resolve(arrived) : new Promise((resolve) => waiting.push(resolve));
    },
    refuse: (value) => void (refusing = value),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
