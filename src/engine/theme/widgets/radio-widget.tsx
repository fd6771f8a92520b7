import { RadioButton } from 'primereact/radiobutton';
import { enumOptionsIsSelected, type WidgetProps } from '@rjsf/utils';
import { ChoiceGroup } from './choice-group';

/**
 * One choice of a few, as a radio group named by the field's label. Each option keeps the exact type of its enum
 * value (a boolean stays a boolean, `"1"` stays a string). `ui:options.inline` lays the options in a row.
 * Choosing validates at once (a blur's live validation).
 */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, autofocus, onBlur, onFocus, onChange } = props;
  // A choice is complete once made: it is validated at once, as a blur would be, so the message it settles goes
  // away now rather than when the group is left. (A blur made by a mouse press waits for the click: PressSafeForm.)
  const choose = (chosen: unknown) => {
    onChange(chosen);
    onBlur(id, chosen);
  };
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
          onChange={() => choose(option.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      )}
    />
  );
}
