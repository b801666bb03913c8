/**
 * The page's Content-Security-Policy forbids eval, and zod probes for it (`new Function`) before its first parse: it
 * catches the refusal, but the browser reports a violation. zod reads its configuration from one object on globalThis
 * (`__zod_globalConfig`, the object `z.config()` returns), so setting `jitless` there before any bundle's zod runs turns
 * the probe off for every copy of zod on the page, without loading zod with the shell's entry: no page's first screen
 * uses it. zod-jitless.test.ts checks zod still reads this object.
 */
export function turnZodEvalProbeOff(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
