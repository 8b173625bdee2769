import type { SignedInClient } from '../../test/support/api-client';
import { progress, random } from '../support';
import { type Call, nextAction } from './mix';
import type { Person } from './people';
import type { World } from './world';

/** One request of the run. */
export interface Sample {
  kind: string;
  route: string;
  ms: number;
  /** The HTTP status, or 0 when the request failed without one. */
  status: number;
  ok: boolean;
  /** The answer's message when it was refused (the first few kept per route). */
  msg?: string;
}

export interface OpenLoop {
  mix: Sample[];
  probe: Sample[];
  /** The largest delay between a request's planned start and its start (this process's own lag). */
  maxLaunchLagMs: number;
}

/** Times `send`, recording its status; a thrown error is a failed request (status 0). */
function recorder(into: Sample[]): Call {
  return async (kind, route, send) => {
    const started = performance.now();
    try {
      const answer = await send();
      const good = answer.status >= 200 && answer.status < 300 && answer.body.code === 0;
      into.push({
        kind,
        route,
        ms: performance.now() - started,
        status: answer.status,
        ok: good,
        ...(good ? {} : { msg: answer.body.msg }),
      });
      return answer;
    } catch (error) {
      into.push({ kind, route, ms: performance.now() - started, status: 0, ok: false, msg: String(error) });
      return undefined;
    }
  };
}

/**
 * The open loop: requests start at `rate` per second, evenly spaced, whatever earlier ones are
 * doing (a slow answer delays no later request, so it cannot hide). Each start draws a person
 * (everyone equally often, each on their own API process) and one of their role's actions. Beside
 * it the probe's small signed GET (`probePath`) starts at `probeRate` per second, in turn on each
 * API process. Answers once every started request has ended.
 */
export async function runOpenLoop(
  people: Person[],
  world: World,
  opts: { rate: number; seconds: number; probes: SignedInClient[]; probePath: string; probeRate: number },
  onMinute: (minute: number, mix: Sample[]) => void,
): Promise<OpenLoop> {
  const mix: Sample[] = [];
  const probe: Sample[] = [];
  const callMix = recorder(mix);
  const callProbe = recorder(probe);
  const r = random(20261128);
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const total = Math.round(opts.rate * opts.seconds);
  const probes = Math.round(opts.probeRate * opts.seconds);
  const start = performance.now();
  let launched = 0;
  let probed = 0;
  let maxLaunchLagMs = 0;
  let minute = 0;
  while (launched < total || probed < probes) {
    const now = performance.now() - start;
    while (launched < total && (launched * 1000) / opts.rate <= now) {
      maxLaunchLagMs = Math.max(maxLaunchLagMs, now - (launched * 1000) / opts.rate);
      const person = people[Math.floor(r() * people.length)]!;
      const action = nextAction(person.role, r());
      const own = random(Math.floor(r() * 2 ** 32));
      track(
        action(person, world, own, callMix).catch((e: unknown) =>
          progress(`load: action failed: ${String(e)}`),
        ),
      );
      launched++;
    }
    while (probed < probes && (probed * 1000) / opts.probeRate <= now) {
      const client = opts.probes[probed % opts.probes.length]!;
      track(
        callProbe('probe', `GET ${opts.probePath}`, () => client.get(opts.probePath)).then(() => undefined),
      );
      probed++;
    }
    if (Math.floor(now / 60_000) > minute) onMinute(++minute, mix);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all([...inFlight]);
  return { mix, probe, maxLaunchLagMs };
}
