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

/**
 * The system clock moved by an offset: a test-only server (NODE_ENV=test, TEST_CLOCK=true) lets
 * the browser journeys move its time through `POST /api/dev/clock` (issue 29: a delay's answer
 * window passing), as the API tests move a FakeClock.
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}
