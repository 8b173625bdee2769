import type { AppendResult } from '../types';
import { AppendGroups, type QueuedAppend, expectedCode } from './append-group';

const event = (id: string) => ({ id, type: 'E', data: {} });

/** A committer that holds each group until released, recording what went together. */
function heldCommits() {
  const groups: string[][] = [];
  const release: (() => void)[] = [];
  const commit = (group: QueuedAppend[]): Promise<void> => {
    groups.push(group.map((a) => `${a.streamId}:${a.events[0]!.id}`));
    return new Promise<void>((resolve) =>
      release.push(() => {
        group.forEach((a, i) =>
          a.resolve({ nextExpectedRevision: 0, position: BigInt(groups.length * 100 + i) }),
        );
        resolve();
      }),
    );
  };
  return { groups, release, commit };
}

describe('group commit of appends', () => {
  it('sends a lone append at once and everything that waited meanwhile in one group', async () => {
    const held = heldCommits();
    const groups = new AppendGroups({ maxInFlight: 1, maxEvents: 100 }, held.commit);
    const first = groups.submit('a', [event('1')], 'any');
    const later = ['b', 'c', 'd'].map((s, i) => groups.submit(s, [event(`${i + 2}`)], 'no_stream'));
    expect(held.groups).toEqual([['a:1']]);
    held.release.shift()!();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(held.groups).toEqual([['a:1'], ['b:2', 'c:3', 'd:4']]);
    held.release.shift()!();
    const results: AppendResult[] = await Promise.all(later);
    expect(results.map((r) => r.position)).toEqual([200n, 201n, 202n]);
  });

  it("never puts two appends to one stream in a group, and keeps a stream's appends in order", async () => {
    const held = heldCommits();
    const groups = new AppendGroups({ maxInFlight: 1, maxEvents: 100 }, held.commit);
    const all = [groups.submit('x', [event('0')], 'any')];
    all.push(groups.submit('a', [event('1')], 'any'));
    all.push(groups.submit('b', [event('2')], 'any'));
    all.push(groups.submit('a', [event('3')], 'any'));
    all.push(groups.submit('c', [event('4')], 'any'));
    all.push(groups.submit('a', [event('5')], 'any'));
    while (held.release.length) {
      held.release.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(all);
    expect(held.groups).toEqual([['x:0'], ['a:1', 'b:2', 'c:4'], ['a:3'], ['a:5']]);
  });

  it('keeps a group within its events, and fails only the appends of a group whose commit failed', async () => {
    const seen: string[][] = [];
    let fail = true;
    const groups = new AppendGroups({ maxInFlight: 1, maxEvents: 3 }, async (group) => {
      seen.push(group.map((a) => a.streamId));
      await new Promise((r) => setImmediate(r));
      if (fail) {
        fail = false;
        throw new Error('lost');
      }
      for (const a of group) a.resolve({ nextExpectedRevision: 0, position: 1n });
    });
    const first = groups.submit('a', [event('1')], 'any');
    const rest = [
      groups.submit('b', [event('2'), event('3')], 'any'),
      groups.submit('c', [event('4'), event('5')], 'any'),
      groups.submit('d', [event('6')], 'any'),
    ];
    await expect(first).rejects.toThrow('lost');
    await Promise.all(rest);
    expect(seen).toEqual([['a'], ['b', 'd'], ['c']]);
  });

  it('codes expected revisions for the group statement', () => {
    expect([
      expectedCode('any'),
      expectedCode('no_stream'),
      expectedCode('stream_exists'),
      expectedCode(4),
    ]).toEqual([-2, -1, -3, 4]);
  });
});
