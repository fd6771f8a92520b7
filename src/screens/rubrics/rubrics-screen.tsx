import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ApiError } from '../../api/http-client';
import { saveRubricVersion, useRubricVersions, type RubricFormId, type RubricVersion, type RubricVersionSummary } from '../../api/use-rubric-versions';
import { SchemaForm, rubricValidator } from '../../engine';
import { useDraftOwner } from '../../engine/draft-owner';
import { draftStorageKey } from '../../lib/drafts';
import { formatApiError } from '../../lib/format-error';
import { PageSpinner } from '../../ui/page-spinner';
import { useToast } from '../../ui/toast-context';
import {
  addItem,
  addSection,
  itemKeysOf,
  LABEL_MAX_LENGTH,
  marksMaximumOf,
  MAXIMUM_LIMIT,
  moveItem,
  relabelNewItem,
  remarksBoundOf,
  removeItem,
  removeSection,
  rubricMaximum,
  sectionsOf,
  setLabel,
  setMarksMaximum,
  setMaximum,
  setRemarksBound,
  setSectionTitle,
  type EditorSection,
  type Json,
} from './rubric-edit';
import './rubrics.css';
import { formatDateTime } from '../../lib/display-dates';

const FORMS: readonly { id: RubricFormId; label: string }[] = [
  { id: 'final-grading', label: 'Final grading' },
  { id: 'section-marks', label: 'Section marks' },
];

/** The rubric being edited: a schema and ui schema, and the version they started from. */
interface Edit {
  base: string;
  schema: Json;
  ui: Json;
}

const REMARKS_LIMIT = 2000;
const MAXIMUM_TEXT = `Enter a number above 0 and at most ${MAXIMUM_LIMIT}, in steps of 0.01.`;
const LABEL_TEXT = 'Enter a label.';

const format = (value: number) => String(Math.round(value * 100) / 100);

/** A maximum typed as text, handed on only when valid (above 0, at most MAXIMUM_LIMIT, hundredths). */
function parseMaximum(text: string): number | null {
  if (!/^\s*\d+(\.\d{1,2})?\s*$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAXIMUM_LIMIT ? value : null;
}

/** A number input that keeps what is typed and reports only valid values; invalid text shows `message`. */
function NumberField({
  label,
  value,
  onValue,
  parse,
  message,
  onValidity,
  step = '0.01',
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
  parse: (text: string) => number | null;
  message: string;
  onValidity: (valid: boolean) => void;
  step?: string;
}) {
  const id = useId();
  const [text, setText] = useState(format(value));
  const valid = parse(text) !== null;
  useEffect(() => {
    if (parse(text) !== value && valid) setText(format(value));
    // Only an outside change of the value (a discard) rewrites the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  useEffect(() => {
    onValidity(valid);
    return () => onValidity(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid]);
  return (
    <span className="rubric-editor__number">
      <InputText
        type="number"
        inputMode="decimal"
        step={step}
        min="0"
        aria-label={label}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null) onValue(parsed);
        }}
      />
      {!valid && (
        <small id={`${id}-error`} className="p-error">
          {message}
        </small>
      )}
    </span>
  );
}

interface EditorProps {
  edit: Edit;
  saved: Set<string>;
  onChange: (schema: Json, ui?: Json) => void;
  onValidity: (field: string, valid: boolean) => void;
}

