import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a picker adds a card (a chosen condition, a diagnosis), the focus goes to the new card's first input: the
 * person's next step is to fill it. `expect()` is called when the person picks; the card holder is `container`, whose
 * last `.sl-card` child is the new card once `count` has grown.
 */
export function useFocusNewCard<T extends HTMLElement>(count: number): { container: RefObject<T | null>; expect: () => void } {
  const container = useRef<T>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (from.current === null || count <= from.current) return;
    from.current = null;
    const cards = container.current?.querySelectorAll(':scope > .sl-card');
    cards?.[cards.length - 1]?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')?.focus();
  }, [count]);
  return { container, expect: () => (from.current = count) };
}
