/**
 * Loads the reference JSON into its tables. Each table is filled only while empty, so running the seed again
 * changes nothing; later changes to the data ship as migrations or explicit update scripts, except the conditions
 * marked `appended`, which a seeded table gains (seedConditions).
 */
import type { ReferenceDataRepository } from '../repositories/reference-data';
import { conditionsInSeedOrder, refdata } from './refdata-files';

const bit = (value: boolean | undefined) => (value ? 1 : 0);

/**
 * An empty table takes every condition in seed order; a seeded one takes the `appended` items it lacks (by category
 * and name), in that order, so that an existing database gains them with the ids a fresh one gives them.
 */
async function seedConditions(repo: ReferenceDataRepository): Promise<void> {
  const ordered = conditionsInSeedOrder(refdata.conditions());
  const existing = await repo.listConditions();
  const known = new Set(existing.map((row) => `${row.category}\n${row.name}`));
  const wanted = existing.length === 0 ? ordered : ordered.filter(({ category, item }) => item.appended && !known.has(`${category}\n${item.name}`));
  if (wanted.length === 0) return;
  await repo.insertConditions(
    wanted.map(({ category, item }) => ({
      category,
      name: item.name,
      has_text: bit(item.has_text),
      has_dropdown: bit(item.has_dropdown),
      has_grading: bit(item.has_grading),
      has_notes: bit(item.has_notes),
      has_checkbox: bit(item.has_checkbox),
      per_eye: bit(item.per_eye),
      dropdown_options: JSON.stringify(item.dropdown_options ?? []),
      text_hint: item.text_hint ?? null,
    })),
  );
}

async function seedExamination(repo: ReferenceDataRepository): Promise<void> {
  const file = refdata.examination();
  if ((await repo.count('grading_scales')) === 0) {
    await repo.insertGradingScales(
      Object.entries(file.grading_scales).map(([key, { source, ...definition }]) => ({
        key,
        source,
        definition: JSON.stringify(definition),
      })),
    );
  }
  if ((await repo.count('examination_conditions')) > 0) return;
  const entries = (['external', 'internal'] as const).flatMap((type) =>
    file[type].flatMap((group) =>
      group.subgroups.flatMap((subgroup) =>
        subgroup.conditions.map((condition) => ({
          appended: condition.appended === true,
          row: {
            type,
            group_name: group.group,
            subgroup: subgroup.name,
            name: condition.name,
            grading_scale: condition.grading_scale,
            per_eye: bit(condition.per_eye),
            options: JSON.stringify(condition.options ?? []),
            value_type: condition.value_type ?? null,
            normal: condition.normal === undefined ? null : JSON.stringify(condition.normal),
          },
        })),
      ),
    ),
  );
  // Conditions added after the first release come last, as their migration inserted them: ids never change.
  const rows = [...entries.filter((entry) => !entry.appended), ...entries.filter((entry) => entry.appended)].map((entry) => entry.row);
  await repo.insertExaminationConditions(rows);
}

async function seedDiagnosisCodes(repo: ReferenceDataRepository): Promise<void> {
  if ((await repo.count('diagnosis_codes')) > 0) return;
  await repo.insertDiagnosisCodes(refdata.icd10().map(({ icd_code, diagnosis }) => ({ icd_code, diagnosis })));
}

async function seedMedications(repo: ReferenceDataRepository): Promise<void> {
  if ((await repo.count('medication_types')) > 0) return;
  for (const group of refdata.medications().medication_types) {
    const typeId = await repo.insertMedicationType(group.type);
    await repo.insertMedications(
      group.medications.map((m) => ({
        medication_type_id: typeId,
        name: m.name,
        generic_name: m.generic_name,
        strength: m.strength,
        form: m.form,
        form_detail: m.form_detail ?? null,
        dosage: m.dosage,
        who_eml: bit(m.who_eml),
        note: m.note ?? null,
      })),
    );
  }
}

async function seedVisualAcuity(repo: ReferenceDataRepository): Promise<void> {
  const file = refdata.va();
  if ((await repo.count('va_conversions')) === 0) {
    await repo.insertVaConversions(
      file.snellen_conversions.map((row) => ({
        snellen_6m: row.snellen_6m,
        snellen_denominator_6m: row.snellen_denominator_6m,
        snellen_20ft: row.snellen_20ft_equivalent,
        decimal_va: row.decimal,
        logmar: row.logmar,
        logmar_exact: row.logmar_exact,
        etdrs_letters: row.etdrs_letters_equivalent,
      })),
    );
  }
  if ((await repo.count('va_low_vision')) === 0) {
    await repo.insertVaLowVision(
      file.low_vision_categories.map((row) => ({
        code: row.code,
        label: row.label,
        logmar: row.logmar,
        decimal_equivalent: row.decimal_equivalent,
        basis: row.basis,
        evidence: JSON.stringify(row.evidence ?? {}),
      })),
    );
  }
}

export async function seedReferenceData(repo: ReferenceDataRepository): Promise<void> {
  await seedConditions(repo);
  await seedExamination(repo);
  await seedDiagnosisCodes(repo);
  await seedMedications(repo);
  await seedVisualAcuity(repo);
}
