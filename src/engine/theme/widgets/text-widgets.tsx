import { getTemplate, type WidgetProps } from '@rjsf/utils';

function inputWidget(type: string | undefined, name: string) {
  /** A text-like input through the theme's BaseInputTemplate. */
  function InputWidget(props: WidgetProps) {
    const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
    return <BaseInputTemplate {...props} type={type} />;
  }
  InputWidget.displayName = name;
  return InputWidget;
}

/** Free text (`type` from the schema: a number field gets a number input). */
export const TextWidget = inputWidget(undefined, 'TextWidget');
/** A number typed in; the value stays a number (integer fields step by 1). */
export const NumberWidget = inputWidget('number', 'NumberWidget');
/** A date as `YYYY-MM-DD`, with the browser's own keyboard-friendly date input. */
export const DateWidget = inputWidget('date', 'DateWidget');
/** A time as `HH:MM`. */
export const TimeWidget = inputWidget('time', 'TimeWidget');
