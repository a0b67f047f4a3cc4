import type { Config } from '../config.ts';
import type { OutboxService } from '../modules/outbox/outbox.service.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  readonly kind: 'gateway' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** Thrown when the gateway refuses a message; its text never includes the message (it carries a code). */
export class SmsGatewayError extends Error {
  override name = 'SmsGatewayError';
}

/**
 * An HTTP SMS gateway shaped like Twilio's Messages API (POST form fields To, From, Body with basic
 * auth to SMS_GATEWAY_URL) when configured, else the outbox.
 */
export function createSmsSender(config: Pick<Config, 'smsGateway'>, outbox: OutboxService): SmsSender {
  const gateway = config.smsGateway;
  if (!gateway) {
    return {
      kind: 'outbox',
      send: ({ to, text }) => outbox.record({ channel: 'SMS', to, subject: null, text }),
    };
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (gateway.user !== undefined || gateway.password !== undefined) {
    const credentials = `${gateway.user ?? ''}:${gateway.password ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;
  }
  return {
    kind: 'gateway',
    async send({ to, text }) {
      // The delivery log (read in the operator console) says whether the gateway took it, never the text.
      let ok = false;
      try {
        const response = await fetch(gateway.url, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ To: to, From: gateway.from, Body: text }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new SmsGatewayError(`SMS gateway answered ${response.status}`);
        ok = true;
      } finally {
        await outbox.logDelivery({ channel: 'SMS', to, subject: null, ok });
      }
    },
  };
}
