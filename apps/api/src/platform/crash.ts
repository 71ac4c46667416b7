/**
 * Fault injection for the crash-recovery tests: `CRASH_POINTS=name:n,...` kills this process with
 * SIGKILL the n-th time it passes `crashPoint(name)`, exactly as a power cut would. Honoured only
 * when NODE_ENV=test; elsewhere every crash point is a no-op.
 */
const remaining = new Map<string, number>();

export function configureCrashPoints(spec: string | undefined, enabled: boolean) {
  remaining.clear();
  if (!enabled || !spec) return;
  for (const part of spec.split(',')) {
    const [name, count] = part.split(':');
    if (name) remaining.set(name.trim(), Math.max(1, Number(count ?? 1) || 1));
  }
}

export function crashPoint(name: string) {
  const left = remaining.get(name);
  if (left === undefined) return;
  if (left > 1) return void remaining.set(name, left - 1);
  process.kill(process.pid, 'SIGKILL');
}
