import type { ReactNode } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelId, optionId } from '../ids';

interface ChoiceGroupProps {
  widget: WidgetProps;
  role: 'group' | 'radiogroup';
  /** The control of one option (checkbox or radio button); its label is added after it. */
  renderControl: (option: EnumOptionsType, index: number, inputId: string, disabled: boolean) => ReactNode;
}

/**
 * The labelled, keyboard-usable container shared by the checkbox and radio choice widgets: named by the field's
 * label, invalid when the field has errors, one labelled control per enum option. `ui:options.inline` lays the
 * options in a row.
 */
export function ChoiceGroup({ widget, role, renderControl }: ChoiceGroupProps) {
  const { id, readonly, disabled, options, required, label, hideLabel, rawErrors } = widget;
  const { enumOptions = [], enumDisabled, inline } = options;
  return (
    <div
      id={id}
      role={role}
      className={inline ? 'sf-choices sf-choices--inline' : 'sf-choices'}
      aria-labelledby={hideLabel ? undefined : labelId(id)}
      aria-label={hideLabel ? label : undefined}
      aria-required={(role === 'radiogroup' && required) || undefined}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const off = Boolean(disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value)));
        return (
          <div key={index} className="sf-choice">
            {renderControl(option, index, inputId, off)}
            <label htmlFor={inputId}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}
