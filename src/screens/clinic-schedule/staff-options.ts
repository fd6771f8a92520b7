import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../engine/core/form-definition';
import type { ScheduleStaff } from '../../api/clinic-schedule';

/** A staff member's checklist label: the name, and why they cannot be chosen when they cannot. */
export function staffLabel(staff: ScheduleStaff): string {
  if (staff.available) return staff.name;
  const reason = staff.unavailable_reason || 'Unavailable';
  return `${staff.name} — ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

/**
 * The clinic-schedule form with its staff checklist filled in: one option per staff member (by name), those
 * unavailable on the chosen date disabled (`ui:enumDisabled`), in a scrollable list.
 */
export function withStaffOptions(form: FormDefinition, staff: readonly ScheduleStaff[]): FormDefinition {
  const field = (form.uiSchema.staff_ids ?? {}) as UiSchema;
  const options = (field['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    ...form,
    uiSchema: {
      ...form.uiSchema,
      staff_ids: {
        ...field,
        'ui:classNames': 'schedule-staff',
        'ui:options': { ...options, enumOptions: staff.map((member) => ({ value: member.id, label: staffLabel(member) })) },
        'ui:enumDisabled': staff.filter((member) => !member.available).map((member) => member.id),
      },
    },
  };
}
