import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A value the URL's query keeps (`?month=…`): a link or a reload opens the screen as it was.
 * Setting it replaces the history entry; '' removes the parameter; other parameters stay.
 */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (old) => {
          const copy = new URLSearchParams(old);
          if (next) copy.set(name, next);
          else copy.delete(name);
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}
