import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: countdowns (cure hours) and the board's stale badge tick with it. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
