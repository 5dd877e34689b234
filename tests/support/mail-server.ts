import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server in the test process that keeps what it receives, can play a slow server, and
 * can be stopped and restarted on the same port.
 */
export class TestMailServer {
  received: Buffer[] = [];
  /** The Message-ID of every message acknowledged, in order, repeats included. */
  messageIds: string[] = [];
  /** Message-IDs of the messages fully received but not yet acknowledged (see `delayMs`). */
  inProgress = new Set<string>();
  /** How long each message waits before the server acknowledges it. */
  delayMs = 0;
  /** Recipients this server refuses, with the reply code: 5xx for good, 4xx for now. */
  refusals = new Map<string, number>();
  port = 0;
  private server?: SMTPServer;

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refusals.get(address.address.toLowerCase());
        if (!code) return callback();
        const reason = code >= 500 ? 'No such mailbox here' : 'Mailbox busy, try again later';
        callback(Object.assign(new Error(reason), { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const messageId =
            /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString('latin1'))?.[1] ?? '(none)';
          this.inProgress.add(messageId);
          setTimeout(() => {
            this.inProgress.delete(messageId);
            this.received.push(raw);
            this.messageIds.push(messageId);
            callback();
          }, this.delayMs);
        });
      },
    });
    // A sender killed mid-message (as the crash tests do) resets its connection: not a failure of
    // this server. Anything else still is.
    this.server.on('error', (error: Error & { remoteAddress?: string }) => {
      if (!error.remoteAddress) throw error;
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The messages received since the last call, parsed. */
  async take(): Promise<Email[]> {
    const messages = await Promise.all(this.received.map((raw) => PostalMime.parse(raw)));
    this.received = [];
    return messages;
  }
}
