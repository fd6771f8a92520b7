import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { form as caseHistory, validateFns as caseHistoryFns } from 'virtual:form/case-history';
import { form as diagnosis, validateFns as diagnosisFns } from 'virtual:form/diagnosis';
import { form as externals, validateFns as externalsFns } from 'virtual:form/externals';
import { form as extraTest, validateFns as extraTestFns } from 'virtual:form/extra-test';
import { form as finalGrading, validateFns as finalGradingFns } from 'virtual:form/final-grading';
import { form as management, validateFns as managementFns } from 'virtual:form/management';
import { form as refraction, validateFns as refractionFns } from 'virtual:form/refraction';
import { form as visualAcuity, validateFns as visualAcuityFns } from 'virtual:form/visual-acuity';
import { SchemaForm } from '../../../src/engine/schema-form';
import type { FormDefinition } from '../../../src/engine/core/form-definition';
import caseHistoryData from '../../../schemas/case-history/fixtures/valid-mixed-fields.json';
import diagnosisData from '../../../schemas/diagnosis/fixtures/valid-one-diagnosis.json';
import externalsData from '../../../schemas/externals/fixtures/valid-graded-and-notes.json';
import extraTestData from '../../../schemas/extra-test/fixtures/valid-tonometry.json';
import gradingData from '../../../schemas/final-grading/fixtures/valid-partial-marks.json';
import managementData from '../../../schemas/management/fixtures/valid-spectacles.json';
import refractionData from '../../../schemas/refraction/fixtures/valid-spheres-only.json';
import vaData from '../../../schemas/visual-acuity/fixtures/valid-logmar-contacts.json';
import { conditions, diagnosisCodes, fullCatalogue } from '../widgets/support/reference-data';
import { renderWithEyeCare } from '../support/eye-care-forms';
import { runtimeValidator } from './support/runtime-validator';

const referenceData = { conditions, diagnosisCodes, examinationConditions: fullCatalogue() };

/** The `<dd>` beside a `<dt>` label. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** No control of any kind, no required mark, and every `dt`/`dd` a direct child of a `dl` (or of a div in one). */
function expectSummaryOnly(container: HTMLElement) {
  for (const role of ['textbox', 'spinbutton', 'combobox', 'radio', 'checkbox', 'radiogroup', 'button']) {
    expect(screen.queryByRole(role), role).not.toBeInTheDocument();
  }
  expect(container.querySelector('input, select, textarea, .sf-required, [disabled]')).toBeNull();
  for (const item of container.querySelectorAll('dt, dd')) {
    const parent = item.parentElement!;
    const list = parent.tagName === 'DL' ? parent : parent.tagName === 'DIV' ? parent.parentElement : null;
    expect(list?.tagName, item.textContent ?? '').toBe('DL');
  }
}

const sections: [string, FormDefinition, Parameters<typeof SchemaForm>[0]['validateFns'], unknown][] = [
  ['case history', caseHistory, caseHistoryFns, caseHistoryData],
  ['visual acuity', visualAcuity, visualAcuityFns, vaData],
  ['externals', externals, externalsFns, externalsData],
  ['refraction', refraction, refractionFns, refractionData],
  ['extra test', extraTest, extraTestFns, extraTestData],
  ['diagnosis', diagnosis, diagnosisFns, diagnosisData],
  ['management', management, managementFns, managementData],
  ['final grading', finalGrading, finalGradingFns, gradingData],
];

