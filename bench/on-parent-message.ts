/**
 * A bench worker's handler of its parent's messages. An async handler's failure would otherwise be an unhandled
 * rejection the parent never hears of: it is printed and ends the worker with exit code 1, which the parent sees.
 */
export function onParentMessage<Message>(handle: (message: Message) => Promise<void>): void {
  process.on('message', (message: Message) => {
    handle(message).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
