// Specification §5 (visual acuity, field formats, refraction, management) in the rendered forms: a person types the
// bad value into the labelled input, leaves it or saves, and reads the §8 message under that input.
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchemaForm } from '../../../src/engine/schema-form';
import { eyeCareRegistry } from '../../../src/widgets/registry';
import { loadCatalogueForm } from './support/form-cases';
import { visibleTexts } from './support/messages';
import { expectFieldMessage, expectNoFieldMessage, renderCatalogueForm } from './support/render-catalogue-form';

const CHART = 'Please select the VA chart used.';
const UNAIDED = 'Enter Unaided Distance VA per eye.';
const SNELLEN = 'Use Snellen notation such as 6/6 or 6/18 (or CF, HM, PL, NPL).';
const LOGMAR = 'Value must be between -0.02 and 3.5 (decimal)';
const NEAR = 'Invalid MN notation';
const RX_TYPE = 'Please select a prescription type before proceeding.';
const SPH_REQUIRED = 'SPH is required and must be a valid value for both eyes (e.g., +1.00, -2.25).';
const SPH_FORMAT = 'Invalid SPH format. Must start with + or -';
const CYL = 'CYL must be negative (e.g., -0.75)';
const AXIS_RANGE = 'AXIS must be a number between 0 and 180';
const AXIS_WITH_CYL = 'AXIS is required if CYL is entered';
const RX_VA = 'Use 6/6 or a float like 0.00';
const ADD = 'ADD must start with +';
const REQUIRED = 'This field is required.';
const AT_LEAST_ONE = 'Please select at least one management option.';
const CORRECTION_TYPE = 'Please select a type of refractive correction.';

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('visual acuity form', () => {
  /** Snellen, unaided VA for both eyes, and a spectacle prescription with SPH for both eyes: valid as it is. */
  const withPrescription = {
    va_chart_used: 'SNELLEN',
    distance_unaided_od: '6/6',
    distance_unaided_os: '6/6',
    came_with_prescription: true,
    prescription_type: 'GLASSES',
    rx_sph_od: '+1.00',
    rx_sph_os: '-2.25',
  };

  it('asks for the VA chart on save', async () => {
    const { save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await save();
    expectFieldMessage(screen.getByRole('radiogroup', { name: 'VA chart used' }), CHART);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for unaided distance VA per eye: when the field is left empty, and on save for the other eye', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'Snellen' }));
    await user.click(input('Unaided distance VA (OD)'));
    await user.tab();
    expectFieldMessage(input('Unaided distance VA (OD)'), UNAIDED);
    await user.type(input('Unaided distance VA (OD)'), '6/9');
    await user.tab();
    expectNoFieldMessage(input('Unaided distance VA (OD)'), UNAIDED);
    await save();
    expectFieldMessage(input('Unaided distance VA (OS)'), UNAIDED);
    expectNoFieldMessage(input('Unaided distance VA (OD)'), UNAIDED);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Snellen: refuses a decimal with the notation message, once, when the field is left', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'Snellen' }));
    await user.type(input('Unaided distance VA (OD)'), '0.3');
    await user.tab();
    expectFieldMessage(input('Unaided distance VA (OD)'), SNELLEN);
    await user.type(input('Pinhole (PH) distance VA (OS)'), '6/1200');
    await user.tab();
    expectFieldMessage(input('Pinhole (PH) distance VA (OS)'), SNELLEN);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Snellen: hints at 6/N off the chart (not an error) and saves any digits over digits', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'Snellen' }));
    await user.type(input('Unaided distance VA (OD)'), '6/10');
    await user.type(input('Unaided distance VA (OS)'), '3/60');
    await user.tab();
    for (const name of ['Unaided distance VA (OD)', 'Unaided distance VA (OS)']) {
      expect(input(name)).toHaveAccessibleDescription(expect.stringContaining('Not a standard 6 m chart line (6/5 … 6/120); saved as typed.'));
      expect(input(name)).not.toHaveAccessibleDescription(expect.stringContaining(SNELLEN));
      expect(input(name)).not.toHaveAttribute('aria-invalid');
    }
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({ va_chart_used: 'SNELLEN', distance_unaided_od: '6/10', distance_unaided_os: '3/60' });
  });

  it('LogMAR: refuses values outside -0.02…3.5', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'LogMAR' }));
    await user.type(input('Unaided distance VA (OD)'), '3.6');
    await user.tab();
    expectFieldMessage(input('Unaided distance VA (OD)'), LOGMAR);
    await user.type(input('Unaided distance VA (OS)'), '-0.03');
    await user.tab();
    expectFieldMessage(input('Unaided distance VA (OS)'), LOGMAR);
    await user.type(input('Distance VA through +1.00 D (OD)'), '6/6');
    await user.tab();
    expectFieldMessage(input('Distance VA through +1.00 D (OD)'), LOGMAR);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('LogMAR: accepts the ends of the range and the off-chart notations', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'LogMAR' }));
    await user.type(input('Unaided distance VA (OD)'), '-0.02');
    await user.type(input('Unaided distance VA (OS)'), '3.5');
    await user.type(input('Pinhole (PH) distance VA (OD)'), 'cf');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ distance_unaided_od: '-0.02', distance_ph_od: 'CF' });
  });

  it('Others: takes free text', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity');
    await user.click(screen.getByRole('radio', { name: 'Others' }));
    await user.type(input('Unaided distance VA (OD)'), 'Fix and follow');
    await user.type(input('Unaided distance VA (OS)'), '20/40 Lea');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit).toHaveBeenCalledWith({
      va_chart_used: 'Others',
      distance_unaided_od: 'Fix and follow',
      distance_unaided_os: '20/40 Lea',
    });
  });

  it('near VA: refuses other notations, accepts M/N (tidied to capitals)', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity', {
      va_chart_used: 'SNELLEN',
      distance_unaided_od: '6/6',
      distance_unaided_os: '6/6',
    });
    await user.type(input('Near VA (OD)'), 'J2');
    await user.tab();
    expectFieldMessage(input('Near VA (OD)'), NEAR);
    await user.type(input('Near VA (OS)'), 'n5');
    await user.tab();
    expect(input('Near VA (OS)')).toHaveValue('N5');
    expectNoFieldMessage(input('Near VA (OS)'), NEAR);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input('Near VA (OD)'));
    await user.type(input('Near VA (OD)'), 'M2.5');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ near_va_od: 'M2.5', near_va_os: 'N5' });
  });

  it('with a prescription: asks for its type and SPH for both eyes', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity', {
      va_chart_used: 'SNELLEN',
      distance_unaided_od: '6/6',
      distance_unaided_os: '6/6',
    });
    const question = screen.getByRole('radiogroup', { name: 'Came with a prescription?' });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await save();
    expectFieldMessage(screen.getByRole('radiogroup', { name: 'Prescription type' }), RX_TYPE);
    expectFieldMessage(input('SPH (OD)'), SPH_REQUIRED);
    expectFieldMessage(input('SPH (OS)'), SPH_REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Spectacles' }));
    await user.type(input('SPH (OD)'), '+1.00');
    await user.type(input('SPH (OS)'), '-2.25');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      came_with_prescription: true,
      prescription_type: 'GLASSES',
      rx_sph_od: '+1.00',
    });
  });

  it('prescription type: each choice records its own value once a prescription is declared', async () => {
    const { prescription_type: _type, ...declared } = withPrescription;
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity', declared);
    await user.click(screen.getByRole('radio', { name: 'Spectacles' }));
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ prescription_type: 'GLASSES' });
    await user.click(screen.getByRole('radio', { name: 'Contact Lenses' }));
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(2);
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ prescription_type: 'CONTACTS' });
  });

  it('prescription type: a saved choice shows under its own label, editing and reading', async () => {
    await renderCatalogueForm('visual-acuity', withPrescription);
    expect(screen.getByRole('radio', { name: 'Spectacles' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Contact Lenses' })).not.toBeChecked();
    cleanup();
    const { form, validateFns } = await loadCatalogueForm('visual-acuity');
    render(<SchemaForm registry={eyeCareRegistry} form={form} validateFns={validateFns} formData={withPrescription} readOnly />);
    const term = screen.getByText('Prescription type', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('Spectacles');
  });

  const formats: [rule: string, label: string, typed: string, message: string][] = [
    ['SPH without a sign', 'SPH (OD)', '1.00', SPH_FORMAT],
    ['SPH off the quarter steps', 'SPH (OS)', '+1.10', SPH_FORMAT],
    ['positive CYL', 'CYL (OD)', '+0.75', CYL],
    ['AXIS above 180', 'AXIS (OS)', '181', AXIS_RANGE],
    ['AXIS not a whole number', 'AXIS (OD)', '12.5', AXIS_RANGE],
    ['prescription VA in words', 'Distance VA with prescription (OD)', 'good', RX_VA],
    ['prescription VA above 3', 'Distance VA with prescription (OS)', '3.5', RX_VA],
    ['near prescription VA in N notation', 'Near VA with prescription (OD)', 'N5', RX_VA],
    ['negative ADD', 'ADD (OD)', '-1', ADD],
  ];

  it.each(formats)('field format: %s (%s "%s")', async (_rule, label, typed, message) => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity', withPrescription);
    await user.clear(input(label));
    await user.type(input(label), typed);
    await user.tab();
    expectFieldMessage(input(label), message);
    await save();
    expectFieldMessage(input(label), message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('field format: AXIS is required once CYL is entered, for each eye', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('visual-acuity', withPrescription);
    await user.type(input('CYL (OD)'), '-0.75');
    await user.type(input('CYL (OS)'), '-1.50');
    await save();
    expectFieldMessage(input('AXIS (OD)'), AXIS_WITH_CYL);
    expectFieldMessage(input('AXIS (OS)'), AXIS_WITH_CYL);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input('AXIS (OD)'), '180');
    await user.type(input('AXIS (OS)'), '0');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });
});

describe('refraction form', () => {
  const spheresOnly = {
    objective_method: 'AutoRefraction',
    objective: [
      { eye: 'OD', sph: '+0.00' },
      { eye: 'OS', sph: '-0.25' },
    ],
    subjective: [
      { eye: 'OD', sph: '+0.00', va_6m: '1.0' },
      { eye: 'OS', sph: '-0.50', va_6m: '6/6' },
    ],
    cycloplegic: [],
  };
  const SECTIONS = [
    ['objective', 'Objective refraction'],
    ['subjective', 'Subjective refraction'],
    ['cycloplegic', 'Cycloplegic refraction'],
  ] as const;

  async function renderSection(title: string) {
    const view = await renderCatalogueForm('refraction', spheresOnly);
    if (title === 'Cycloplegic refraction') {
      await view.user.click(screen.getByRole('checkbox', { name: 'Add cycloplegic refraction' }));
    }
    const table = screen.getByRole('table', { name: title });
    const cell = (name: string) => within(table).getByLabelText(name, { selector: 'input' });
    return { ...view, cell };
  }

  it('asks for the objective method and the objective and subjective SPH of each eye', async () => {
    const { save, onSubmit } = await renderCatalogueForm('refraction');
    await save();
    expectFieldMessage(screen.getByRole('radiogroup', { name: 'Objective method' }), REQUIRED);
    for (const title of ['Objective refraction', 'Subjective refraction']) {
      const table = screen.getByRole('table', { name: title });
      expectFieldMessage(within(table).getByLabelText('OD SPH', { selector: 'input' }), REQUIRED);
      expectFieldMessage(within(table).getByLabelText('OS SPH', { selector: 'input' }), REQUIRED);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(SECTIONS)('%s: AXIS is required once CYL is entered', async (_section, title) => {
    const { user, save, onSubmit, cell } = await renderSection(title);
    await user.type(cell('OD CYL'), '-0.75');
    await user.tab();
    await save();
    expectFieldMessage(cell('OD AXIS'), AXIS_WITH_CYL);
    expectNoFieldMessage(cell('OS AXIS'), AXIS_WITH_CYL);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(cell('OD AXIS'), '90');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });

  it.each(SECTIONS)('%s: refuses a positive CYL', async (_section, title) => {
    const { user, save, onSubmit, cell } = await renderSection(title);
    await user.type(cell('OS CYL'), '+0.75');
    await user.type(cell('OS AXIS'), '90');
    await user.tab();
    expectFieldMessage(cell('OS CYL'), CYL);
    await save();
    expectFieldMessage(cell('OS CYL'), CYL);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(SECTIONS)('%s: refuses SPH without a sign', async (_section, title) => {
    const { user, save, onSubmit, cell } = await renderSection(title);
    await user.clear(cell('OD SPH'));
    await user.type(cell('OD SPH'), '1.25');
    await user.tab();
    expect(cell('OD SPH')).toHaveValue('1.25');
    expectFieldMessage(cell('OD SPH'), SPH_FORMAT);
    await save();
    expectFieldMessage(cell('OD SPH'), SPH_FORMAT);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('subjective: refuses an ADD that does not start with +', async () => {
    const { user, save, onSubmit, cell } = await renderSection('Subjective refraction');
    await user.type(cell('OD ADD'), '-1.00');
    await user.tab();
    expectFieldMessage(cell('OD ADD'), ADD);
    await save();
    expectFieldMessage(cell('OD ADD'), ADD);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('subjective: an ADD typed without its sign is written with +', async () => {
    const { user, save, onSubmit, cell } = await renderSection('Subjective refraction');
    await user.type(cell('OS ADD'), '1.5');
    await user.tab();
    expect(cell('OS ADD')).toHaveValue('+1.50');
    expectNoFieldMessage(cell('OS ADD'), ADD);
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });
});

describe('management form', () => {
  // The option checkboxes are found by the start of their name: see 'names each option once' for their label.
  const option = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  const spectacles = { refractive_correction: true, type_of_refractive_correction: 'Spectacles', od_sph: '+1.00', os_sph: '-0.50' };

  it('names each option once (label shown once, accessible name not repeated)', async () => {
    await renderCatalogueForm('management');
    for (const name of ['Refractive correction', 'Medications', 'Counselling', 'Low vision aid', 'Therapy', 'Surgery', 'Referral']) {
      expect(option(name)).toHaveAccessibleName(name);
    }
    expect(screen.getAllByText('Refractive correction')).toHaveLength(1);
  });

  it('asks for at least one option', async () => {
    const { save, onSubmit } = await renderCatalogueForm('management');
    await save();
    const shown = visibleTexts(document.body, AT_LEAST_ONE);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((element) => element.closest('[role="alert"]'))).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with refractive correction: asks for its type and SPH for both eyes', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('management');
    await user.click(option('Refractive correction'));
    await user.type(input('SPH OD'), '+1.00');
    await save();
    expectFieldMessage(screen.getByRole('combobox', { name: 'Type of refractive correction' }), CORRECTION_TYPE);
    expectFieldMessage(input('SPH OS'), SPH_REQUIRED);
    expectNoFieldMessage(input('SPH OD'), SPH_REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of refractive correction' }), 'Spectacles');
    await user.type(input('SPH OS'), '-0.50');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject(spectacles);
  });

  const formats: [rule: string, label: string, typed: string, message: string][] = [
    ['SPH without a sign', 'SPH OD', '1.25', SPH_REQUIRED],
    ['SPH off the quarter steps', 'SPH OS', '-2.30', SPH_REQUIRED],
    ['positive CYL', 'CYL OD', '+0.50', CYL],
    ['AXIS above 180', 'AXIS OS', '181', AXIS_RANGE],
    ['negative ADD', 'ADD OD', '-1', ADD],
  ];

  it.each(formats)('%s (%s "%s")', async (_rule, label, typed, message) => {
    const { user, save, onSubmit } = await renderCatalogueForm('management', spectacles);
    await user.clear(input(label));
    await user.type(input(label), typed);
    await user.tab();
    expectFieldMessage(input(label), message);
    await save();
    expectFieldMessage(input(label), message);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('AXIS is required once CYL is entered', async () => {
    const { user, save, onSubmit } = await renderCatalogueForm('management', spectacles);
    await user.type(input('CYL OS'), '-0.50');
    await save();
    expectFieldMessage(input('AXIS OS'), AXIS_WITH_CYL);
    expectNoFieldMessage(input('AXIS OD'), AXIS_WITH_CYL);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input('AXIS OS'), '90');
    await save();
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
  });
});
