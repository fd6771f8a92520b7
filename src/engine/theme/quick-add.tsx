import { createContext, useCallback, useContext, useRef, type ReactElement } from 'react';
import { Button } from 'primereact/button';
import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import { isSameFormData } from '../form-data-equal';
import { isRecord } from '../../lib/is-record';

/**
 * One-click items of a list (`ui:options.quickAdd`): `[{"label": "NKDA (no known drug allergies)", "value":
 * {"name": "NKDA"}}]` shows a button that appends that item, so a "none" answer is one click. The items are data
 * in ui.json; the list keeps every other control. A button is not offered while the list holds the item (an item
 * holding each member of the value, whatever else it holds).
 */
export interface QuickAddItem {
  label: string;
  value: unknown;
}

/** Appends an item to the nearest list (RJSF hands the list's template no onChange). */
const QuickAddContext = createContext<((item: unknown) => void) | null>(null);

const DefaultArrayField = getDefaultRegistry().fields.ArrayField!;

/** The list field: RJSF's own, with the way to append an item given to its template. */
export function QuickAddArrayField(props: FieldProps) {
  const latest = useRef(props);
  latest.current = props;
  const add = useCallback((item: unknown) => {
    const { formData, onChange, fieldPathId } = latest.current;
    const list: unknown[] = Array.isArray(formData) ? formData : [];
    onChange([...list, structuredClone(item)], fieldPathId.path);
  }, []);
  return (
    <QuickAddContext.Provider value={add}>
      <DefaultArrayField {...props} />
    </QuickAddContext.Provider>
  );
}

/** The quick items of a list's ui options (those well formed). */
export function quickAddItems(uiSchema: UiSchema | undefined): QuickAddItem[] {
  const given = getUiOptions(uiSchema).quickAdd;
  if (!Array.isArray(given)) return [];
  return given.filter((item): item is QuickAddItem => isRecord(item) && typeof item.label === 'string' && item.value !== undefined);
}

/** Whether a list item holds the quick value: equal, or an object holding each of its members. */
export function holds(item: unknown, value: unknown): boolean {
  if (isRecord(value) && isRecord(item)) return Object.entries(value).every(([key, member]) => isSameFormData(item[key], member));
  return isSameFormData(item, value);
}

/** The buttons of a list's quick items not yet in it. */
export function QuickAddButtons({ uiSchema, formData, disabled }: { uiSchema: UiSchema | undefined; formData: unknown; disabled?: boolean }): ReactElement | null {
  const add = useContext(QuickAddContext);
  const list: unknown[] = Array.isArray(formData) ? formData : [];
  const offered = quickAddItems(uiSchema).filter((quick) => !list.some((item) => holds(item, quick.value)));
  if (!add || offered.length === 0) return null;
  return (
    <>
      {offered.map((quick) => (
        <Button
          key={quick.label}
          type="button"
          className="sf-array-add sf-array-quick"
          label={quick.label}
          severity="secondary"
          outlined
          size="small"
          onClick={() => add(quick.value)}
          disabled={disabled}
        />
      ))}
    </>
  );
}
