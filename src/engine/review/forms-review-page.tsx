import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { precompiledValidator } from '../form-validator';
import { listFormIds, useFormDefinition } from '../use-form-definition';
import { checkFixture, type FixtureCheck } from './fixture-check';
import { FixtureReport } from './fixture-report';
import { fixturesOf, readFixture } from './fixtures';
import { FormPanel } from './form-panel';
import './forms-review.css';

export interface FormsReviewPageProps {
  /**
   * The form context for the widgets (their reference data), loaded by the app; opaque to the engine. The forms
   * render once it is there; when it fails they render without it.
   */
  loadFormContext?: () => Promise<object>;
}

const EMPTY = '';

/**
 * Development page (`/dev/forms`): every form of the catalogue with its fixtures, rendered editable or read-only,
 * with what a submit sends and whether the chosen fixture validates as its name says. State lives in the URL:
 * `?form=<id>&fixture=<name>&mode=readonly`.
 */
export function FormsReviewPage({ loadFormContext }: FormsReviewPageProps) {
  const [params, setParams] = useSearchParams();
  const formId = params.get('form') ?? undefined;
  const fixtureName = params.get('fixture') ?? EMPTY;
  const readOnly = params.get('mode') === 'readonly';

  const [ids, setIds] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    void listFormIds().then(setIds);
  }, []);

  const [formContext, setFormContext] = useState<object | 'loading'>(loadFormContext ? 'loading' : {});
  useEffect(() => {
    if (!loadFormContext) return;
    let live = true;
    loadFormContext().then(
      (context) => live && setFormContext(context),
      () => live && setFormContext({}),
    );
    return () => {
      live = false;
    };
  }, [loadFormContext]);

  const definition = useFormDefinition(formId);
  const fixtures = useMemo(() => (formId ? fixturesOf(formId) : []), [formId]);
  const fixture = fixtures.find((candidate) => candidate.name === fixtureName);
  const [content, setContent] = useState<{ key: string; value: unknown } | undefined>(undefined);
  const contentKey = `${formId}/${fixture?.name ?? EMPTY}`;
  useEffect(() => {
    if (!fixture) return;
    let live = true;
    void fixture.load().then((value) => live && setContent({ key: `${formId}/${fixture.name}`, value }));
    return () => {
      live = false;
    };
  }, [fixture, formId]);
  const fixtureReady = !fixture || content?.key === contentKey;
  const data = useMemo(
    () => (fixture && fixtureReady ? readFixture(fixture.kind, content?.value) : { formData: undefined, expected: {} }),
    [fixture, fixtureReady, content],
  );

  const check = useMemo<FixtureCheck | undefined>(() => {
    if (!fixture || !fixtureReady || definition.status !== 'ready') return undefined;
    const validator = precompiledValidator(definition.validateFns, definition.form.schema);
    return checkFixture(validator, definition.form.schema, data.formData, data.expected, fixture.kind);
  }, [fixture, fixtureReady, definition, data.formData, data.expected]);

  const choose = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <div className="screen forms-review">
      <h1>Form review</h1>
      <div className="forms-review-layout">
        <nav aria-label="Forms">
          {ids === undefined ? (
            <p className="muted">Loading forms...</p>
          ) : (
            <ul>
              {ids.map((id) => (
                <li key={id}>
                  <Link to={`?form=${encodeURIComponent(id)}`} aria-current={id === formId ? 'page' : undefined}>
                    {id}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="forms-review-main">
          {!formId && <p>Choose a form.</p>}
          {formId && definition.status === 'loading' && <p role="status">Loading {formId}...</p>}
          {formId && definition.status === 'error' && <p role="alert">{definition.error.message}</p>}
          {formId && definition.status === 'ready' && (
            <>
              <div className="forms-review-toolbar">
                <label>
                  Fixture{' '}
                  <select value={fixture?.name ?? EMPTY} onChange={(event) => choose({ fixture: event.target.value })}>
                    <option value={EMPTY}>Empty form</option>
                    {fixtures.map((item) => (
                      <option key={item.name} value={item.name}>
                        {item.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  Mode{' '}
                  <select value={readOnly ? 'readonly' : 'edit'} onChange={(event) => choose({ mode: event.target.value === 'readonly' ? 'readonly' : undefined })}>
                    <option value="edit">Editable</option>
                    <option value="readonly">Read-only</option>
                  </select>
                </label>
                <span className="muted">
                  {definition.form.id} v{definition.form.version}
                </span>
              </div>
              {fixture && check && <FixtureReport name={fixture.name} check={check} />}
              {formContext === 'loading' || !fixtureReady ? (
                <p role="status">Loading...</p>
              ) : (
                <FormPanel
                  key={`${contentKey}/${readOnly ? 'readonly' : 'edit'}`}
                  loaded={definition}
                  formData={data.formData}
                  readOnly={readOnly}
                  formContext={formContext}
                />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
