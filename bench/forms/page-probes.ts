// Functions that run inside the page (passed to page.evaluate): they must not close over anything.

/** One key press: milliseconds from the key event to the end of its handling, and to just after the next paint. */
export interface KeyTiming {
  work?: number;
  paint?: number;
}

declare global {
  interface Window {
    __keyTimings?: KeyTiming[];
  }
}

/**
 * Times every key press from its event timestamp: `work` when the `input` dispatch has finished (for keys that
 * type nothing, the `keydown` dispatch, or the `focusin` of a focus move), React's synchronous render and commit included (a listener on `document`
 * runs after React's root listener; two microtasks let its queued work finish); `paint` when the next frame has
 * been painted (a frame's requestAnimationFrame callbacks run before it paints, a message posted from one is
 * handled after it).
 */
export function installKeyTimingProbe(): void {
  // No named inner functions: the script runner would wrap them in a helper the page does not have.
  window.__keyTimings = [];
  const state: { current?: KeyTiming & { start: number; typed: boolean } } = {};
  const events: Array<'keydown' | 'focusin' | 'input'> = ['keydown', 'focusin', 'input'];
  document.addEventListener(
    'keydown',
    (event) => {
      const timing: KeyTiming & { start: number; typed: boolean } = { start: event.timeStamp, typed: false };
      state.current = timing;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          window.__keyTimings?.push({ work: timing.work, paint: performance.now() - timing.start });
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  // Tab moves focus after the keydown dispatch: the blur (and RJSF's validation) is done when focus arrives.
  for (const type of events) {
    document.addEventListener(type, () => {
      const timing = state.current;
      if (!timing || (timing.typed && type !== 'input')) return;
      if (type === 'input') timing.typed = true;
      queueMicrotask(() => queueMicrotask(() => (timing.work = performance.now() - timing.start)));
    });
  }
}

/** How many key presses have been timed so far. */
export function timedKeys(): number {
  return window.__keyTimings?.length ?? 0;
}

/** The timings recorded so far. */
export function keyTimings(): KeyTiming[] {
  return window.__keyTimings ?? [];
}

/** Adds a plain `<input>` outside React, for the frame-wait floor of this browser. */
export function addPlainInput(): void {
  const input = document.createElement('input');
  input.id = 'bench-plain-input';
  input.setAttribute('aria-label', 'Plain input');
  document.body.prepend(input);
}

/** The last `sightline:form-render` measure of the review page (first render of the form to its first paint). */
export function lastFormRender(): number | undefined {
  const entries = performance.getEntriesByName('sightline:form-render', 'measure');
  return entries[entries.length - 1]?.duration;
}
