import Form, { type FormProps } from '@rjsf/core';
import { afterPointerRelease, isPointerPressed, watchPointerPresses } from './pointer-press';

/**
 * RJSF's `Form` whose blur validation waits, while a pointer is pressed, until it is released and its click handled
 * (pointer-press.ts says why). Every blur of the form passes through `onBlur` — those widgets report and those the
 * field template reports for custom fields — so no control has to guard against it on its own. A blur with no
 * pointer pressed (Tab, a script) validates at once, as before.
 */
export class PressSafeForm<T> extends Form<T> {
  /** Blurs waiting for the release: field id → the value the blur reported (the first one wins). */
  private readonly heldBlurs = new Map<string, unknown>();
  private unmounted = false;
  private dropHeld: (() => void) | undefined;

  constructor(props: FormProps<T>) {
    super(props);
    watchPointerPresses();
    const validateBlur = this.onBlur;
    const runHeld = () => {
      this.dropHeld = undefined;
      const blurs = [...this.heldBlurs];
      this.heldBlurs.clear();
      if (this.unmounted) return;
      for (const [id, data] of blurs) validateBlur(id, data);
    };
    this.onBlur = (id: string, data: unknown) => {
      if (!isPointerPressed()) return validateBlur(id, data);
      if (!this.heldBlurs.has(id)) this.heldBlurs.set(id, data);
      this.dropHeld ??= afterPointerRelease(runHeld);
    };
  }

  // Mounted again after an unmount (React's StrictMode does both in development): blurs validate again.
  override componentDidMount(): void {
    this.unmounted = false;
  }

  override componentWillUnmount(): void {
    this.unmounted = true;
    this.dropHeld?.();
    this.heldBlurs.clear();
  }
}