function SectionEditor({ section, index, edit, saved, onChange, onValidity }: EditorProps & { section: EditorSection; index: number }) {
  const [newLabel, setNewLabel] = useState('');
  const [newMaximum, setNewMaximum] = useState('5');
  const canAdd = newLabel.trim() !== '' && parseMaximum(newMaximum) !== null;
  const last = section.items.length - 1;
  return (
    <fieldset className="rubric-editor__section">
      <legend className="sl-legend">{section.title || `Section ${index + 1}`}</legend>
      <label className="rubric-editor__field">
        <span>Section title</span>
        <InputText
          value={section.title}
          maxLength={LABEL_MAX_LENGTH}
          onChange={(event) => onChange(setSectionTitle(edit.schema, section.key, event.target.value))}
        />
      </label>
      <p className="muted">
        Total key <code>{section.totalKey}</code> · maximum {format(section.maximum)}
      </p>
      <div className="rubric-editor__items-frame">
        <table className="simple-table rubric-editor__items">
          <caption className="sr-only">Items of {section.title}</caption>
          <thead>
            <tr>
              <th scope="col">Label and key</th>
              <th scope="col">Maximum</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {section.items.map((item, position) => {
              const isNew = !saved.has(`${section.key}/${item.key}`);
              const name = item.label || item.key;
              return (
                <tr key={item.key}>
                  <td>
                    <InputText
                      aria-label={`Label of item ${position + 1} of ${section.title}`}
                      value={item.label}
                      maxLength={LABEL_MAX_LENGTH}
                      aria-invalid={item.label.trim() === ''}
                      onChange={(event) =>
                        onChange(
                          isNew
                            ? relabelNewItem(edit.schema, section.key, item.key, event.target.value)
                            : setLabel(edit.schema, section.key, item.key, event.target.value),
                        )
                      }
                    />
                    {item.label.trim() === '' && <small className="p-error">{LABEL_TEXT}</small>}
                    <small className="muted rubric-editor__key">
                      Key <code>{item.key}</code>
                      {isNew && ' (new)'}
                    </small>
                  </td>
                  <td data-label="Maximum">
                    <NumberField
                      label={`Maximum of ${name}`}
                      value={item.maximum}
                      parse={parseMaximum}
                      message={MAXIMUM_TEXT}
                      onValue={(maximum) => onChange(setMaximum(edit.schema, section.key, item.key, maximum))}
                      onValidity={(valid) => onValidity(`${section.key}/${item.key}`, valid)}
                    />
                  </td>
                  <td className="cell-actions">
                    <Button
                      type="button"
                      icon="pi pi-arrow-up"
                      text
                      aria-label={`Move ${name} up`}
                      disabled={position === 0}
                      onClick={() => onChange(moveItem(edit.schema, section.key, item.key, -1))}
                    />
                    <Button
                      type="button"
                      icon="pi pi-arrow-down"
                      text
                      aria-label={`Move ${name} down`}
                      disabled={position === last}
                      onClick={() => onChange(moveItem(edit.schema, section.key, item.key, 1))}
                    />
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      aria-label={`Remove ${name}`}
                      disabled={section.items.length === 1}
                      onClick={() => onChange(removeItem(edit.schema, section.key, item.key))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <form
        className="rubric-editor__add"
        aria-label={`New item of ${section.title}`}
        onSubmit={(event) => {
          event.preventDefault();
          const maximum = parseMaximum(newMaximum);
          if (!canAdd || maximum === null) return;
          onChange(addItem(edit.schema, section.key, newLabel.trim(), maximum));
          setNewLabel('');
        }}
      >
        <label className="rubric-editor__field">
          <span>New item label</span>
          <InputText value={newLabel} maxLength={LABEL_MAX_LENGTH} onChange={(event) => setNewLabel(event.target.value)} />
        </label>
        <label className="rubric-editor__field">
          <span>New item maximum</span>
          <InputText type="number" step="0.01" min="0" value={newMaximum} onChange={(event) => setNewMaximum(event.target.value)} />
        </label>
        <Button type="submit" icon="pi pi-plus" label="Add Item" outlined disabled={!canAdd} aria-label={`Add item to ${section.title}`} />
      </form>
      <Button
        type="button"
        icon="pi pi-times"
        label="Remove Section"
        severity="danger"
        outlined
        aria-label={`Remove section ${section.title}`}
        onClick={() => {
          const next = removeSection(edit.schema, edit.ui, section.key);
          onChange(next.schema, next.ui);
        }}
      />
    </fieldset>
  );
}

function FinalGradingEditor(props: EditorProps) {
  const { edit, onChange } = props;
  const [title, setTitle] = useState('');
  const sections = sectionsOf(edit.schema, edit.ui);
  return (
    <div className="rubric-editor__sections">
      {sections.map((section, index) => (
        <SectionEditor key={section.key} section={section} index={index} {...props} />
      ))}
      <p>
        Overall maximum <output aria-label="Overall maximum">{format(rubricMaximum(edit.schema, edit.ui))}</output>
      </p>
      <form
        className="rubric-editor__add"
        aria-label="New section"
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() === '') return;
          const next = addSection(edit.schema, edit.ui, title.trim(), { label: 'New item', maximum: 5 });
          onChange(next.schema, next.ui);
          setTitle('');
        }}
      >
        <label className="rubric-editor__field">
          <span>New section title</span>
          <InputText value={title} maxLength={LABEL_MAX_LENGTH} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <Button type="submit" icon="pi pi-plus" label="Add Section" outlined disabled={title.trim() === ''} />
      </form>
    </div>
  );
}

function SectionMarksEditor({ edit, onChange, onValidity }: EditorProps) {
  return (
    <div className="rubric-editor__marks">
      <label className="rubric-editor__field">
        <span>Maximum of marks</span>
        <NumberField
          label="Maximum of marks"
          value={marksMaximumOf(edit.schema)}
          parse={parseMaximum}
          message={MAXIMUM_TEXT}
          onValue={(maximum) => onChange(setMarksMaximum(edit.schema, maximum))}
          onValidity={(valid) => onValidity('marks', valid)}
        />
      </label>
      <label className="rubric-editor__field">
        <span>Longest remarks (characters)</span>
        <NumberField
          label="Longest remarks (characters)"
          value={remarksBoundOf(edit.schema)}
          step="1"
          parse={(text) => (/^\s*\d+\s*$/.test(text) && Number(text) >= 1 && Number(text) <= REMARKS_LIMIT ? Number(text) : null)}
          message={`Enter a whole number from 1 to ${REMARKS_LIMIT}.`}
          onValue={(bound) => onChange(setRemarksBound(edit.schema, bound))}
          onValidity={(valid) => onValidity('remarks', valid)}
        />
      </label>
    </div>
  );
}

function VersionsTable({ versions }: { versions: readonly RubricVersionSummary[] }) {
  return (
    <div className="table-scroll">
      <table className="simple-table">
        <caption>Versions</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">By</th>
            <th scope="col">When</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {[...versions].reverse().map((version) => (
            <tr key={version.id}>
              <td data-label="Version">{version.version}</td>
              <td data-label="By">{version.created_by_name ?? '—'}</td>
              <td data-label="When">{formatDateTime(version.created_at)}</td>
              <td data-label="Source">{version.source === 'app' ? 'Rubric editor' : 'Schema file'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const editOf = (version: RubricVersion): Edit => ({ base: version.version, schema: version.schema, ui: version.ui });
const sameEdit = (a: Edit, b: Edit) => JSON.stringify([a.schema, a.ui]) === JSON.stringify([b.schema, b.ui]);

function readDraft(key: string | null, current: RubricVersion): Edit | null {
  if (!key) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Edit | null;
    return stored && stored.base === current.version ? stored : null;
  } catch {
    return null;
  }
}

/** The editor of one rubric form: the controls, the live preview, Save Version and the versions list. */
function RubricEditor({ form }: { form: RubricFormId }) {
  const toast = useToast();
  const owner = useDraftOwner();
  const draftKey = owner ? draftStorageKey(owner.id, `rubric:${form}`) : null;
  const { data, error, mutate } = useRubricVersions(form);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const current = data?.current;

  // The first answer starts the edit: this user's draft of the same version, else the current version.
  useEffect(() => {
    if (current && !edit) setEdit(readDraft(draftKey, current) ?? editOf(current));
  }, [current, edit, draftKey]);

  const saved = useMemo(() => (current ? itemKeysOf(current.schema) : new Set<string>()), [current]);
  const changed = !!edit && !!current && !sameEdit(edit, editOf(current));
  const preview = useMemo(
    () => (edit ? { id: form, version: edit.base, schema: edit.schema, uiSchema: edit.ui } : null),
    [edit, form],
  );

  if (error && !data) return <p role="alert">{formatApiError(error)}</p>;
  if (!data || !edit || !preview || !current) return <PageSpinner label="Loading rubric..." />;

  const change = (schema: Json, ui: Json = edit.ui) => {
    const next = { base: edit.base, schema, ui };
    setEdit(next);
    setProblems([]);
    if (draftKey && owner?.isSignedIn()) localStorage.setItem(draftKey, JSON.stringify(next));
  };
  const onValidity = (field: string, valid: boolean) =>
    setInvalid((before) => {
      if (before.has(field) === !valid) return before;
      const next = new Set(before);
      if (valid) next.delete(field);
      else next.add(field);
      return next;
    });
  const discard = () => {
    if (draftKey) localStorage.removeItem(draftKey);
    setProblems([]);
    setEdit(editOf(current));
  };
  const save = async () => {
    setSaving(true);
    try {
      const version = await saveRubricVersion(form, { schema: edit.schema, ui: edit.ui });
      if (draftKey) localStorage.removeItem(draftKey);
      setProblems([]);
      setEdit(editOf(version));
      toast.success(`Rubric version ${version.version} saved.`);
      await mutate();
    } catch (failure) {
      const messages =
        failure instanceof ApiError && failure.status === 400 && failure.data && typeof failure.data === 'object'
          ? Object.values(failure.data as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)]))
          : [];
      setProblems(messages);
      toast.error(formatApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  const editorProps: EditorProps = { edit, saved, onChange: change, onValidity };
  return (
    <div className="rubric-editor">
      <section className="rubric-editor__edit" aria-label="Editor">
        <h2>
          Editing version {current.version}
          {changed && <span className="muted"> (unsaved changes)</span>}
        </h2>
        {form === 'final-grading' ? <FinalGradingEditor {...editorProps} /> : <SectionMarksEditor {...editorProps} />}
        {problems.length > 0 && (
          <div role="alert" className="rubric-editor__problems">
            <p>The rubric was not saved:</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="rubric-editor__actions">
          <Button type="button" label="Discard Changes" outlined disabled={!changed || saving} onClick={discard} />
          <Button
            type="button"
            label="Save Version"
            icon="pi pi-save"
            loading={saving}
            disabled={!changed || invalid.size > 0 || saving}
            onClick={() => void save()}
          />
        </div>
        <VersionsTable versions={data.versions} />
      </section>
      <section className="rubric-editor__preview" aria-labelledby="rubric-preview-title">
        <h2 id="rubric-preview-title">Preview</h2>
        <p className="muted">The form as it will show, with its totals. Nothing typed here is saved.</p>
        <SchemaForm
          form={preview}
          validator={rubricValidator(preview.schema)}
          idPrefix="preview"
          submitLabel="Try Submit"
          onSubmit={() => void toast.info('The scores are valid. This is a preview: nothing is saved.')}
        />
      </section>
    </div>
  );
}

/** /rubrics (lecturers): edit the final grading rubric and the section marks form; each save is a new version. */
export function RubricsScreen() {
  const [form, setForm] = useState<RubricFormId>('final-grading');
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Rubrics</h1>
      <fieldset className="rubric-editor__picker">
        <legend>Form</legend>
        {FORMS.map((choice) => (
          <label key={choice.id}>
            <input type="radio" name="rubric-form" value={choice.id} checked={form === choice.id} onChange={() => setForm(choice.id)} />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      <RubricEditor key={form} form={form} />
    </section>
  );
}
