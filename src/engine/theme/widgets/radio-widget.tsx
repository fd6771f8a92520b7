import { RadioButton } from 'primereact/radiobutton';
import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group';

/**
 * One choice of a few, as a radio group named by the field's label. Each option keeps the exact type of its enum
 * value (a boolean stays a boolean, `"1"` stays a string). `ui:options.inline` lays the options in a row.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, autofocus, onBlur, onFocus, onChange } = props;
  return (
    <ChoiceGroup
      widget={props}
      role="radiogroup"
      renderControl={(option, index, inputId, off) => (
        <RadioButton
          inputId={inputId}
          name={htmlName || id}
          value={index}
          checked={enumOptionsIsSelected(option.value, value)}
          disabled={off}
          autoFocus={autofocus && index === 0}
          onChange={() => onChange(option.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      )}
    />
  );
}
