import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { changePassword } from '../../api/auth';
import { fieldErrorsOf } from '../../api/http-client';
import { formatApiError } from '../../lib/format-error';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';

export const PASSWORDS_DIFFER = 'The two new passwords are not the same.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

/**
 * Current password, new password twice, and Change password. The server judges the passwords (its messages show under
 * the fields); only the repeat is compared here. `currentLabel` names the first field ('One-time password' after a
 * reset).
 */
export function ChangePasswordForm({ currentLabel, onChanged }: { currentLabel: string; onChanged: () => void }) {
  const id = useId();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      setErrors({ repeat: [PASSWORDS_DIFFER] });
      return;
    }
    setBusy(true);
    try {
      await changePassword({ old_password: current, new_password: next });
      setErrors({});
      setCurrent('');
      setNext('');
      setRepeat('');
      toast.success(PASSWORD_CHANGED);
      onChanged();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields ?? { detail: [formatApiError(error)] });
      if (!fields) toast.error(formatApiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-grid" style={{ maxWidth: '28rem' }} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change password">
      {errors.detail && (
        <p className="form-error" role="alert">
          {errors.detail.join(' ')}
        </p>
      )}
      <TextField
        id={`${id}-current`}
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={current}
        onChange={setCurrent}
        errors={errors.old_password}
      />
      <TextField
        id={`${id}-new`}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
        errors={errors.new_password}
      />
      <TextField
        id={`${id}-repeat`}
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
        errors={errors.repeat}
      />
      <Button type="submit" label="Change password" icon="pi pi-key" loading={busy} />
    </form>
  );
}
