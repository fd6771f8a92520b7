import { describe, expect, it } from 'vitest';
import { fields, widgets } from '../../../src/widgets/registry';

describe('widget registry', () => {
  it('registers the widgets and fields under the names the ui.json files use', () => {
    expect(Object.keys(widgets).sort()).toEqual(['fileUpload', 'grading', 'prescription', 'rubricScore', 'visualAcuity']);
    expect(Object.keys(fields).sort()).toEqual([
      'conditionPicker',
      'diagnosisPicker',
      'groupedObservations',
      'medicationChoice',
      'odOsPair',
      'refractionTable',
      'rubric',
    ]);
    for (const component of [...Object.values(widgets), ...Object.values(fields)]) {
      expect(typeof component).toBe('function');
    }
  });
});
