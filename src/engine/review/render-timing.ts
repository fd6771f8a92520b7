import { useEffect, useState } from 'react';

/** The measure a mounted form leaves in the performance timeline (read by `bench/forms`). */
export const FORM_RENDER_MEASURE = 'sightline:form-render';

/**
 * Marks the first render of the calling component and, once the browser has painted it (the frame after
 * mount), records the measure {@link FORM_RENDER_MEASURE} and reports that the form is on screen.
 */
export function useRenderTiming(): boolean {
  const [start] = useState(() => performance.now());
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    const nextFrame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 16);
    const cancelFrame = typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : clearTimeout;
    const frame = nextFrame(() => {
      // The frame's callbacks run before it paints; a message posted now is handled after the paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        performance.measure(FORM_RENDER_MEASURE, { start, end: performance.now() });
        if (live) setPainted(true);
      };
      channel.port2.postMessage(null);
    });
    return () => {
      live = false;
      cancelFrame(frame as number);
    };
  }, [start]);
  return painted;
}
