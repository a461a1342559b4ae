import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { findOutboxMessages, insertOutboxMessage, type OutboxMessage } from './repository';

export type EmailMessage = { to: string; subject: string; text: string };
export type SmsMessage = { to: string; text: string };

export interface Mailer {
  /** False when messages only go to the dev outbox. */
  readonly real: boolean;
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** An SMS provider: the dev outbox (SMS_PROVIDER=outbox) or an HTTP gateway (SMS_PROVIDER=http). */
export interface SmsSender {
  readonly real: boolean;
  send(message: SmsMessage): Promise<void>;
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    real: false,
    send: (message) => insertOutboxMessage(db, { channel: 'email', to: message.to, subject: message.subject, text: message.text }),
    async close() {},
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    real: true,
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}

export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    real: false,
    send: (message) => insertOutboxMessage(db, { channel: 'sms', to: message.to, subject: null, text: message.text }),
  };
}

const SMS_GATEWAY_TIMEOUT_MS = 5000;

/** POSTs `{ to, text, sender }` as JSON to the gateway; anything but a 2xx answer is a failed send. */
export function createHttpSmsSender(gateway: NonNullable<Config['smsHttp']>): SmsSender {
  return {
    real: true,
    async send(message) {
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text, sender: gateway.sender }),
        signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
}

export function createSmsSender(config: Pick<Config, 'smsProvider' | 'smsHttp'>, db: Db): SmsSender {
  switch (config.smsProvider) {
    case 'outbox':
      return createOutboxSmsSender(db);
    case 'http':
      if (!config.smsHttp) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
      return createHttpSmsSender(config.smsHttp);
  }
}

/**
 * Work done after the reply (messages whose timing must not tell whether an account exists). Each task's
 * failure goes to onError; settled() waits for every task started so far (the dev outbox, a graceful close).
 */
export type BackgroundWork = { run(task: () => Promise<void>): void; settled(): Promise<void> };

export function createBackgroundWork(onError: (error: unknown) => void): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      // On the next turn of the event loop, so the reply is written before the task starts.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type Delivery = { mailer: Mailer; sms: SmsSender; background: BackgroundWork };

/** The outbox is readable only when opted in (config refuses that in production) and some channel has no real transport. */
export function isOutboxServed(devOutbox: boolean, delivery: Delivery): boolean {
  return devOutbox && !(delivery.mailer.real && delivery.sms.real);
}

export function listOutbox(db: Db, to: string): Promise<OutboxMessage[]> {
  return findOutboxMessages(db, to, 50);
}
