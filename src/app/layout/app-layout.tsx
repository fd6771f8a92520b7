import { useEffect, useRef } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useAuth } from '../../api/auth-store';
import { useMe } from '../../api/use-me';
// The module itself, not the engine's index: that would pull @rjsf into every signed-in page.
import { DraftOwnerProvider } from '../../engine/draft-owner';
import { RoleProvider } from '../../ui/role-gate';
import { toastSlot } from '../../ui/toast-slot';
import { titleOf } from '../route-handle';
import { useDraftOwner } from '../use-draft-owner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useFocusHeadingOnNavigate } from './use-focus-heading';
import { useHeaderScrollPadding } from './use-header-scroll-padding';

/** Shell of every signed-in screen (spec §2.1): sidebar, top bar, content. */
export function AppLayout() {
  const { user } = useAuth();
  // Keeps the stored user in step with the server (role or name changes).
  useMe(user !== null);
  // Forms keep their drafts under this user's id (docs/client.md, 'Drafts on the device').
  const draftOwner = useDraftOwner(user);
  const title = titleOf(useMatches());
  useEffect(() => {
    document.title = title ? `${title} · Sightline` : 'Sightline';
  }, [title]);
  const content = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(content);
  const header = useRef<HTMLDivElement>(null);
  useHeaderScrollPadding(header);

  return (
    <RoleProvider role={user?.role}>
      <DraftOwnerProvider owner={draftOwner}>
        <div className="app-shell">
          <a className="skip-link" href="#main-content">
            Skip to content
          </a>
          <Sidebar user={user} />
          <div className="app-main">
            <div className="app-header" ref={header}>
              <TopBar user={user} />
              {/* Toasts show here, pushing the page down rather than covering it. */}
              <div className="toast-slot" ref={toastSlot.set} />
            </div>
            <main id="main-content" className="app-content" tabIndex={-1} ref={content}>
              <Outlet />
            </main>
          </div>
        </div>
      </DraftOwnerProvider>
    </RoleProvider>
  );
}
