import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textFrame } from './text-frame';

// ws frames its own sends with Sender.frame, which its type definitions do not declare.
const { Sender } = createRequire(import.meta.url)('ws') as { Sender: { frame(data: Buffer, options: object): Buffer[] } };
const wsFrame = (payload: Buffer) =>
  Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false }));

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('frames %i bytes exactly as ws does', (length) => {
    const payload = Buffer.alloc(length, 'x');
    expect(textFrame(payload).equals(wsFrame(payload))).toBe(true);
  });

  it('keeps multi-byte text whole', () => {
    const payload = Buffer.from(JSON.stringify({ type: 'tick', name: 'Қазақ ₸' }));
    const frame = textFrame(payload);
    expect(frame.subarray(2).toString('utf8')).toBe(payload.toString('utf8'));
    expect(frame[1]).toBe(payload.length);
  });
});
