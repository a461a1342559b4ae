import type { FastifyInstance } from 'fastify';

export type FeedStream = {
  /** Resolves with the first `count` bet events from the stream's start (waiting for those not arrived yet). */
  take(count: number): Promise<Record<string, unknown>[]>;
  close(): void;
};

export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Opens a feed stream; resolves once the server has subscribed it (its `retry:` preamble arrived). */
export async function openFeedStream(url: string): Promise<FeedStream> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (!/^text\/event-stream/.test(res.headers.get('content-type') ?? '')) throw new Error(`not a stream: ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  let subscribed = false;
  const readMore = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('retry:')) subscribed = true;
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (/^event: bet$/m.test(block) && data) events.push(JSON.parse(data) as Record<string, unknown>);
    }
  };
  while (!subscribed) await readMore();
  return {
    async take(count) {
      while (events.length < count) await readMore();
      return events.slice(0, count);
    },
    close: () => controller.abort(),
  };
}
