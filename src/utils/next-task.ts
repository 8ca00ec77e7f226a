/** Runs `callback` in a new task of its own: a message event, without setTimeout's clamping. */
export function nextTask(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}
