import { deciderSpec } from '../../../../test/support/decider-spec';
import { type ReleaseRunEvent, releaseRunDecider, releaseRunStream } from './high-seas-release';

const { given } = deciderSpec(releaseRunDecider);
const DAY = '2030-01-01';
const started: ReleaseRunEvent = { type: 'HighSeasReleaseStarted', data: { day: DAY, total: 3, at: 't0' } };
const finished: ReleaseRunEvent = {
  type: 'HighSeasReleaseFinished',
  data: { day: DAY, released: 1, warned: 2, at: 't1' },
};

describe('the high-seas release runs of a day', () => {
  it('are recorded in a stream of their own per day, under the names existing streams hold', () => {
    expect(releaseRunStream(DAY)).toBe('highseas-release-2030-01-01');
  });

  it('start, then finish with what was released and warned', () => {
    given([])
      .when({ type: 'StartRelease', data: { day: DAY, total: 3, at: 't0' } })
      .then([started]);
    given([started])
      .when({ type: 'FinishRelease', data: { day: DAY, released: 1, warned: 2, at: 't1' } })
      .then([finished]);
  });

  it('record a failure with its error', () => {
    given([started])
      .when({ type: 'FailRelease', data: { day: DAY, error: 'boom', at: 't1' } })
      .then([{ type: 'HighSeasReleaseFailed', data: { day: DAY, error: 'boom', at: 't1' } }]);
  });

  it('may run again on the same day, also while another run of the day is under way', () => {
    given([started, finished])
      .when({ type: 'StartRelease', data: { day: DAY, total: 2, at: 't2' } })
      .thenMatches([{ type: 'HighSeasReleaseStarted' }]);
    const twoRunning = [started, { ...started, data: { ...started.data, at: 't0b' } }];
    given(twoRunning)
      .when({ type: 'FinishRelease', data: { day: DAY, released: 0, warned: 0, at: 't1' } })
      .thenMatches([{ type: 'HighSeasReleaseFinished' }]);
    given([...twoRunning, finished])
      .when({ type: 'FinishRelease', data: { day: DAY, released: 0, warned: 0, at: 't2' } })
      .thenMatches([{ type: 'HighSeasReleaseFinished' }]);
  });

  it('refuse an end without a run under way, and a run of another day in this stream', () => {
    given([])
      .when({ type: 'FinishRelease', data: { day: DAY, released: 0, warned: 0, at: 't1' } })
      .thenThrows('RELEASE_RUN.NOT_RUNNING');
    given([started, finished])
      .when({ type: 'FailRelease', data: { day: DAY, error: 'late', at: 't2' } })
      .thenThrows('RELEASE_RUN.NOT_RUNNING');
    given([started])
      .when({ type: 'StartRelease', data: { day: '2030-01-02', total: 1, at: 't2' } })
      .thenThrows('RELEASE_RUN.OTHER_DAY');
  });
});
