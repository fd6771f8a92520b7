import { Button } from 'primereact/button';
import type { IconButtonProps, SubmitButtonProps, TemplatesType } from '@rjsf/utils';

function iconButton(icon: string, name: string, label?: string) {
  /** A small PrimeReact button; its accessible name is the caller's `aria-label`, `title`, else `name`. */
  function IconButton(props: IconButtonProps) {
    const { registry: _registry, uiSchema: _uiSchema, iconType: _iconType, icon: _icon, className, ...rest } = props;
    const accessibleName = props['aria-label'] ?? props.title ?? name;
    return (
      <Button
        type="button"
        size="small"
        severity="secondary"
        text={!label}
        outlined={Boolean(label)}
        icon={icon}
        label={label}
        className={className}
        {...rest}
        aria-label={accessibleName}
      />
    );
  }
  IconButton.displayName = `${name.replace(/\s/g, '')}Button`;
  return IconButton;
}

/** The footer of `<SchemaForm>` submits; RJSF's own submit button never shows. */
function NoSubmitButton(_props: SubmitButtonProps) {
  return null;
}

/** Buttons custom fields may take from `registry.templates.ButtonTemplates`. */
export const buttonTemplates: TemplatesType['ButtonTemplates'] = {
  AddButton: iconButton('pi pi-plus', 'Add item', 'Add'),
  CopyButton: iconButton('pi pi-copy', 'Copy item'),
  MoveDownButton: iconButton('pi pi-arrow-down', 'Move down'),
  MoveUpButton: iconButton('pi pi-arrow-up', 'Move up'),
  RemoveButton: iconButton('pi pi-trash', 'Remove item', 'Remove'),
  ClearButton: iconButton('pi pi-times', 'Clear'),
  SubmitButton: NoSubmitButton,
};
