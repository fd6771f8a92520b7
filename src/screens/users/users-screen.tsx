import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from 'primereact/button';
import { useAuth } from '../../api/auth-store';
import { resetPassword, updateUser, useAdminUsers, isUsersKey, USERS_PAGE_SIZE, type AdminUser } from '../../api/users';
import { formatApiError } from '../../lib/format-error';
import { pageCount } from '../../lib/page-count';
import { DataTable, type ListColumn } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { ReadError } from '../../ui/read-state';
import { SafeConfirmDialog } from '../../ui/safe-confirm-dialog';
import { useToast } from '../../ui/toast-context';
import { ImportDialog } from './import-dialog';
import { OneTimePasswordDialog, type OneTimeShown } from './one-time-password-dialog';
import { roleLabel } from './role-options';
import { UserActions, type UserActionHandlers } from './user-actions';
import { UserDialog, type UserDialogTarget } from './user-dialog';

function statusText(user: AdminUser): string {
  if (!user.is_active) return 'Deactivated';
  return user.must_change_password ? 'Active (must change password)' : 'Active';
}

/**
 * /users (issue 23, systems administrator): the accounts with search and pages; New user, Import class list, and per
 * account Edit (names, role, email), Reset password (a one-time password shown once) and Deactivate/Reactivate.
 */
export function UsersScreen() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAdminUsers(search, page);
  const [editing, setEditing] = useState<UserDialogTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [shown, setShown] = useState<OneTimeShown | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const refresh = () => void mutate(isUsersKey);

  const setActive = async (user: AdminUser, active: boolean) => {
    try {
      await updateUser(user.id, { is_active: active });
      toast.success(`${user.username} ${active ? 'reactivated' : 'deactivated'}.`);
      refresh();
    } catch (failure) {
      toast.error(formatApiError(failure));
    }
  };
  const reset = async (user: AdminUser) => {
    try {
      const { one_time_password } = await resetPassword(user.id);
      setShown({ username: user.username, password: one_time_password });
      refresh();
    } catch (failure) {
      toast.error(formatApiError(failure));
    }
  };

  const handlers: UserActionHandlers = {
    onEdit: (user) => setEditing({ user }),
    onReset: setResetting,
    onActive: (user, active) => (active ? void setActive(user, true) : setDeactivating(user)),
    selfId: me?.id === undefined ? undefined : Number(me.id),
  };
  const columns = useMemo<ListColumn<AdminUser>[]>(
    () => [
      { id: 'username', header: 'Username', cell: ({ row }) => row.original.username },
      { id: 'name', header: 'Name', cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}` },
      { id: 'role', header: 'Role', cell: ({ row }) => roleLabel(row.original.role) },
      { id: 'email', header: 'Email', cell: ({ row }) => row.original.email ?? '—' },
      { id: 'status', header: 'Status', cell: ({ row }) => statusText(row.original) },
      { id: 'actions', header: () => <span className="sr-only">Actions</span>, cell: ({ row }) => <UserActions user={row.original} handlers={handlers} /> },
    ],
    // The handlers close over state setters and `me` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [me?.id],
  );

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Users</h1>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="users-search">Search users</label>
          <input
            id="users-search"
            type="search"
            className="p-inputtext p-component"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <Button type="button" label="New user" icon="pi pi-user-plus" onClick={() => setEditing({ user: null })} />
        <Button type="button" label="Import class list" icon="pi pi-upload" outlined onClick={() => setImporting(true)} />
      </div>
      {error && <ReadError error={error} />}
      <DataTable
        label="Users"
        columns={columns}
        rows={data?.results ?? []}
        rowKey={(user) => String(user.id)}
        emptyText={search.trim() ? 'No user matches the search.' : 'No users yet.'}
        loading={isLoading}
      />
      <Pager label="Users" page={page} totalPages={pageCount(data?.count ?? 0, USERS_PAGE_SIZE)} onPage={setPage} />

      <UserDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCreated={(user) => {
          setEditing(null);
          refresh();
          toast.success(`${user.username} created.`);
          if (user.one_time_password) setShown({ username: user.username, password: user.one_time_password });
        }}
        onSaved={(user) => {
          setEditing(null);
          refresh();
          toast.success(`${user.username} saved.`);
        }}
      />
      <ImportDialog visible={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
      <SafeConfirmDialog
        header="Reset password"
        visible={resetting !== null}
        confirmLabel="Reset password"
        onConfirm={() => {
          if (resetting) void reset(resetting);
          setResetting(null);
        }}
        onCancel={() => setResetting(null)}
      >
        <p>{`Reset the password of ${resetting?.username ?? ''}? Their sessions end and they sign in with a one-time password.`}</p>
      </SafeConfirmDialog>
      <SafeConfirmDialog
        header="Deactivate account"
        visible={deactivating !== null}
        confirmLabel="Deactivate"
        onConfirm={() => {
          if (deactivating) void setActive(deactivating, false);
          setDeactivating(null);
        }}
        onCancel={() => setDeactivating(null)}
      >
        <p>{`Deactivate ${deactivating?.username ?? ''}? They are signed out and cannot sign in until reactivated.`}</p>
      </SafeConfirmDialog>
    </section>
  );
}
