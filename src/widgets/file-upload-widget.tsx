import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { WidgetProps } from '@rjsf/utils';
import { saveFailureText } from '../lib/format-error';
import { clinicalContext } from './use-form-context';
import { describedBy, hintId } from './widget-ids';

/** Spec §5: an extra test's file must be an image or PDF. */
export const FILE_TYPE_MESSAGE = 'File must be an image or PDF.';
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload the file. Please try again.';
export const UPLOAD_UNAVAILABLE_MESSAGE = 'Files cannot be uploaded here.';
export const OPEN_FAILED_MESSAGE = 'Failed to open the file. Please try again.';
/** Shown for a file saved earlier, whose name this form was not told. */
export const ATTACHED_FILE_LABEL = 'Attached file';
/** Read-only, without a file (the read-only forms' empty value). */
const NO_FILE_TEXT = '—';

const ACCEPT = 'image/*,application/pdf,.pdf';
const IMAGE_OR_PDF_NAME = /\.(pdf|png|jpe?g|gif|webp|bmp|tiff?|heic|heif|svg)$/i;

/** True for an image or a PDF, by its type, or by its name when the browser gives no type. */
export function isImageOrPdf(file: File): boolean {
  if (file.type) return file.type.startsWith('image/') || file.type === 'application/pdf';
  return IMAGE_OR_PDF_NAME.test(file.name);
}

interface UploadState {
  busy: boolean;
  name?: string;
  error?: string;
}

/**
 * `fileUpload`: an image or PDF sent with `formContext.uploadFile(file)`; the form keeps only the public id it
 * answers (never the file's content). Shows the file's name, a progress bar while sending, a remove button, an open
 * button (with `formContext.openFile`, also read-only) and errors. Value: the id (a string; a URL as a listed test
 * gives it is opened the same way; a number in data saved before files had public ids), undefined when removed.
 */
export function FileUploadWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, disabled, readonly, required, rawErrors, registry, onChange, options } = props;
  // ui:options.accept may narrow the file dialog; the image-or-PDF check applies whatever it says
  const accept = typeof options.accept === 'string' ? options.accept : ACCEPT;
  const { uploadFile, openFile } = clinicalContext(registry);
  const [state, setState] = useState<UploadState>({ busy: false });
  const attempt = useRef(0);
  const locked = disabled || readonly;
  const hasFile = value !== undefined && value !== null && value !== '';

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const current = ++attempt.current;
    if (!isImageOrPdf(file)) return setState({ busy: false, error: FILE_TYPE_MESSAGE });
    if (!uploadFile) return setState({ busy: false, error: UPLOAD_UNAVAILABLE_MESSAGE });
    setState({ busy: true, name: file.name });
    try {
      const uploaded = await uploadFile(file);
      if (current !== attempt.current) return;
      setState({ busy: false, name: uploaded.name ?? file.name });
      onChange(uploaded.id);
    } catch (error) {
      if (current === attempt.current) setState({ busy: false, error: saveFailureText(error, UPLOAD_FAILED_MESSAGE) });
    }
  };

  const open = async () => {
    if (!openFile || typeof value !== 'string') return;
    setState((current) => ({ ...current, error: undefined }));
    try {
      await openFile(value);
    } catch {
      setState((current) => ({ ...current, error: OPEN_FAILED_MESSAGE }));
    }
  };

  const remove = () => {
    attempt.current += 1;
    setState({ busy: false });
    onChange(undefined);
  };

  // A stored id is random text that means nothing to a person: without the name from this session, say what it is.
  const shownName = state.name ?? ATTACHED_FILE_LABEL;
  const openButton = openFile && typeof value === 'string' && (
    <Button type="button" icon="pi pi-external-link" text rounded aria-label={`Open ${shownName}`} onClick={() => void open()} />
  );

  // Read-only (a past record): the file and its open button, no control to choose one.
  if (readonly) {
    return (
      <div id={id} className="sl-file">
        {hasFile ? (
          <div className="sl-file__current">
            <span className="pi pi-file" aria-hidden="true" />
            <span>{shownName}</span>
            {openButton}
          </div>
        ) : (
          <span className="sf-value">{NO_FILE_TEXT}</span>
        )}
        {state.error && (
          <span role="alert" className="sl-hint sl-hint--error">
            {state.error}
          </span>
        )}
      </div>
    );
  }

  return (
    <div className="sl-file" aria-busy={state.busy || undefined}>
      <input
        id={id}
        name={id}
        type="file"
        accept={accept}
        className="sl-visually-hidden"
        aria-label={hideLabel ? label : undefined}
        aria-describedby={describedBy(id, true)}
        aria-required={required || undefined}
        aria-invalid={Boolean(state.error || rawErrors?.length) || undefined}
        disabled={locked || state.busy}
        onChange={(event) => void onPick(event)}
      />
      <label htmlFor={id} className={`p-button p-button-outlined p-button-sm${locked ? ' p-disabled' : ''}`}>
        <span className="pi pi-upload" aria-hidden="true" />
        <span>{hasFile ? 'Replace file' : 'Choose file'}</span>
      </label>
      {state.busy && (
        <div className="sl-file__progress">
          <span>Uploading {state.name}…</span>
          <ProgressBar mode="indeterminate" aria-label={`Uploading ${state.name ?? 'file'}`} className="sl-file__bar" />
        </div>
      )}
      {hasFile && !state.busy && (
        <div className="sl-file__current">
          <span className="pi pi-file" aria-hidden="true" />
          <span>{shownName}</span>
          {openButton}
          {!locked && (
            <Button type="button" icon="pi pi-times" text rounded aria-label="Remove file" onClick={remove} />
          )}
        </div>
      )}
      <div id={hintId(id)} className="sl-hint" aria-live="polite">
        {state.error && (
          <span role="alert" className="sl-hint--error">
            {state.error}
          </span>
        )}
        {!state.error && !hasFile && !state.busy && <span>Image or PDF</span>}
      </div>
    </div>
  );
}

/** Renders its own read-only view (the engine's read-only theme would show the id as text). */
FileUploadWidget.handlesReadOnly = true;
