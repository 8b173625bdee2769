import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './use-keyword';

/**
 * A value the URL's query keeps (`?order=…`, `?q=…`): a link or a reload opens the screen as it
 * was. Setting it replaces the history entry; '' removes the parameter; other parameters stay.
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

/**
 * A list's search box kept in the URL (`?q=`): the typed text, and the keyword the list asks for
 * once typing pauses (spec section 9's 300 ms); `onSettle` (back to page 1) runs with it.
 */
export function useUrlKeyword(onSettle: () => void) {
  const [keyword, setKeyword] = useUrlParam('q');
  const [input, setInput] = useState(keyword);
  useEffect(() => {
    const next = input.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => {
      setKeyword(next);
      onSettle();
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, keyword, onSettle, setKeyword]);
  return { input, setInput, keyword };
}
