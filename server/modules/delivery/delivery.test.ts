import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerByEmail } from '../../test/auth-helpers';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSmsSender } from './service';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on an ephemeral loopback port that keeps every message it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; next(): Promise<Received>; close(): Promise<void> }> {
  const received: Received[] = [];
  const waiters: Array<(message: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiters.shift()?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text of a simple message, quoted-printable undone. */
const bodyOf = (raw: string) =>
  raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** GET /dev/outbox's reply. */
type OutboxReply = { data: { id: number; channel: string; to: string; subject: string | null; text: string }[] };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Casino <no-reply@casino.test>', webUrl: 'https://casino.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('email over SMTP', () => {
  it('delivers the login code through the SMTP server', async () => {
    await registerByEmail(t.app, 'smtp@example.com');
    const arriving = smtp.next();
    expect((await post(t.app, '/api/v2/auth/login/email/verification', { email: 'smtp@example.com' })).statusCode).toBe(200);
    const message = await arriving;
    expect(message.from).toBe('no-reply@casino.test');
    expect(message.to).toEqual(['smtp@example.com']);
    expect(message.raw).toMatch(/^Subject: Your login code/m);
    const code = /login code: (\d{6})/.exec(bodyOf(message.raw))![1];
    const login = await post(t.app, '/api/v2/auth/login/email/code', { email: 'smtp@example.com', code });
    expect(login.statusCode).toBe(200);
  });

  it('delivers the recovery link built on WEB_URL', async () => {
    const arriving = smtp.next();
    await post(t.app, '/api/v2/auth/password/email/forgot', { email: 'smtp@example.com' });
    const body = bodyOf((await arriving).raw);
    const token = /https:\/\/casino\.example\/reset-password\/([A-Za-z0-9_-]{43})\?email=smtp%40example\.com/.exec(body)?.[1];
    expect(token).toBeDefined();
    expect((await post(t.app, '/api/v2/auth/password/email/token/check', { token })).statusCode).toBe(200);
  });

  it('sent email does not go to the outbox; SMS still does', async () => {
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=smtp@example.com' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json<{ data: unknown }>().data).toEqual([]);
    const res = await post(t.app, '/api/v2/auth/register/phone', { phone: '+77031112233', password: 'long enough 1' });
    expect(res.statusCode).toBe(200);
    await post(t.app, '/api/v2/auth/login/phone/verification', { phone: '+77031112233' });
    // An unencoded "+" arrives as a space; the outbox reads it back as a phone.
    const sms = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=+77031112233' });
    expect(sms.json<OutboxReply>().data[0]).toMatchObject({
      channel: 'sms',
      to: '+77031112233',
      subject: null,
      text: expect.stringMatching(/\d{6}/),
    });
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages newest first in the contract shape', async () => {
    const dev = await createTestApp();
    try {
      const token = await registerByEmail(dev.app, 'outbox@example.com');
      await post(dev.app, '/api/v2/auth/email/send', {}, { token });
      await post(dev.app, '/api/v2/auth/login/email/verification', { email: 'outbox@example.com' });
      const res = await dev.app.inject({ method: 'GET', url: '/dev/outbox?to=OUTBOX@example.com' });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<OutboxReply>();
      expect(data).toHaveLength(2);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        channel: 'email',
        to: 'outbox@example.com',
        subject: 'Your login code',
        text: expect.stringMatching(/\d{6}/),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(data[1].subject).toBe('Confirm your contact');
      expect((await dev.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(422);
    } finally {
      await dev.close();
    }
  });

  it('404 when every channel has a real transport, and unless opted in (DEV_OUTBOX)', async () => {
    const real = await createTestApp({ smtpUrl: smtp.url }, { sms: { real: true, send: async () => undefined } });
    const off = await createTestApp({ devOutbox: false });
    try {
      for (const app of [real.app, off.app]) {
        const res = await app.inject({ method: 'GET', url: '/dev/outbox?to=a@example.com' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.' });
      }
    } finally {
      await real.close();
      await off.close();
    }
  });

  it('answers only a caller on this machine, not one from the network or forwarded by a proxy', async () => {
    const dev = await createTestApp();
    try {
      const read = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
        dev.app.inject({ method: 'GET', url: '/dev/outbox?to=a@example.com', ...options });
      expect((await read({})).statusCode).toBe(200);
      expect((await read({ remoteAddress: '::1' })).statusCode).toBe(200);
      expect((await read({ remoteAddress: '192.0.2.7' })).statusCode).toBe(404);
      expect((await read({ headers: { 'x-forwarded-for': '192.0.2.7' } })).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('the language of a message', () => {
  const send = (app: TestApp['app'], url: string, payload: object, language?: string) =>
    app.inject({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });

  it("follows the account's locale, else the request's Accept-Language, else English", async () => {
    const dev = await createTestApp();
    const outbox = async (to: string) =>
      (await dev.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<OutboxReply>().data[0];
    try {
      // Registered in Russian: the account's locale is ru, whatever a later request asks for.
      await send(dev.app, '/api/v2/auth/register/email', { email: 'ru@example.com', password: 'long enough 1' }, 'ru-RU,ru;q=0.9');
      await send(dev.app, '/api/v2/auth/login/email/verification', { email: 'ru@example.com' }, 'en-US');
      expect(await outbox('ru@example.com')).toMatchObject({
        subject: 'Код для входа',
        text: expect.stringMatching(/^Ваш код для входа: \d{6}\./),
      });

      // No locale on the account: the request's language decides (kk is Kazakh).
      await send(dev.app, '/api/v2/auth/register/phone', { phone: '+77035550011', password: 'long enough 1' });
      await send(dev.app, '/api/v2/auth/password/phone/forgot', { phone: '+77035550011' }, 'kk-KZ');
      expect((await outbox('+77035550011')).text).toMatch(/^Құпиясөзді қалпына келтіру коды: \d{6}\./);

      await send(dev.app, '/api/v2/auth/register/email', { email: 'plain@example.com', password: 'long enough 1' });
      await send(dev.app, '/api/v2/auth/password/email/forgot', { email: 'plain@example.com' }, 'de-DE');
      const reset = await outbox('plain@example.com');
      expect(reset.subject).toBe('Reset your password');
      expect(/\b(\d{6})\b/.exec(reset.text)?.index).toBe(reset.text.indexOf(': ') + 2);
    } finally {
      await dev.close();
    }
  });
});

describe('SMS through an HTTP gateway (SMS_PROVIDER=http)', () => {
  it('posts the code with the bearer token; a refusing gateway does not change the reply', async () => {
    const received: Array<{ auth: string | undefined; body: { to: string; text: string; sender: string } }> = [];
    let status = 200;
    const gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    const app = await createTestApp(
      {},
      {
        sms: createSmsSender(
          { smsProvider: 'http', smsHttp: { url: `http://127.0.0.1:${port}/send`, token: 'gw-token', sender: 'Kazino' } },
          null as never,
        ),
      },
    );
    try {
      await post(app.app, '/api/v2/auth/register/phone', { phone: '+77037770011', password: 'long enough 1' });
      expect((await post(app.app, '/api/v2/auth/login/phone/verification', { phone: '+77037770011' })).statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({
        auth: 'Bearer gw-token',
        body: { to: '+77037770011', sender: 'Kazino', text: expect.stringMatching(/^Your login code: \d{6}\./) },
      });
      const code = /\b(\d{6})\b/.exec(received[0].body.text)![1];
      expect((await post(app.app, '/api/v2/auth/login/phone/code', { phone: '+77037770011', code })).statusCode).toBe(200);

      status = 503;
      await post(app.app, '/api/v2/auth/register/phone', { phone: '+77037770022', password: 'long enough 1' });
      expect((await post(app.app, '/api/v2/auth/login/phone/verification', { phone: '+77037770022' })).statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(2);
      const outbox = await app.app.inject({ method: 'GET', url: '/dev/outbox?to=%2B77037770011' });
      expect(outbox.json<{ data: unknown }>().data).toEqual([]);
    } finally {
      await app.close();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it('refuses SMS_PROVIDER=http without SMS_HTTP_URL at start-up', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL: must be set when SMS_PROVIDER is http/);
  });
});
