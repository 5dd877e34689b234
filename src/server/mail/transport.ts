import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { site } from '@/config/site';
import type { OutboxMessage } from '@/server/db/schema';
import { PRIVATE_FILE_MODE, privateFolder } from '@/server/files/private-folders';

export type OutgoingEmail = Omit<OutboxMessage, 'attachments'> & {
  messageId: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

export interface MailTransport {
  readonly description: string;
  send(message: OutgoingEmail): Promise<void>;
  close?(): void;
}

const SENDER = { name: site.name, address: site.email };

function toNodemailerMessage(message: OutgoingEmail): Mail.Options {
  return {
    from: SENDER,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: message.headers,
    attachments: message.attachments,
    icalEvent: message.calendar
      ? {
          method: message.calendar.method,
          filename: message.calendar.filename,
          content: message.calendar.content,
        }
      : undefined,
  };
}

export function smtpTransport(url: string): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    url,
    // Fail fast when the server is down: the outbox retries later, nobody is waiting on it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as SMTPTransport.Options);
  return {
    description: `${parsed.protocol}//${parsed.host}`,
    async send(message) {
      await transporter.sendMail(toNodemailerMessage(message));
    },
    close: () => transporter.close(),
  };
}

// Written under a temporary name and renamed, so a reader never sees half a file.
export function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: directory,
    async send(message) {
      const info = await transporter.sendMail(toNodemailerMessage(message));
      await privateFolder(directory);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${message.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const temporary = path.join(directory, `.${randomUUID()}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, path.join(directory, name));
    },
  };
}

export function transportFromEnv(env: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : fileTransport(path.resolve(env.DATA_DIR, 'outbox'));
}
