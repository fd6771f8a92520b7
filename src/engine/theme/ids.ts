/** Element ids derived from a field's id, shared by templates and widgets so that ARIA references meet. */
export const labelId = (id: string) => `${id}__label`;
export { ariaDescribedByIds, descriptionId, errorId, helpId, optionId } from '@rjsf/utils';
