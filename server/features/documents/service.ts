/**
 * What a printable document of an appointment says (issue 22, item 6): read from the records the consultation saved —
 * the patient, the appointment's latest management plan (in the form's own notation: the one wire transform read
 * backwards, so '+1.25' prints as the student typed it), its diagnoses and who saved and supervised them. No clinical
 * rule is written here: the values are the validated documents' own. A document that has nothing to say is a 404.
 */
import { addYears } from 'date-fns';
import { isRecord } from '../../../src/lib/is-record';
import { localDate } from '../../lib/dates';
import type { Repositories } from '../../db/repositories/index';
import type { FormRegistry } from '../../services/form-registry';
import { isSpectaclePlan, planInFormNotation, rxLine, shown, type RxLine } from './spectacle-rx';
import { DOCUMENT_KINDS } from '../../../contracts/documents';
import { ApiError } from '../../lib/api-error';
import { fullName } from '../../lib/text';

/** How long a spectacle prescription is valid from the day it was written (docs/decisions.md, "Printable documents"). */
export const PRESCRIPTION_VALID_YEARS = 2;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What each document is called. */
export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'spectacle-prescription': 'Spectacle prescription',
  'referral-letter': 'Referral letter',
};

export const DOCUMENT_MESSAGES = {
  noPrescription: 'This appointment has no spectacle prescription.',
  noReferral: 'This appointment has no referral.',
} as const;

/** Who the document is about, as a clinic document names them. */
export interface DocumentPatient {
  name: string;
  patientId: string;
  dob: string;
  gender: string;
  clinic: string;
}

/** What every document of an appointment carries. */
export interface DocumentHead {
  appointmentId: number;
  /** The appointment's day, YYYY-MM-DD. */
  date: string;
  patient: DocumentPatient;
  /** Who saved the management plan (the student or clinician who wrote it). */
  prescriber: string | null;
  /** The lecturer the case was submitted to, when it was. */
  supervisor: string | null;
}

export interface SpectaclePrescription extends DocumentHead {
  od: RxLine;
  os: RxLine;
  pd: string | null;
  segmentHeight: string | null;
  fittingCrossHeight: string | null;
  lensType: string | null;
  /** The last day it is valid, YYYY-MM-DD. */
  validUntil: string;
}

export interface ReferralLetter extends DocumentHead {
  details: string;
  differential: string | null;
  /** 'H25.0 Senile incipient cataract (OU)'. */
  diagnoses: string[];
}

type Repos = Pick<Repositories, 'appointments' | 'patients' | 'sectionRecords' | 'caseReviews' | 'referenceData'>;

const MANAGEMENT = 'management';
const DIAGNOSIS = 'diagnosis';

/** The referral details of a plan (form notation) that refers the patient; null otherwise. */
const referralOf = (plan: Record<string, unknown>): string | null => (plan.referral === true ? shown(plan.referral_details) : null);

/** Which documents a plan (form notation) gives. */
const GIVES: Record<DocumentKind, (plan: Record<string, unknown>) => boolean> = {
  'spectacle-prescription': isSpectaclePlan,
  'referral-letter': (plan) => referralOf(plan) !== null,
};

export function createDocumentService(deps: { repos: Repos; forms: Pick<FormRegistry, 'schema'> }) {
  const { repos, forms } = deps;
  const notFound = (detail: string) => ApiError.detail(404, detail);

  /** The appointment, its patient, its plan (form notation) and who wrote and supervised it; 404 without a plan. */
  async function headOf(appointmentId: number, missing: string): Promise<{ head: DocumentHead; plan: Record<string, unknown> }> {
    const appointment = await repos.appointments.find(appointmentId);
    if (!appointment) throw notFound('Not found.');
    const record = await repos.sectionRecords.latest(appointmentId, MANAGEMENT);
    if (!record) throw notFound(missing);
    const [patient, review] = await Promise.all([repos.patients.find(appointment.patient_id), repos.caseReviews.reviewOf(appointmentId)]);
    if (!patient) throw notFound('Not found.');
    const supervisor = review ? (await repos.caseReviews.userNames([review.supervisor_id]))[0] : undefined;
    return {
      plan: planInFormNotation(forms, record.data),
      head: {
        appointmentId,
        date: appointment.appointment_date,
        patient: {
          name: fullName(patient.first_name, patient.last_name),
          patientId: patient.patient_id,
          dob: patient.dob,
          gender: patient.gender,
          clinic: patient.clinic,
        },
        prescriber: record.savedByName ?? null,
        supervisor: supervisor ? fullName(supervisor.first_name, supervisor.last_name) : null,
      },
    };
  }

  /** The diagnoses of the appointment's latest diagnosis record, named by their codes. */
  async function findings(appointmentId: number): Promise<{ differential: string | null; diagnoses: string[] }> {
    const record = await repos.sectionRecords.latest(appointmentId, DIAGNOSIS);
    const data = isRecord(record?.data) ? record.data : {};
    const finals = (Array.isArray(data.final_diagnoses) ? data.final_diagnoses : []).filter(isRecord);
    const ids = finals.map((entry) => entry.code).filter((code): code is number => typeof code === 'number');
    const codes = new Map((await repos.referenceData.findDiagnosisCodes([...new Set(ids)])).map((row) => [row.id, row]));
    const diagnoses = finals.map((entry) => {
      const code = typeof entry.code === 'number' ? codes.get(entry.code) : undefined;
      const name = code ? `${code.icd_code} ${code.diagnosis}` : `Diagnosis ${String(entry.code)}`;
      const eye = shown(entry.affected_eye);
      return eye ? `${name} (${eye})` : name;
    });
    return { differential: shown(data.differential_diagnosis), diagnoses };
  }

  return {
    /** The documents the appointment's latest plan gives (none without a plan); 404 for no such appointment. */
    async available(appointmentId: number): Promise<DocumentKind[]> {
      if (!(await repos.appointments.find(appointmentId))) throw notFound('Not found.');
      const record = await repos.sectionRecords.latest(appointmentId, MANAGEMENT);
      if (!record) return [];
      const plan = planInFormNotation(forms, record.data);
      return DOCUMENT_KINDS.filter((kind) => GIVES[kind](plan));
    },

    /** The spectacle prescription of an appointment; 404 when its plan prescribes no spectacles. */
    async spectaclePrescription(appointmentId: number): Promise<SpectaclePrescription> {
      const { head, plan } = await headOf(appointmentId, DOCUMENT_MESSAGES.noPrescription);
      if (!isSpectaclePlan(plan)) throw notFound(DOCUMENT_MESSAGES.noPrescription);
      const [year, month, day] = head.date.split('-').map(Number) as [number, number, number];
      return {
        ...head,
        od: rxLine(plan, 'od'),
        os: rxLine(plan, 'os'),
        pd: shown(plan.pd),
        segmentHeight: shown(plan.segment_height),
        fittingCrossHeight: shown(plan.fitting_cross_height),
        lensType: shown(plan.type_of_lens),
        validUntil: localDate(addYears(new Date(year, month - 1, day), PRESCRIPTION_VALID_YEARS)),
      };
    },

    /** The referral letter of an appointment; 404 when its plan has no referral with details. */
    async referralLetter(appointmentId: number): Promise<ReferralLetter> {
      const { head, plan } = await headOf(appointmentId, DOCUMENT_MESSAGES.noReferral);
      const details = referralOf(plan);
      if (details === null) throw notFound(DOCUMENT_MESSAGES.noReferral);
      return { ...head, details, ...(await findings(appointmentId)) };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
