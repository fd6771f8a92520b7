import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import type { Role } from '../../lib/permissions';
import { fieldErrorsOf } from '../../api/http-client';
import { createUser, updateUser, type AdminUser, type CreatedUser } from '../../api/users';
import { formatApiError } from '../../lib/format-error';
import { AppDialog } from '../../ui/app-dialog';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { ROLE_OPTIONS } from './role-options';

/** What the dialog edits: a new account (`null` user) or an existing one. */
export interface UserDialogTarget {
  user: AdminUser | null;
}

interface Draft {
  username: string;
  first_name: string;
  last_name: string;
  role: Role | '';
  email: string;
}

const EMPTY: Draft = { username: '', first_name: '', last_name: '', role: '', email: '' };

function draftOf(user: AdminUser | null): Draft {
  return user ? { username: user.username, first_name: user.first_name, last_name: user.last_name, role: user.role, email: user.email ?? '' } : EMPTY;
}

/**
 * New user (username, names, role, optional email; the server gives it a one-time password) or Edit user (names, role,
 * email). The server checks every field; its messages show under them.
 */
export function UserDialog({
  target,
  onClose,
  onCreated,
  onSaved,
}: {
  target: UserDialogTarget | null;
  onClose: () => void;
  onCreated: (user: CreatedUser) => void;
  onSaved: (user: AdminUser) => void;
}) {
  const id = useId();
  const toast = useToast();
  const existing = target?.user ?? null;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft(draftOf(target?.user ?? null));
    setErrors({});
  }, [target]);
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const save = async () => {
    setBusy(true);
    try {
      const email = draft.email.trim() === '' ? null : draft.email;
      if (existing) {
        const role = draft.role === '' ? undefined : draft.role;
        onSaved(await updateUser(existing.id, { first_name: draft.first_name, last_name: draft.last_name, email, ...(role ? { role } : {}) }));
      } else {
        if (draft.role === '') {
          setErrors({ role: ['Choose a role.'] });
          return;
        }
        onCreated(await createUser({ username: draft.username, first_name: draft.first_name, last_name: draft.last_name, role: draft.role, email }));
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields ?? {});
      toast.error(fields ? 'Check the highlighted fields.' : formatApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      header={existing ? `Edit ${existing.username}` : 'New user'}
      visible={target !== null}
      onHide={onClose}
      closeOnEscape
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label="Cancel" outlined onClick={onClose} />
          <Button type="button" label={existing ? 'Save' : 'Create user'} icon="pi pi-check" loading={busy} onClick={() => void save()} />
        </div>
      }
    >
      <form className="form-grid" onSubmit={(event) => event.preventDefault()} noValidate>
        {!existing && <TextField id={`${id}-username`} label="Username" autoComplete="off" value={draft.username} onChange={set('username')} errors={errors.username} />}
        <TextField id={`${id}-first`} label="First name" value={draft.first_name} onChange={set('first_name')} errors={errors.first_name} />
        <TextField id={`${id}-last`} label="Last name" value={draft.last_name} onChange={set('last_name')} errors={errors.last_name} />
        <div className="field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            className={`p-inputtext p-component${errors.role ? ' p-invalid' : ''}`}
            value={draft.role}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? `${id}-role-error` : undefined}
            onChange={(event) => set('role')(event.target.value)}
          >
            <option value="" disabled>
              Choose a role
            </option>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {errors.role && (
            <small id={`${id}-role-error`} className="p-error" role="alert">
              {errors.role.join(' ')}
            </small>
          )}
        </div>
        <TextField id={`${id}-email`} label="Email (optional)" type="email" value={draft.email} onChange={set('email')} errors={errors.email} />
      </form>
    </AppDialog>
  );
}
