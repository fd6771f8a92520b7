import { useEffect, type RefObject } from 'react';
import { focusWhenShown } from '../../ui/focus-when-shown';

/**
 * After the flow moves to another tab or step (a 'Save and Proceed', a tab or step chosen, Back), focus goes to the
 * new step's heading, the panel's first `h2` (made focusable with `tabIndex=-1`), as soon as it shows: keyboard and
 * screen-reader users start at the new step instead of on `body`. `turn` counts the moves that ask for this (0: the
 * consultation as opened, whose focus the page's heading has). A control the step focused itself, or an open
 * dialog, keeps the focus.
 */
export function useFocusNewStep(panel: RefObject<HTMLElement | null>, turn: number) {
  useEffect(() => {
    const container = panel.current;
    if (turn === 0 || !container) return;
    return focusWhenShown(container, 'h2', {
      keep: (active, heading) =>
        Boolean(active && active !== container && active !== heading && container.contains(active)) || Boolean(active?.closest('[role="dialog"]')),
    });
  }, [panel, turn]);
}
