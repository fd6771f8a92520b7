import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { User } from '../../api/auth-store';
import { NavEntries } from './sidebar';

/**
 * Below 1024 px (docs/decisions.md, 'Narrow screens'): the top bar's Menu button opens the sidebar's entries, each
 * with its icon and visible label, in a drawer over the page. Focus goes to the first entry on open; Escape, a click
 * outside or choosing an entry closes it and focus returns to the button (a navigation then moves it to the page's
 * heading); tabbing out of the drawer closes it too.
 */
export function NavDrawer({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (drawer.current?.contains(target) || trigger.current?.contains(target)) return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="p-button p-component p-button-text p-button-secondary menu-button"
        aria-expanded={open}
        aria-controls={open ? 'nav-drawer' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="p-button-icon pi pi-bars" aria-hidden="true" />
        <span className="p-button-label">Menu</span>
      </button>
      {/* On the body, above the page and its toasts (the top bar is a stacking context of its own). */}
      {open &&
        createPortal(
          <>
            <div className="nav-drawer-backdrop" aria-hidden="true" />
            <nav
              id="nav-drawer"
              ref={drawer}
              aria-label="Main"
              className="nav-drawer"
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !drawer.current?.contains(next) && next !== trigger.current) setOpen(false);
              }}
            >
              <div className="sidebar-brand">
                <i className="pi pi-eye" aria-hidden="true" />
                <span className="nav-label">Sightline</span>
              </div>
              <NavEntries user={user} onChoose={() => close(true)} />
            </nav>
          </>,
          document.body,
        )}
    </>
  );
}
