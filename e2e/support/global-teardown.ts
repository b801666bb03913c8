export default async function globalTeardown(): Promise<void> {
  const running = (globalThis as { __e2eStack?: { backend: { stop(): Promise<void> }; children: { stop(): Promise<void> }; control: { close(cb: () => void): void } } }).__e2eStack;
  if (!running) return;
  await new Promise<void>((resolve) => running.control.close(() => resolve()));
  await running.children.stop();
  await running.backend.stop();
}
