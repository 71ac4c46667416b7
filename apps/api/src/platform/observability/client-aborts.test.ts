import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { clientAbortsAtDebug } from './client-aborts';

function loggerAt(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level, hooks: { logMethod: clientAbortsAtDebug } }, sink), lines };
}

const prematureClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

describe('client aborts in the log', () => {
  it('writes a client that closed mid-answer at debug, not error', async () => {
    const info = loggerAt('info');
    info.log.error(prematureClose());
    const debug = loggerAt('debug');
    debug.log.error(prematureClose());
    await new Promise((r) => setImmediate(r));
    expect(info.lines).toEqual([]);
    expect(debug.lines.map((l) => [l.level, l.msg])).toEqual([[20, 'client closed the connection before the answer was written']]);
  });

  it('keeps every other error at error', async () => {
    const { log, lines } = loggerAt('info');
    log.error(new Error('database unreachable'));
    log.error({ err: prematureClose() }, 'an error logged with an object first stays');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.level)).toEqual([50, 50]);
    expect(lines[0]!.msg).toBe('database unreachable');
  });
});
