import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { createFormDataStore } from './form-data-store';
import { NO_FORM_REGISTRY } from './form-registry';
import { DraftNotice } from './draft-notice';
import { ErrorSummary, unplacedMessages } from './error-summary';
import { toDisplayErrors, propertyPath } from './display-errors';
import { ErrorVisibility } from './error-visibility';
import { FormFooter } from './form-footer';
import { formUiSchema } from './form-ui-schema';
import { isSameFormData } from './form-data-equal';
import type { EditableSchemaFormProps } from './schema-form-props';
import { EngineContext, type EngineContextValue } from './theme/engine-context';
import { editableTheme } from './theme';
import { useFormDraft } from './use-form-draft';
import { PressSafeForm } from './press-safe-form';
import { isSubmitShown, submitHint } from './core/submit-shown';
import { isHiddenPath, withoutHidden } from './core/conditional-display';
import { useValidator } from './use-validator';
import { serverErrorSchema, submitterAction } from './submission';
import { DEFAULT_FORM_STATE_BEHAVIOR, withDefaults } from './with-defaults';

/** The editing side of `<SchemaForm>` (see there). */
export function EditableForm<T>(props: EditableSchemaFormProps<T>) {
  const theme = editableTheme(props.registry ?? NO_FORM_REGISTRY);
  const { form, formData, formContext, draftKey, onBack, submitLabel = 'Save and Proceed', actions, serverErrors } = props;
  const liveOnChange = props.liveValidate === 'onChange';
  const validator = useValidator(form.schema, props.validateFns, props.validator);
  const loaded = useMemo(() => withDefaults<T>(validator, form.schema, formData), [validator, form.schema, formData]);
  const draft = useFormDraft(draftKey);

  // What the form started from: a restored draft, else the loaded data. Re-keying the Form restarts it.
  const [start, setStart] = useState<T>(() => (draft.restored ? (draft.initial as T) : loaded));
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(() => draft.restored && !isSameFormData(draft.initial, loaded));
  const [busy, setBusy] = useState(false);
  const [busyAction, setBusyAction] = useState<string | undefined>(undefined);
  const [failedSubmit, setFailedSubmit] = useState<{ errors: RJSFValidationError[] } | undefined>(undefined);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const rjsf = useRef<PressSafeForm<T>>(null);
  // Set while a blur that a widget reported to RJSF is being dispatched (cleared once it has been).
  const blurReported = useRef(false);

  const baseline = useRef(loaded);
  const latest = useRef<T>(start);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  const [store] = useState(() => createFormDataStore(start));
  // The uiSchema may show the submit button only once some fields hold something (core/submit-shown.ts); a field may
  // also hold input that is not data yet (a chosen condition without a filled input), which it reports here.
  const holding = useRef<ReadonlySet<string>>(new Set());
  const [submitShown, setSubmitShown] = useState(() => isSubmitShown(form.uiSchema, start));
  const [visibility, setVisibility] = useState(() => new ErrorVisibility());

  // Latest props for callbacks that RJSF keeps.
  const current = useRef(props);
  useEffect(() => {
    current.current = props;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const restart = useCallback(
    (data: T) => {
      latest.current = data;
      store.publish(data);
      setSubmitShown(isSubmitShown(current.current.form.uiSchema, data, holding.current));
      setStart(data);
      setVisibility(new ErrorVisibility());
      setGeneration((n) => n + 1);
    },
    [store],
  );

  // New loaded data (a re-fetch) replaces the form's content, unless the person has unsaved input.
  useEffect(() => {
    if (isSameFormData(loaded, baseline.current)) return;
    const dirty = !isSameFormData(latest.current, baseline.current);
    baseline.current = loaded;
    if (!dirty) restart(loaded);
  }, [loaded, restart]);

  // After a failed submit, the messages that no field shows go above the footer.
  useEffect(() => {
    if (failedSubmit && box.current) setUnplaced(unplacedMessages(box.current, failedSubmit.errors));
  }, [failedSubmit]);

  // Before RJSF validates: an action that skips an unchanged form moves on without checking it.
  const startSubmit = useCallback(
    (event: FormEvent) => {
      const { actions, onNoChanges } = current.current;
      const name = submitterAction(event, actions);
      const skips = actions?.find((action) => action.name === name)?.skipsWhenUnchanged;
      if (skips && onNoChanges && !busyRef.current && isSameFormData(latest.current, baseline.current)) {
        event.preventDefault();
        event.stopPropagation();
        draft.clear();
        setRestored(false);
        onNoChanges();
        return;
      }
      visibility.submit();
      setUnplaced([]);
    },
    [visibility, draft],
  );

  const engine = useMemo<EngineContextValue>(
    () => ({
      touch: (path) => visibility.touch(path),
      validateAfterBlur: (id) => {
        if (!blurReported.current) rjsf.current?.onBlur(id, undefined);
      },
      liveOnChange,
      setValue: (path, value) => rjsf.current?.setFieldValue(path, value as T),
      formData: () => latest.current,
    }),
    [visibility, liveOnChange],
  );
  const extraErrors = useMemo(() => serverErrorSchema(serverErrors), [serverErrors]);

  const reportBlur = useCallback(() => {
    blurReported.current = true;
    queueMicrotask(() => (blurReported.current = false));
  }, []);

  // The errors of a field hidden by its `shownWhen` neither show nor block a submit (its value is not sent).
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      toDisplayErrors(errors).filter((error) => {
        const path = propertyPath(error.property);
        return visibility.isVisible(path) && !isHiddenPath(current.current.form.schema, latest.current, path);
      }),
    [visibility],
  );

  const setFieldHolds = useCallback((field: string, holds: boolean) => {
    if (holding.current.has(field) === holds) return;
    const next = new Set(holding.current);
    if (holds) next.add(field);
    else next.delete(field);
    holding.current = next;
    setSubmitShown(isSubmitShown(current.current.form.uiSchema, latest.current, next));
  }, []);

  const context = useMemo(
    () => ({ ...formContext, getFormData: store.getFormData, subscribe: store.subscribe, setFieldHolds }),
    [formContext, store, setFieldHolds],
  );

  const handleChange = useCallback(
    (event: IChangeEvent<T>) => {
      const data = event.formData as T;
      latest.current = data;
      store.publish(data);
      setSubmitShown(isSubmitShown(current.current.form.uiSchema, data, holding.current));
      const { onChange } = current.current;
      if (!draftKey && !onChange) return;
      const dirty = !isSameFormData(data, baseline.current);
      draft.schedule(dirty ? data : undefined);
      onChange?.(data, { dirty });
    },
    [draft, draftKey, store],
  );

  const handleSubmit = useCallback(
    async (event: IChangeEvent<T>, submitEvent?: FormEvent) => {
      if (busyRef.current) return;
      const data = event.formData as T;
      const action = submitterAction(submitEvent, current.current.actions);
      const { onSubmit, onNoChanges } = current.current;
      if (onNoChanges && isSameFormData(data, baseline.current)) {
        draft.clear();
        setRestored(false);
        onNoChanges();
        return;
      }
      // Written now, so that nothing typed is lost whatever happens to the save or to this page.
      draft.flush(data);
      busyRef.current = true;
      setBusy(true);
      setBusyAction(action);
      try {
        // Hidden fields (`shownWhen`, core/conditional-display.ts) are not sent.
        const shown = withoutHidden(current.current.form.schema, data);
        await (action === undefined ? onSubmit(shown) : onSubmit(shown, { action }));
        baseline.current = data;
        draft.clear();
        if (mounted.current) setRestored(false);
      } catch {
        // The caller reports the failure; the input stays in the form and in the draft.
      } finally {
        busyRef.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [draft],
  );

  const discard = useCallback(() => {
    draft.clear();
    setRestored(false);
    restart(baseline.current);
  }, [draft, restart]);

  return (
    <EngineContext.Provider value={engine}>
      <div ref={box} className="sf-form" aria-busy={busy || undefined} onSubmitCapture={startSubmit}>
        {restored && <DraftNotice onDiscard={discard} />}
        <PressSafeForm<T>
          ref={rjsf}
          key={generation}
          {...(props.idPrefix ? { idPrefix: props.idPrefix } : {})}
          schema={form.schema}
          uiSchema={formUiSchema(form, props.hideTitle)}
          validator={validator}
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
          initialFormData={start}
          formContext={context}
          templates={theme.templates}
          widgets={theme.widgets}
          fields={theme.fields}
          liveValidate={liveOnChange ? 'onChange' : 'onBlur'}
          extraErrors={extraErrors}
          showErrorList={false}
          noHtml5Validate
          focusOnFirstError
          transformErrors={transformErrors}
          onChange={handleChange}
          onSubmit={handleSubmit}
          onBlur={reportBlur}
          onError={(errors) => {
            setFailedSubmit({ errors });
            const messages = [...new Set(errors.map((error) => error.message).filter((m): m is string => Boolean(m)))];
            current.current.onInvalid?.(messages);
          }}
        >
          <ErrorSummary messages={unplaced} />
          <FormFooter
            submitLabel={submitLabel}
            busy={busy}
            onBack={onBack}
            backLabel={props.backLabel}
            actions={actions}
            busyAction={busyAction}
            hideSubmit={!submitShown}
            hiddenSubmitHint={submitHint(form.uiSchema)}
          />
        </PressSafeForm>
      </div>
    </EngineContext.Provider>
  );
}
