import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../engine/core/form-definition';
import type { ScheduleStaff } from '../../api/clinic-schedule';

/** 'HH:MM–HH:MM' of each time range, joined by ', '. */
const timesText = (times: readonly { start_time: string; end_time: string }[]) =>
  times.map((time) => `${time.start_time.slice(0, 5)}–${time.end_time.slice(0, 5)}`).join(', ');

/**
 * A staff member's checklist label: the name; why they cannot be chosen when they cannot; else the times they are
 * already scheduled that day, if any ('Kwame Asante — scheduled 08:00–14:00'), still choosable for another time.
 */
export function staffLabel(staff: ScheduleStaff): string {
  if (!staff.available) {
    const reason = staff.unavailable_reason || 'Unavailable';
    return `${staff.name} — ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
  }
  const scheduled = staff.scheduled ?? [];
  return scheduled.length > 0 ? `${staff.name} — scheduled ${timesText(scheduled)}` : staff.name;
}

/** The ids of `staff` that cannot be chosen on their list's date. */
export const unavailableIds = (staff: readonly ScheduleStaff[]): number[] =>
  staff.filter((member) => !member.available).map((member) => member.id);

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
        'ui:enumDisabled': unavailableIds(staff),
      },
    },
  };
}
