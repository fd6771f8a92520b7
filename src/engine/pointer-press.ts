/**
 * Whether a pointer (mouse button, finger, pen) is pressed on the page, and work held until the press and the click
 * it makes are over.
 *
 * Why: pressing on a control blurs the one that had focus, and a blur validates. If that validation adds or removes a
 * message above the pressed control, the page moves under the pointer before it is released, the release lands on
 * something else and the click is lost (typing in a text area, then one click on a radio button below it, stored no
 * choice). Work that changes the layout after a blur waits here for the release instead.
 *
 * Both the pointer and the compatibility mouse events count: a tap moves focus on its (late) `mousedown`, after the
 * finger's `pointerup`.
 */
let pressed = false;
let watching = false;
const held = new Set<() => void>();

function press() {
  pressed = true;
}

function release() {
  if (!pressed) return;
  pressed = false;
  // A task later: the click this release makes is dispatched first, on the element that was under the pointer.
  setTimeout(runHeld, 0);
}

function runHeld() {
  if (pressed) return;
  const jobs = [...held];
  held.clear();
  for (const job of jobs) job();
}

/** Starts following presses on the page (once; capture phase, so no handler can hide one). */
export function watchPointerPresses(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, press, true);
  for (const type of ['pointerup', 'mouseup', 'pointercancel', 'dragend']) window.addEventListener(type, release, true);
}

/** Whether a pointer is pressed right now (always false before `watchPointerPresses`). */
export function isPointerPressed(): boolean {
  return pressed;
}

/**
 * Runs `job` once the pointer pressed now is released and its click handled (the same job held twice runs once).
 * Answers a function that drops the job if it has not run yet.
 */
export function afterPointerRelease(job: () => void): () => void {
  held.add(job);
  return () => held.delete(job);
}
