import { decodeJobId, encodeJobId } from './bullmq-job-queue';
import { backoffDelayMs, checkJobId, JobSetupError, registerJobs, scheduledJob } from './job-registry';
import type { JobDefinition } from './job-types';

const noop = async (): Promise<void> => undefined;
const register = (definitions: JobDefinition<unknown>[]) =>
  registerJobs(definitions, Object.fromEntries(definitions.map((d) => [d.name, noop])));

describe('job registry', () => {
  it('fills in the defaults', () => {
    const job = register([{ name: 'bills.generate' }]).get('bills.generate');
    expect(job).toMatchObject({ name: 'bills.generate', attempts: 5, backoffMs: 1000 });
  });

  it.each<[string, JobDefinition<unknown>, RegExp]>([
    ['attempts 0', { name: 'a.b', attempts: 0 }, /"a.b" has attempts 0/],
    ['fractional attempts', { name: 'a.b', attempts: 1.5 }, /"a.b" has attempts 1.5/],
    ['negative backoff', { name: 'a.b', backoffMs: -1 }, /"a.b" has backoffMs -1/],
    ['an empty schedule', { name: 'a.b', schedule: {} }, /"a.b" needs exactly one of/],
    ['both everyMs and cron', { name: 'a.b', schedule: { everyMs: 1000, cron: '* * * * *' } }, /exactly one/],
    ['everyMs 0', { name: 'a.b', schedule: { everyMs: 0 } }, /"a.b" has schedule.everyMs 0/],
    ['a bad cron', { name: 'a.b', schedule: { cron: '61 * * * *' } }, /"a.b" has a bad schedule/],
  ])('refuses %s, naming the job type', (_what, definition, message) => {
    expect(() => register([definition])).toThrow(JobSetupError);
    expect(() => register([definition])).toThrow(message);
  });

  it('refuses a job type defined twice and a handler that is not a function', () => {
    expect(() => registerJobs([{ name: 'a.b' }, { name: 'a.b' }], { 'a.b': noop })).toThrow(
      'Job type "a.b" is defined twice',
    );
    expect(() => registerJobs([{ name: 'a.b' }], { 'a.b': 'run' as never })).toThrow(
      'Job type "a.b" has no handler',
    );
    // Only own handlers count, not what every object inherits.
    expect(() => registerJobs([{ name: 'toString' }], {})).toThrow('Job type "toString" has no handler');
  });

  it('backs off exponentially like BullMQ', () => {
    expect([1, 2, 3, 4].map((failures) => backoffDelayMs(1000, failures))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('refuses empty and bare-number job ids', () => {
    expect(() => checkJobId('')).toThrow();
    expect(() => checkJobId('42')).toThrow(/bare number/);
    expect(() => checkJobId('-1')).toThrow(/bare number/);
    expect(() => checkJobId('2026-10')).not.toThrow();
    expect(() => checkJobId('bills:2026-10')).not.toThrow();
  });

  it('makes a scheduled job from the schedule, or one id per firing by default', () => {
    const jobs = register([
      {
        name: 'bills.generate',
        schedule: { everyMs: 1000, data: () => ({ x: 1 }), jobId: (now) => `bills:${now.getUTCFullYear()}` },
      },
      { name: 'wages.sheet', schedule: { everyMs: 1000 } },
    ]);
    const at = new Date(Date.UTC(2026, 9, 31, 16));
    expect(scheduledJob(jobs.get('bills.generate')!, at)).toEqual({ data: { x: 1 }, jobId: 'bills:2026' });
    expect(scheduledJob(jobs.get('wages.sheet')!, at)).toEqual({
      data: {},
      jobId: 'wages.sheet@2026-10-31T16:00:00.000Z',
    });
  });

  it('escapes job ids for BullMQ reversibly', () => {
    for (const id of ['bills:2026-10', 'a%3Ab', '%', '%25:%3A', 'x:y:z', 'plain']) {
      const stored = encodeJobId(id);
      expect(stored).not.toContain(':');
      expect(decodeJobId(stored)).toBe(id);
    }
    expect(encodeJobId('a:b')).not.toBe(encodeJobId('a%3Ab'));
  });
});
