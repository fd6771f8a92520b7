import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentErrorText, withAppointmentFirst, withTodayAppointment } from '../../../src/api/appointment-cache';
import { byStatus, sameDayAppointment, type Appointment } from '../../../src/api/appointments';
import { localDate } from '../../../src/lib/local-date';
import { ApiError } from '../../../src/api/http-client';
import { isDuplicatePhone } from '../../../src/api/patients';
import type { DashboardSummary } from '../../../src/api/use-dashboard-summary';
import { NetworkError } from '../../../src/lib/network-error';

function appointment(id: number, status: Appointment['status'], date = '2026-11-21'): Appointment {
  return { id, patient: 1, appointment_date: date, appointment_type: 'New', status, notes: null, patient_id: 'SL-000001', patient_name: 'Ama Owusu', appointment_time: null, clinician: null, clinician_name: null, cancel_reason: null };
}

afterEach(() => vi.useRealTimers());

describe('appointments', () => {
  it("sorts today's list Scheduled, then Completed, then Cancelled, keeping the order within a status", () => {
    const list = [appointment(1, 'Cancelled'), appointment(2, 'Completed'), appointment(3, 'Scheduled'), appointment(4, 'Completed'), appointment(5, 'Scheduled')];
    expect(byStatus(list).map((a) => a.id)).toEqual([3, 5, 2, 4, 1]);
  });

  it('attending at once books a Scheduled New appointment for today', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 9, 30) });
    expect(localDate()).toBe('2026-11-21');
    expect(sameDayAppointment(7)).toEqual({ patient: 7, appointment_date: '2026-11-21', appointment_type: 'New', status: 'Scheduled' });
  });

  it("puts an appointment created today at the top of today's list and bumps the count of its status", () => {
    const summary: DashboardSummary = {
      today_appointments: { count: 1, data: [appointment(1, 'Scheduled')] },
      pending_appointments: 1,
      completed_appointments: 0,
      total_patients: 10,
    };
    const scheduled = withTodayAppointment(summary, appointment(2, 'Scheduled'));
    expect(scheduled.today_appointments.count).toBe(2);
    expect(scheduled.today_appointments.data.map((a) => a.id)).toEqual([2, 1]);
    expect([scheduled.pending_appointments, scheduled.completed_appointments]).toEqual([2, 0]);
    const completed = withTodayAppointment(summary, appointment(3, 'Completed'));
    expect([completed.pending_appointments, completed.completed_appointments]).toEqual([1, 1]);
    expect(summary.today_appointments.count).toBe(1);
  });

  it("puts it at the top of today's list ({data, count}) without changing the list it was given", () => {
    const list = { data: [appointment(1, 'Completed')], count: 1 };
    expect(withAppointmentFirst(list, appointment(2, 'Scheduled'))).toEqual({ data: [appointment(2, 'Scheduled'), appointment(1, 'Completed')], count: 2 });
    expect(list.count).toBe(1);
  });

  it("words a failed booking with the server's answer, else 'API request failed'", () => {
    expect(appointmentErrorText(new ApiError(400, { detail: 'Invalid patient data' }))).toBe('Invalid patient data');
    expect(appointmentErrorText(new TypeError('Failed to fetch'))).toBe('API request failed');
  });

  it('says so when the booking got no answer', () => {
    expect(appointmentErrorText(new NetworkError('offline'))).toBe('You are offline — your entries are kept on this device');
    expect(appointmentErrorText(new NetworkError('timeout'))).toMatch(/^The server did not answer in time — /);
  });

  it('recognises the duplicate-phone refusal by its mention of confirm_save', () => {
    expect(isDuplicatePhone({ primary_phone: ['A patient with this number exists. Send confirm_save: true.'] })).toBe(true);
    expect(isDuplicatePhone({ primary_phone: ['Enter a valid 10-digit number'] })).toBe(false);
    expect(isDuplicatePhone({ detail: 'confirm_save' })).toBe(false);
    expect(isDuplicatePhone(null)).toBe(false);
  });
});
