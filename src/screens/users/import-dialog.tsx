import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { importClassList, previewClassList, type UserImportPreview, type UserImportResult } from '../../api/users';
import { formatApiError } from '../../lib/format-error';
import { AppDialog } from '../../ui/app-dialog';
import { useToast } from '../../ui/toast-context';
import { roleLabel } from './role-options';

type RowError = UserImportPreview['errors'][number];

function RefusedRows({ errors, title }: { errors: readonly RowError[]; title: string }) {
  if (errors.length === 0) return null;
  return (
    <table className="simple-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={error.row}>
            <td>{error.row}</td>
            <td>{error.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PreviewRows({ preview }: { preview: UserImportPreview }) {
  if (preview.rows.length === 0) return <p>No row can be imported.</p>;
  return (
    <table className="simple-table">
      <caption>Accounts to create ({preview.rows.length})</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Username</th>
          <th scope="col">Name</th>
          <th scope="col">Role</th>
          <th scope="col">Email</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => (
          <tr key={row.row}>
            <td>{row.row}</td>
            <td>{row.username}</td>
            <td>{`${row.first_name} ${row.last_name}`}</td>
            <td>{roleLabel(row.role)}</td>
            <td>{row.email ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CreatedRows({ result }: { result: UserImportResult }) {
  if (result.created.length === 0) return <p>No account was created.</p>;
  return (
    <table className="simple-table">
      <caption>Accounts created ({result.created.length}): hand each its one-time password; it is shown only now.</caption>
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Name</th>
          <th scope="col">One-time password</th>
        </tr>
      </thead>
      <tbody>
        {result.created.map((user) => (
          <tr key={user.id}>
            <td>{user.username}</td>
            <td>{`${user.first_name} ${user.last_name}`}</td>
            <td>
              <code className="one-time-password">{user.one_time_password}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Import class list: choose a CSV file (username, first name, last name, role, optional email, with a header row); the
 * server's preview lists the accounts it would create and the rows it refuses, with why; Import creates them and shows
 * each new account's one-time password once.
 */
export function ImportDialog({ visible, onClose, onImported }: { visible: boolean; onClose: () => void; onImported: () => void }) {
  const id = useId();
  const toast = useToast();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<UserImportPreview | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!visible) {
      setCsv(null);
      setPreview(null);
      setResult(null);
      setError(null);
    }
  }, [visible]);
  // The work moves on: the preview, then the result, takes the focus.
  useEffect(() => outcome.current?.focus(), [preview, result]);

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setResult(null);
    setError(null);
    if (!file) return;
    setBusy(true);
    try {
      const text = await file.text();
      setCsv(text);
      setPreview(await previewClassList(text));
    } catch (failure) {
      setError(formatApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (csv === null) return;
    setBusy(true);
    try {
      const imported = await importClassList(csv);
      setResult(imported);
      setPreview(null);
      toast.success(`${imported.created.length} account${imported.created.length === 1 ? '' : 's'} created.`);
      onImported();
    } catch (failure) {
      setError(formatApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const count = preview?.rows.length ?? 0;
  return (
    <AppDialog
      header="Import class list"
      visible={visible}
      onHide={onClose}
      closeOnEscape
      style={{ width: 'min(48rem, 95vw)' }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label={result ? 'Done' : 'Cancel'} outlined={!result} onClick={onClose} />
          {!result && (
            <Button
              type="button"
              label={`Import ${count} account${count === 1 ? '' : 's'}`}
              icon="pi pi-upload"
              disabled={count === 0}
              loading={busy}
              onClick={() => void confirm()}
            />
          )}
        </div>
      }
    >
      <div className="form-grid">
        {!result && (
          <div className="field">
            <label htmlFor={`${id}-file`}>Class list (CSV file)</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${id}-hint`}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            <small id={`${id}-hint`} className="muted">
              A header row naming username, first name, last name, role and optionally email; then one account per row.
            </small>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {preview && (
          <section aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} ref={outcome} tabIndex={-1}>
              Preview
            </h2>
            <PreviewRows preview={preview} />
            <RefusedRows errors={preview.errors} title={`Rows refused (${preview.errors.length})`} />
          </section>
        )}
        {result && (
          <section aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`} ref={outcome} tabIndex={-1}>
              Imported
            </h2>
            <CreatedRows result={result} />
            <RefusedRows errors={result.errors} title={`Rows not imported (${result.errors.length})`} />
          </section>
        )}
      </div>
    </AppDialog>
  );
}
