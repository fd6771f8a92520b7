import { useLayoutEffect, useRef } from 'react';

/**
 * A ref holding the latest `value`, refreshed after each render. Lets a field hand its rows one stable callback
 * (so memoised rows do not redraw on every change) that still reads the current form value when called.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
