export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __apiStack?: { backend: { stop(): Promise<void> }; control: { close(cb: () => void): void } } }).__apiStack;
  if (!running) return;
  await new Promise<void>((resolve) => running.control.close(() => resolve()));
  await running.backend.stop();
}
