// A real SMTP server for the mail tests (the `smtp-server` package), on a free port of this machine,
// asking for a user name and password, keeping every message it accepts.
import { createServer } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 's3cret pass';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  user: unknown;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for this server, with the right credentials */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A port nobody listens on (for now). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function smtpUrl(port: number, password = SMTP_PASSWORD): string {
  return `smtp://${SMTP_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

export async function startSmtpServer(
  options: { port?: number; refuseRecipients?: RegExp } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain text on the loopback: the test checks delivery and authentication, not TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    // Its clients are this machine: no reverse DNS lookup of 127.0.0.1 for each connection, which
    // asks the machine's name server and waits up to 1.5 s for it.
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients?.test(address.address)) {
        const error: SMTPServerError = new Error(`Mailbox ${address.address} unavailable`);
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          mailFrom: from ? from.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  greetAtOnce(server);
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: smtpUrl(port),
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface PausedConnection {
  init(): void;
  _setListeners(ready: () => void): void;
  connectionReady(): void;
}

/**
 * smtp-server holds every new connection's greeting for 100 ms, to catch clients that talk before
 * it (SMTPConnection.init; no option turns it off). Each mail the tests send opens a connection, so
 * 500 mails waited 50 s for nothing: the test server greets at once, as init does after its pause.
 */
function greetAtOnce(server: SMTPServer): void {
  const connections = (server as unknown as { connections: Set<PausedConnection> }).connections;
  const add = connections.add.bind(connections);
  connections.add = (connection: PausedConnection) => {
    connection.init = () => connection._setListeners(() => connection.connectionReady());
    return add(connection);
  };
}
