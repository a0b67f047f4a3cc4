import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { OutboxService } from '../modules/outbox/outbox.service.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP (nodemailer) when SMTP_URL is set, else the outbox (ARCHITECTURE.md decision 8). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, outbox: OutboxService): Mailer {
  if (!config.smtpUrl) {
    return {
      kind: 'outbox',
      send: ({ to, subject, text }) => outbox.record({ channel: 'EMAIL', to, subject, text }),
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from: config.mailFrom, to, subject, text });
      } catch (error) {
        await outbox.logDelivery({ channel: 'EMAIL', to, subject, ok: false });
        throw error;
      }
      await outbox.logDelivery({ channel: 'EMAIL', to, subject, ok: true });
    },
    close: () => transport.close(),
  };
}
