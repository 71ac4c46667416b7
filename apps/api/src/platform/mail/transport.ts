export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, the notice's kind). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a repeated delivery of one email is recognised as the same message. */
  messageId?: string;
}

export interface SentMessage extends OutgoingMessage {
  /** Position-independent id, so a page can link to one message while newer ones arrive. */
  id: number;
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
  private next = 1;
  constructor(private readonly capacity = 200) {}
  add(message: OutgoingMessage, at: Date) {
    this.items.unshift({ ...message, id: this.next++, sentAt: at.toISOString() });
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }
  list(): SentMessage[] {
    return [...this.items];
  }
  get(id: number): SentMessage | undefined {
    return this.items.find((m) => m.id === id);
  }
}
