import type { Generated, Insertable, Selectable } from 'kysely';

export interface MedicationTypesTable {
  id: Generated<number>;
  name: string;
}

/** Ophthalmic medications (refdata/ophthalmic-medications.json); teaching data, not prescribing guidance. */
export interface MedicationsTable {
  id: Generated<number>;
  medication_type_id: number;
  name: string;
  generic_name: string;
  strength: string;
  form: string;
  form_detail: string | null;
  dosage: string;
  /** 1 when on the WHO Model List as verified in refdata/SOURCES.md. */
  who_eml: number;
  note: string | null;
}

export type MedicationTypeRow = Selectable<MedicationTypesTable>;
export type NewMedicationType = Insertable<MedicationTypesTable>;
export type MedicationRow = Selectable<MedicationsTable>;
export type NewMedication = Insertable<MedicationsTable>;
