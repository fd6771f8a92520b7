import { useContext } from 'react';
import { Button } from 'primereact/button';
import { getUiOptions, type ArrayFieldItemButtonsTemplateProps, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { ArrayItemLabel } from './array-labels';

/**
 * One item of an array: its field(s), then its buttons. Clinical lists rarely have a meaningful order, so items
 * get move buttons only when the array's uiSchema says `ui:options.orderable: true`.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, registry, parentUiSchema } = props;
  const orderable = getUiOptions(parentUiSchema).orderable === true;
  const buttonsProps = orderable
    ? props.buttonsProps
    : { ...props.buttonsProps, hasMoveUp: false, hasMoveDown: false };
  const hasToolbar = buttonsProps.hasMoveUp || buttonsProps.hasMoveDown || buttonsProps.hasCopy || buttonsProps.hasRemove;
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  return (
    <li className="sf-array-item">
      <div className="sf-array-item-body">{children}</div>
      {hasToolbar && (
        <div className="sf-array-item-toolbar">
          <Buttons {...buttonsProps} />
        </div>
      )}
    </li>
  );
}

/** Move, copy and remove buttons of one item, named with the item's label and position ("Remove Medication 2"). */
export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveDown, hasMoveUp, hasRemove, index } = props;
  const { onCopyItem, onMoveDownItem, onMoveUpItem, onRemoveItem } = props;
  const label = `${useContext(ArrayItemLabel)} ${index + 1}`;
  const off = disabled || readonly;
  const common = { type: 'button' as const, text: true, size: 'small' as const, severity: 'secondary' as const };
  return (
    <>
      {(hasMoveUp || hasMoveDown) && (
        <Button {...common} icon="pi pi-arrow-up" aria-label={`Move ${label} up`} disabled={off || !hasMoveUp} onClick={onMoveUpItem} />
      )}
      {(hasMoveUp || hasMoveDown) && (
        <Button {...common} icon="pi pi-arrow-down" aria-label={`Move ${label} down`} disabled={off || !hasMoveDown} onClick={onMoveDownItem} />
      )}
      {hasCopy && <Button {...common} icon="pi pi-copy" aria-label={`Copy ${label}`} disabled={off} onClick={onCopyItem} />}
      {hasRemove && (
        <Button {...common} icon="pi pi-trash" label="Remove" aria-label={`Remove ${label}`} severity="danger" disabled={off} onClick={onRemoveItem} />
      )}
    </>
  );
}
