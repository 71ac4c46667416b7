import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { DevMailbox, MessageTransport, OutgoingMessage } from './transport';

/**
 * Logs instead of delivering. Outside production the message body goes to the log and the dev
 * mailbox; in production only the envelope is logged so codes never reach the logs.
 */
export class ConsoleTransport implements MessageTransport {
  readonly name = 'console';
  constructor(private readonly options: { channel: 'mail' | 'sms'; log: FastifyBaseLogger; clock: Clock; mailbox?: DevMailbox }) {}

  async send(message: OutgoingMessage) {
    const { channel, log, mailbox, clock } = this.options;
    if (mailbox) {
      mailbox.add(message, clock.now());
      log.info({ channel, to: message.to, subject: message.subject, text: message.text }, `${channel} sent (console transport)`);
    } else {
      log.info({ channel, to: message.to, subject: message.subject }, `${channel} sent (console transport)`);
    }
  }
}
