import type { PageMessage, WorkerMessage } from './messages';

/**
 * Sends a message to the worker that serves this page and waits for its answer (undefined without a worker, or after
 * `timeoutMs`): the page must work the same when there is none (an old browser, the first visit, jsdom).
 */
export function askWorker(message: PageMessage, timeoutMs = 3000): Promise<WorkerMessage | undefined> {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<WorkerMessage>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    controller.postMessage(message, [channel.port2]);
  });
}

/** Tells the worker without waiting for an answer. */
export function tellWorker(message: PageMessage): void {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  controller?.postMessage(message);
}
