/**
 * What the clinic schedule routes answer (platform §2.12; docs/api.md "Clinic schedule"). The one definition of these
 * shapes: the server's clinic schedule service builds them and the client reads them.
 */

/** A staff member as the schedule names them. */
export interface StaffRef {
  id: number;
  name: string;
  role: string;
}

/** One staff member on the rota for a time range of one date. */
export interface ScheduleEntry {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  staff_id: number;
  staff: StaffRef | null;
}

/** A time range a staff member is already on the schedule for (HH:MM). */
export interface ScheduledTime {
  start_time: string;
  end_time: string;
}

/** One of the rota's staff with their availability on a date, and the times they are already scheduled that date. */
export interface ScheduleStaff extends StaffRef {
  available: boolean;
  unavailable_reason: string | null;
  scheduled: ScheduledTime[];
}
