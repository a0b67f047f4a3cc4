import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/adapters/mail.ts';
import { createSmsSender } from '../src/adapters/sms.ts';
import { AUTH_ENV, Browser, SMS_TEXT, signedUp, uniquePhone } from './auth-helpers.ts';
import { setupTestApp, testConfig } from './helper.ts';

/** A real SMTP server on 127.0.0.1 (ephemeral port) keeping what it receives. */
const received: Array<{ from: string; to: string[]; data: string }> = [];
let smtpRefuses = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    callback(
      smtpRefuses ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined,
    );
  },
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});

/** A Twilio-shaped SMS gateway. */
const gatewayCalls: Array<{ authorization: string | undefined; body: URLSearchParams }> = [];
let gatewayStatus = 201;
const gateway = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    gatewayCalls.push({ authorization: req.headers.authorization, body: new URLSearchParams(body) });
    res.writeHead(gatewayStatus, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
  });
});

let smtpPort = 0;
let gatewayPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayPort = (gateway.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

// The app reads its settings at build time, after the servers above listen (beforeAll runs in order).
// trace: the tests below read the log (what it says, and that it never carries a secret).
const env: Record<string, string> = { ...AUTH_ENV, LOG_LEVEL: 'trace' };
const ctx = setupTestApp({
  get env() {
    return {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Casino <no-reply@casino.example>',
      SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/2010-04-01/Accounts/AC1/Messages.json`,
      SMS_GATEWAY_USER: 'AC1',
      SMS_GATEWAY_PASSWORD: 'gateway-secret',
      SMS_FROM: '+15005550006',
    };
  },
});

describe('mail over SMTP', () => {
  it('delivers the reset mail to a real SMTP server, not to the outbox', async () => {
    const { email } = await signedUp(ctx.app, { languageCode: 'en' });
    const res = await new Browser(ctx.app).post('/auth/forgot-password', { email });
    expect(res.statusCode).toBe(204);
    await ctx.app.background.drain(); // the mail goes out after the answer
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('no-reply@casino.example');
    expect(mail?.data).toMatch(/Subject: Reset your password/);
    // Quoted-printable: soft line breaks and =3D for '='.
    const text = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('/reset-password?token=');
    // Not in the outbox: only the delivery log's line, without the text (it carries the reset link).
    const outbox = await ctx.db
      .selectFrom('outbox_messages')
      .select(['channel', 'status', 'text', 'subject'])
      .where('recipient', '=', email)
      .execute();
    expect(outbox).toEqual([
      { channel: 'EMAIL', status: 'SENT', text: null, subject: 'Reset your password' },
    ]);
  });

  it('a refusing mail server changes nothing in the answer (no enumeration) and is logged', async () => {
    smtpRefuses = true;
    try {
      const { email } = await signedUp(ctx.app, { languageCode: 'en' });
      const before = received.length;
      const res = await new Browser(ctx.app).post('/auth/forgot-password', { email });
      expect(res.statusCode).toBe(204);
      await ctx.app.background.drain();
      expect(received).toHaveLength(before);
      expect(ctx.logs.entries()).toContainEqual(
        expect.objectContaining({ task: 'password-reset-mail', msg: 'background task failed' }),
      );
      expect(ctx.logs.lines.join('\n')).not.toContain('reset-password?token=');
    } finally {
      smtpRefuses = false;
    }
  });

  it('uses the outbox without SMTP_URL', () => {
    expect(createMailer(testConfig(), NO_OUTBOX).kind).toBe('outbox');
  });
});

const NO_OUTBOX = {
  record: async () => {},
  logDelivery: async () => {},
  list: async () => [],
  page: async () => ({ data: [], total: 0 }),
};

describe('SMS over the gateway', () => {
  it('posts To, From, Body with basic auth', async () => {
    const { browser } = await signedUp(ctx.app);
    const phoneNumber = uniquePhone();
    const res = await browser.post('/auth/RequestOtpSms', { phoneNumber, messageText: SMS_TEXT });
    expect(res.statusCode).toBe(200);
    const call = gatewayCalls.at(-1)!;
    expect(call.authorization).toBe(`Basic ${Buffer.from('AC1:gateway-secret').toString('base64')}`);
    expect(call.body.get('To')).toBe(phoneNumber);
    expect(call.body.get('From')).toBe('+15005550006');
    expect(call.body.get('Body')).toMatch(/^Your Yozakura Casino code: \d{6}$/);
  });

  it('a refusing gateway becomes 500 TECHNICAL_ERROR, and the log does not carry the text', async () => {
    gatewayStatus = 500;
    try {
      const { browser } = await signedUp(ctx.app);
      const res = await browser.post('/auth/RequestOtpSms', {
        phoneNumber: uniquePhone(),
        messageText: SMS_TEXT,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: 'TECHNICAL_ERROR' } });
      const body = gatewayCalls.at(-1)!.body.get('Body')!;
      expect(ctx.logs.lines.join('\n')).not.toContain(body.slice(-6));
    } finally {
      gatewayStatus = 201;
    }
  });

  it('uses the outbox without SMS_GATEWAY_URL', () => {
    expect(createSmsSender(testConfig(), NO_OUTBOX).kind).toBe('outbox');
  });
});
