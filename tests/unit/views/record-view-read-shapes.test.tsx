/**
 * The View More tabs over the read shapes of consultation §3: observations as a list of items (empty list: the
 * empty text), the diagnosis view answered before any diagnosis (the empty text), the Oculo-Medical History with
 * its name and notes lists and condition names.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SOURCES } from '../../../src/api/use-section-record';
import { AppProviders } from '../../../src/app/app-providers';
import { RecordTab } from '../../../src/views/record-view';
import { resetClientState } from '../support/client-state';
import { json } from '../support/fetch-mock';
import { serve } from '../screens/lists/support';

const SLOW = { timeout: 10_000 };
const source = (formId: string) => SECTION_SOURCES.find((entry) => entry.formId === formId)!;

function renderTab(formId: string) {
  return render(
    <AppProviders>
      <RecordTab source={source(formId)} appointmentId={5} patientId={3} />
    </AppProviders>,
  );
}

/** Two external conditions, as flat catalogue entries (group and subgroup named on each). */
const catalogue = [
  { id: 1, name: 'Ptosis', type: 'external', group_name: 'Lids', subgroup: 'Position', per_eye: true, options: [], grading_scale: null },
  { id: 2, name: 'Blepharospasm', type: 'external', group_name: 'Lids', subgroup: 'Position', per_eye: false, options: [], grading_scale: null },
];

const item = (condition: number, name: string, affected_eye: string | null, field_type: string, value: string) => ({
  condition,
  condition_name: name,
  affected_eye,
  field_type,
  value,
  grading: field_type === 'grading' ? value : null,
  notes: field_type === 'notes' ? value : null,
  average_marks: null,
});

beforeEach(() => resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('Externals record tab', () => {
  it('reads the list of items as one record, a general note included', async () => {
    serve('student', {
      '/api/tests/api/external-observations/5/': () =>
        json([item(1, 'Ptosis', 'OD', 'grading', '2'), item(1, 'Ptosis', null, 'notes', 'Both lids'), item(2, 'Blepharospasm', null, 'notes', 'Bright light')]),
      '/api/tests/api/examination-conditions/': () => json(catalogue),
    });
    renderTab('externals');
    const ptosis = await screen.findByText('Position: Ptosis', { selector: 'dt' }, SLOW);
    expect(screen.getByText('Lids')).toBeInTheDocument();
    expect(ptosis.nextElementSibling).toHaveTextContent('OD (right eye)Grading: 2Notes: Both lids');
    expect(screen.getByText('Position: Blepharospasm', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Notes: Bright light');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lids' })).not.toBeInTheDocument();
    expect(screen.queryByText('No external observations found.')).not.toBeInTheDocument();
  });

  it("says 'No external observations found.' for an empty list", async () => {
    serve('student', { '/api/tests/api/external-observations/5/': () => json([]) });
    renderTab('externals');
    expect(await screen.findByText('No external observations found.', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Internals record tab', () => {
  it("says 'No internal observations found.' for an empty list", async () => {
    serve('student', { '/api/tests/api/internal-observations/5/': () => json([]) });
    renderTab('internals');
    expect(await screen.findByText('No internal observations found.', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Diagnosis record tab', () => {
  it("says 'No diagnosis found.' for the view of an appointment with no diagnosis yet", async () => {
    serve('student', {
      '/api/diagnosis/5/view/': () =>
        json({
          id: null,
          saved_at: null,
          appointment: 5,
          differential_diagnosis: '',
          final_diagnoses_info: [],
          all_diagnosis_codes: [{ id: 1, diagnosis: 'Myopia', icd_code: 'H52.1' }],
        }),
    });
    renderTab('diagnosis');
    expect(await screen.findByText('No diagnosis found.', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows a saved diagnosis, its codes named from the code list of the view', async () => {
    serve('student', {
      '/api/diagnosis/5/view/': () =>
        json({
          id: 7,
          saved_at: '2026-11-21T10:00:00.000Z',
          appointment: 5,
          differential_diagnosis: 'Refractive error, most likely',
          final_diagnoses_info: [
            {
              code: { id: 1, diagnosis: 'Myopia' },
              management_plan: 'Spectacles',
              affected_eye: 'OU',
              notes: '',
              queries: [{ query: 'Night driving?' }],
            },
          ],
          all_diagnosis_codes: [{ id: 1, diagnosis: 'Myopia', icd_code: 'H52.1' }],
        }),
    });
    renderTab('diagnosis');
    expect(await screen.findByText('Refractive error, most likely', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('The list of diagnosis codes is not available.')).not.toBeInTheDocument();
    expect(screen.getByText(/Myopia/)).toBeInTheDocument();
  });
});

describe('Oculo-Medical History record tab', () => {
  it('shows the read shape: entries from the name and notes lists', async () => {
    serve('student', {
      '/api/tests/api/patient-history/latest/': () =>
        json({
          id: 4,
          saved_at: '2026-11-21T10:00:00.000Z',
          patient: 3,
          appointment: 5,
          last_eye_examination: '1 - 3 years',
          drug_history: ['Timolol 0.5%', 'Aspirin'],
          drug_notes: ['Twice daily', ''],
          allergies: ['Penicillin'],
          allergy_notes: ['Rash'],
          social_history: [],
          social_notes: [],
          medical_history: [],
          ocular_history: [],
          family_medical_history: [],
          family_ocular_history: [],
        }),
    });
    renderTab('oculo-medical-history');
    expect(await screen.findByText('Timolol 0.5%', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Twice daily')).toBeInTheDocument();
    expect(screen.getByText('Aspirin')).toBeInTheDocument();
    expect(screen.getByText('Rash')).toBeInTheDocument();
  });
});
