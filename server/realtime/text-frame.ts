/**
 * A final, unmasked WebSocket text frame (RFC 6455 section 5.2) around the payload: what a server sends. A broadcast
 * frames its event once and writes these same bytes to every socket, instead of ws framing it again for each one
 * (a header allocated and two writes per socket per tick, #11's fan-out cost).
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN and opcode 1 (text)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
