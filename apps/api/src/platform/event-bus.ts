import type { Tx } from '../db/client';

/** An event is a plain object named by its `type`. */
export interface TypedEvent {
  type: string;
}

export type EventOf<E extends TypedEvent, K extends E['type']> = Extract<E, { type: K }>;

/** What one subscriber does for the events it cares about, in the transaction of the change. */
export type Handlers<E extends TypedEvent> = { [K in E['type']]?: (tx: Tx, event: EventOf<E, K>) => Promise<void> };

/** A named set of handlers (the name shows in the event → subscribers table). */
export interface Subscription<E extends TypedEvent> {
  subscriber: string;
  on: Handlers<E>;
}

type Handler<E extends TypedEvent> = { subscriber: string; handle: (tx: Tx, event: E) => Promise<void> };

/**
 * Synchronous, in-transaction publish/subscribe. A command emits inside its transaction and every
 * subscriber runs there, in registration order, before the command goes on: reactions commit or roll
 * back with the change that caused them, as atomic as calling them inline, while the emitting module
 * knows none of them. Work outside the database is never done here: subscribers enqueue it (outbox,
 * job queue) in the same transaction. Subscriptions are made while the app is built, then sealed.
 */
export class EventBus<E extends TypedEvent> {
  private readonly handlers = new Map<string, Handler<E>[]>();
  private sealed = false;

  subscribe(...subscriptions: Subscription<E>[]) {
    if (this.sealed) throw new Error('Subscriptions are made while the app is built');
    for (const { subscriber, on } of subscriptions) {
      for (const [type, handle] of Object.entries(on) as [string, Handler<E>['handle'] | undefined][]) {
        if (!handle) continue;
        const list = this.handlers.get(type) ?? [];
        list.push({ subscriber, handle });
        this.handlers.set(type, list);
      }
    }
  }

  /** No subscription after this: what runs on an event is fixed once the app is built. */
  seal() {
    this.sealed = true;
  }

  async emit(tx: Tx, event: E) {
    for (const { handle } of this.handlers.get(event.type) ?? []) await handle(tx, event);
  }

  /** Event type → subscriber names, in the order they run (the documented table, tests). */
  table(): Map<string, string[]> {
    return new Map([...this.handlers].map(([type, list]) => [type, list.map((h) => h.subscriber)]));
  }
}
