/** Time comes from here so tests can move it instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }
  now() {
    return new Date(this.current);
  }
  set(at: Date | string | number) {
    this.current = new Date(at).getTime();
  }
  advance(ms: number) {
    this.current += ms;
  }
}
