import { Checkbox } from 'primereact/checkbox';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group';

/** Several choices of a list (an array of unique enum values), as a group of checkboxes named by the field's label. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, autofocus, onBlur, onFocus, onChange, options } = props;
  const { enumOptions = [] } = options;
  const values: unknown[] = Array.isArray(value) ? value : [];
  return (
    <ChoiceGroup
      widget={props}
      role="group"
      renderControl={(option, index, inputId, off) => (
        <Checkbox
          inputId={inputId}
          name={htmlName || id}
          checked={enumOptionsIsSelected(option.value, values)}
          disabled={off}
          autoFocus={autofocus && index === 0}
          onChange={(event) =>
            onChange(
              event.checked
                ? enumOptionsSelectValue(index, values, enumOptions)
                : enumOptionsDeselectValue(index, values, enumOptions),
            )
          }
          onBlur={() => onBlur(id, values)}
          onFocus={() => onFocus(id, values)}
        />
      )}
    />
  );
}
