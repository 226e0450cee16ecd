/**
 * Calls `then` once the browser has painted the frame being prepared now, and returns a
 * function that cancels the call. For work that should follow what the visitor is about to
 * see (the rest of a page opened within the app, a toast beside a new page).
 */
export function afterNextPaint(then: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) then();
  };
  // A frame is painted after its animation-frame callbacks; a message task runs after that.
  const frame = requestAnimationFrame(() => channel.port2.postMessage(undefined));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}

/**
 * Resolves in a task of its own: what follows the await runs after the browser has had the
 * chance to handle input and paint, so two pieces of start-up work make two short tasks
 * rather than one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
