export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMessage extends OutgoingMessage {
  sentAt: string;
}

/** Mail and SMS both go through a transport; the console one keeps a dev mailbox outside production. */
export interface MessageTransport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Recent messages kept in memory for the dev mailbox (newest first). */
export class DevMailbox {
  private readonly items: SentMessage[] = [];
  constructor(private readonly capacity = 200) {}
  add(message: OutgoingMessage, at: Date) {
    this.items.unshift({ ...message, sentAt: at.toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }
  list(): SentMessage[] {
    return [...this.items];
  }
}
