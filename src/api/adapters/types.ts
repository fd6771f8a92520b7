/** What an adapter may need beyond the form data. Every member is optional: an adapter documents what it reads. */
export interface AdapterContext {
  /** The appointment the form belongs to (the route's id), for payloads that carry `appointment`. */
  appointmentId?: number;
  /** The patient the form is about, for payloads that carry `patient` (the Oculo-Medical History). */
  patientId?: number;
  /** Patient registration: resend after the duplicate-phone 'Confirm Save' dialog (adds `confirm_save: true`). */
  confirmSave?: boolean;
  /**
   * The form's schema (raw or bundled): the fields an adapter carries are the schema's properties. Absent: the
   * schema shipped in `schemas/`. The server passes the schema it validated with; a test may pass a modified copy.
   */
  schema?: unknown;
}

/**
 * Converts between a form's data and its REST bodies. Pure and shared by client and server: `toPayload` gives the
 * exact request body; `fromResponse` gives form data back from a read answer or a write payload, never throws,
 * and keeps unknown keys so that validating its result still refuses them.
 */
export interface FormAdapter<F, P> {
  toPayload(formData: F, context: AdapterContext): P;
  fromResponse(body: unknown, context?: AdapterContext): F;
}