describe('read-only records as a summary', () => {
  it.each(sections)('%s: recorded values only, with no control', (_name, form, validateFns, data) => {
    const { container } = renderWithEyeCare(
      <SchemaForm form={form} validateFns={validateFns} formData={data} formContext={{ referenceData }} readOnly hideTitle />,
    );
    expectSummaryOnly(container);
    expect(container.querySelectorAll('dd').length).toBeGreaterThan(0);
    for (const value of container.querySelectorAll('dd')) expect(value.textContent?.trim()).not.toBe('');
    expect(container.textContent).not.toContain('—');
  });

  it('visual acuity: each pair is one row, OD and OS side by side; enum values by their titles; empty pairs left out', () => {
    renderWithEyeCare(<SchemaForm form={visualAcuity} validateFns={visualAcuityFns} formData={vaData} readOnly hideTitle />);
    expect(valueOf('VA chart used')).toHaveTextContent('LogMAR');
    expect(valueOf('Unaided distance VA')).toHaveTextContent('OD (right eye)-0.02OS (left eye)3.5');
    // near_va_os is '', so the near row holds OD only.
    const near = valueOf('Near VA');
    expect(near).toHaveTextContent('OD (right eye)N8');
    expect(near).not.toHaveTextContent('OS (left eye)');
    expect(valueOf('Prescription type')).toHaveTextContent('Contact Lenses');
    expect(screen.queryByText(/through \+1\.00/)).not.toBeInTheDocument();
  });

  it('refraction: compact tables with a header row, only the recorded columns, no empty cycloplegic', () => {
    renderWithEyeCare(<SchemaForm form={refraction} validateFns={refractionFns} formData={refractionData} readOnly hideTitle />);
    // The stored code AutoRefraction reads as its ui:enumNames title.
    expect(valueOf('Objective method')).toHaveTextContent('Auto-refraction');
    const subjective = screen.getByRole('table', { name: 'Subjective refraction' });
    expect(within(subjective).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Eye', 'SPH', 'VA']);
    expect(within(subjective).getByRole('rowheader', { name: 'OS (left eye)' })).toBeInTheDocument();
    expect(within(subjective).getAllByRole('row')[2]).toHaveTextContent('OS (left eye)-0.506/6');
    expect(screen.getByRole('region', { name: 'Subjective refraction' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryByText('Cycloplegic refraction')).not.toBeInTheDocument();
  });

  it('externals: only the recorded observations, by group, with grading, option and notes per eye', () => {
    const { container } = renderWithEyeCare(
      <SchemaForm form={externals} validateFns={externalsFns} formData={externalsData} formContext={{ referenceData }} readOnly hideTitle />,
    );
    const rows = [...container.querySelectorAll('.sl-ro-group dt')].map((term) => term.textContent);
    expect(rows).toHaveLength(2);
    const text = container.textContent ?? '';
    expect(text).toContain('Grading: 2 · Notes: Collarettes along upper lid margin');
    expect(text).toContain('Option: Moderate');
  });

  it('diagnosis: the code by its name, the affected eye by its title', () => {
    const data = { ...diagnosisData, final_diagnoses: [{ ...diagnosisData.final_diagnoses[0], code: 11 }] };
    renderWithEyeCare(<SchemaForm form={diagnosis} validateFns={diagnosisFns} formData={data} formContext={{ referenceData }} readOnly hideTitle />);
    expect(screen.getByText('H52.1 — Myopia')).toBeInTheDocument();
    expect(valueOf('Management plan')).toHaveTextContent('Spectacles');
    expect(valueOf('Affected eye')).toHaveTextContent('OS (left)');
    expect(screen.queryByText('Queries', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('diagnosis: the affected eye always has its row; one saved before it was required reads —', () => {
    const { affected_eye: _eye, ...withoutEye } = diagnosisData.final_diagnoses[0]!;
    const data = { ...diagnosisData, final_diagnoses: [{ ...withoutEye, code: 11 }] };
    renderWithEyeCare(<SchemaForm form={diagnosis} validateFns={diagnosisFns} formData={data} formContext={{ referenceData }} readOnly hideTitle />);
    expect(valueOf('Affected eye')).toHaveTextContent(/^—$/);
    expect(valueOf('Management plan')).toHaveTextContent('Spectacles');
  });

  it('management: the OD and OS of each measure are one row (its ui.json pairs), the eyes side by side', () => {
    renderWithEyeCare(<SchemaForm form={management} validateFns={managementFns} formData={managementData} readOnly hideTitle />);
    expect(valueOf('SPH')).toHaveTextContent(`OD (right eye)${managementData.od_sph}OS (left eye)${managementData.os_sph}`);
    expect(screen.queryByText('SPH OD', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('a field hidden by its shownWhen rule is not shown, even when a value for it is stored', () => {
    // Tonometry readings stored on a test that is no longer tonometry.
    const oct = { name: 'OCT', notes: 'Macula flat', method: 'Applanation', iop_od: 14, iop_os: 16, recorded_at: '09:30' };
    const { unmount } = renderWithEyeCare(<SchemaForm form={extraTest} validateFns={extraTestFns} formData={oct} readOnly hideTitle />);
    expect(valueOf('Notes')).toHaveTextContent('Macula flat');
    for (const hidden of ['Applanation', '14', '16', '09:30']) expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    unmount();

    // The same values show while the rule holds.
    const { unmount: unmountShown } = renderWithEyeCare(
      <SchemaForm form={extraTest} validateFns={extraTestFns} formData={{ ...oct, name: 'Tonometry' }} readOnly hideTitle />,
    );
    expect(screen.getByText('Applanation')).toBeInTheDocument();
    unmountShown();

    // An eye pair (od_x/os_x) and a block shown only with a ticked option: left out with the option unticked.
    renderWithEyeCare(
      <SchemaForm form={visualAcuity} validateFns={visualAcuityFns} formData={{ ...vaData, came_with_prescription: false }} readOnly hideTitle />,
    );
    expect(valueOf('VA chart used')).toHaveTextContent('LogMAR');
    expect(screen.queryByText('Contact Lenses')).not.toBeInTheDocument();
    expect(screen.queryByText('-3.50')).not.toBeInTheDocument();
    expect(screen.queryByText('-1.25')).not.toBeInTheDocument();
  });

  it('management: the refractive correction block is left out when refractive correction is not ticked', () => {
    renderWithEyeCare(
      <SchemaForm form={management} validateFns={managementFns} formData={{ ...managementData, refractive_correction: false }} readOnly hideTitle />,
    );
    expect(screen.queryByText('SPH', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(String(managementData.od_sph))).not.toBeInTheDocument();
  });

  it("a section with nothing recorded says 'Nothing recorded.'", () => {
    renderWithEyeCare(<SchemaForm form={refraction} validateFns={refractionFns} formData={{ objective: [{ eye: 'OD' }, { eye: 'OS' }] }} readOnly hideTitle />);
    expect(screen.getByText('Nothing recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a property added to a schema shows in read-only with no code change', () => {
    const schema = structuredClone(visualAcuity.schema) as RJSFSchema;
    schema.properties!.colour_vision = { type: 'string', title: 'Colour vision', oneOf: [{ const: 'normal', title: 'Normal (Ishihara)' }] };
    schema.properties!.stereo_od = { type: 'string', title: 'Stereo acuity (OD)' };
    schema.properties!.stereo_os = { type: 'string', title: 'Stereo acuity (OS)' };
    const form: FormDefinition = { ...visualAcuity, id: 'visual-acuity-extended', schema, uiSchema: { ...visualAcuity.uiSchema, 'ui:order': [...(visualAcuity.uiSchema['ui:order'] as string[]), '*'] } };
    renderWithEyeCare(
      <SchemaForm
        form={form}
        validator={runtimeValidator()}
        formData={{ ...vaData, colour_vision: 'normal', stereo_od: '40"', stereo_os: '60"' }}
        readOnly
        hideTitle
      />,
    );
    expect(valueOf('Colour vision')).toHaveTextContent('Normal (Ishihara)');
    expect(valueOf('Stereo acuity')).toHaveTextContent('OD (right eye)40"OS (left eye)60"');
  });
});
