import type { LogFn, Logger } from 'pino';

/**
 * pino's `logMethod` hook: a client that went away before its answer was written is not the
 * store's error. @fastify/compress logs every failed compression pipe at error level, a shopper
 * closing the tab mid-answer included (ERR_STREAM_PREMATURE_CLOSE); such a line is written at debug.
 */
export function clientAbortsAtDebug(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const first: unknown = args[0];
  const premature = first instanceof Error && (first as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
  if (level >= this.levels.values.error! && premature) {
    this.debug({ err: first }, 'client closed the connection before the answer was written');
    return;
  }
  method.apply(this, args);
}
