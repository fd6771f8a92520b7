import { useCallback } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { asDetails, indexDetails, setDetail, type DetailSlot } from './condition-details';
import { useLatest } from './use-latest';

/**
 * The condition details of a list field (condition picker, grouped observations): the details, their values by
 * condition and slot, a ref to the latest value and change callback, and stable `onSet` (one input) and `onSetAll`
 * (several) for memoised rows.
 */
export function useConditionDetails({ formData, onChange, fieldPathId }: Pick<FieldProps, 'formData' | 'onChange' | 'fieldPathId'>) {
  const details = asDetails(formData);
  const slots = indexDetails(details);
  const latest = useLatest({ details, onChange, path: fieldPathId.path });
  const onSet = useCallback(
    (slot: DetailSlot, value: string | undefined) => {
      const current = latest.current;
      current.details = setDetail(current.details, slot, value);
      current.onChange(current.details, current.path);
    },
    [latest],
  );
  /** Records several inputs at once (one change of the form), e.g. a group's normal findings. */
  const onSetAll = useCallback(
    (inputs: readonly { slot: DetailSlot; value: string | undefined }[]) => {
      const current = latest.current;
      for (const { slot, value } of inputs) current.details = setDetail(current.details, slot, value);
      current.onChange(current.details, current.path);
    },
    [latest],
  );
  return { details, slots, latest, onSet, onSetAll };
}
