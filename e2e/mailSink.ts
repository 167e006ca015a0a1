// A local mail server for the tests (smtp-server, from the nodemailer project): it keeps what the CMS sends, parsed.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from './env';

/** `html`: the HTML part ('' without one; the CMS's provider makes one of the text when it gives none). */
export type SentMail = { to: string[]; from: string; replyTo: string; subject: string; text: string; html: string };

export type MailSink = { mails: SentMail[]; stop: () => Promise<void> };

/**
 * Listens on `port` (the CMS under test's by default). `refuse` names recipients answered with a permanent 550, as a
 * mail server does for an address that does not exist.
 */
export async function startMailSink(port = E2E_SMTP_PORT, { refuse = () => false }: { refuse?: (address: string) => boolean } = {}): Promise<MailSink> {
  const mails: SentMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
