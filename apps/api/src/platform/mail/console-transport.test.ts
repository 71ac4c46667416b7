import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../clock';
import { ConsoleTransport } from './console-transport';
import { DevMailbox } from './transport';

/** A logger that keeps what it was given. */
function recordingLog() {
  const lines: unknown[] = [];
  return { lines, log: { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger };
}

describe('ConsoleTransport', () => {
  const message = { to: 'a@example.test', subject: 'Your code', text: 'Your code is 123456' };

  it('outside production, keeps the message in the dev mailbox', async () => {
    const { log } = recordingLog();
    const mailbox = new DevMailbox(2);
    const transport = new ConsoleTransport({ channel: 'mail', log, clock: new FakeClock('2025-01-01T00:00:00Z'), mailbox });
    await transport.send(message);
    await transport.send({ ...message, to: 'b@example.test' });
    await transport.send({ ...message, to: 'c@example.test' });
    expect(mailbox.list().map((m) => m.to)).toEqual(['c@example.test', 'b@example.test']);
    expect(mailbox.list()[0]).toMatchObject({ sentAt: '2025-01-01T00:00:00.000Z', text: message.text });
  });

  it('in production (no mailbox), logs only the envelope so codes never reach the logs', async () => {
    const { log, lines } = recordingLog();
    await new ConsoleTransport({ channel: 'sms', log, clock: new FakeClock() }).send(message);
    expect(lines).toEqual([{ channel: 'sms', to: message.to, subject: message.subject }]);
    expect(JSON.stringify(lines)).not.toContain('123456');
  });
});
