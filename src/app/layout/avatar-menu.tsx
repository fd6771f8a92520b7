import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import type { User } from '../../api/auth-store';
import { initialsOf } from '../../lib/greeting';

/**
 * Avatar with the user's initials and a dropdown holding Change password and Logout; Escape, a click outside or Tab
 * away closes it.
 */
export function AvatarMenu({ user }: { user: User | null }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const initials = initialsOf(user?.first_name, user?.last_name);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
    }
    // A menu's items are walked with the arrow keys (WAI-ARIA menu pattern), round at either end.
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div
      className="avatar-menu"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, as a click outside does.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="avatar"
        // The name starts with the initials it shows (WCAG 2.5.3, label in name).
        aria-label={`${initials}, account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        // Names the menu only while it exists (an id that is not in the page is an invalid reference).
        aria-controls={open ? 'account-menu' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {initials}
      </button>
      {open && (
        <ul id="account-menu" role="menu" aria-label="Account" className="avatar-dropdown">
          <li role="none">
            <button
              ref={firstItem}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                navigate('/change-password');
              }}
            >
              <i className="pi pi-key" aria-hidden="true" /> Change password
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void logout()}>
              <i className="pi pi-sign-out" aria-hidden="true" /> Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
