import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandlers } from '../http/error-handler';
import type { JobLog } from '../jobs/job-queue';

/** Helpers for the providers' tests. What a test's merchant server received, and how it answers next. */
export type Receiver = {
  url: string;
  received: { headers: IncomingHttpHeaders; body: Buffer }[];
  /** Status codes to answer, in order; after the list runs out, `then`. */
  answers: number[];
  then: number;
  close(): Promise<void>;
};

/** A merchant endpoint the test starts on a random port: it records each POST and answers as told. */
export async function startReceiver(answers: number[] = [], then = 200): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { received: [], answers: [...answers], then };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = receiver.answers.shift() ?? receiver.then;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/billing/webhooks/sandbox`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

export const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A bare app with the api's validation and error handling, for mounting one plugin. */
export async function bareApp(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await register(app);
  await app.ready();
  return app;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
