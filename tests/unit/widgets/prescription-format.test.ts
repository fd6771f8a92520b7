import { describe, expect, it } from 'vitest';
import sharedDefinitions from '../../../schemas/shared/defs.json';
import {
  asPrescriptionKind,
  normalisePrescription,
  notationRule,
  prescriptionHint,
  stepPower,
  type PrescriptionKind,
} from '../../../src/widgets/prescription-format';

// The rules are the schema's: each kind is tidied under the shared definition of its name.
const defs = sharedDefinitions.$defs as Record<string, unknown>;
const rules = {
  sph: notationRule(defs.sph, { step: 0.25 }),
  cyl: notationRule(defs.cyl),
  add: notationRule(defs.add),
  axis: notationRule(defs.axis),
  va: notationRule(defs.prescriptionVa),
  nearVa: notationRule(defs.nearVa),
};
const tidy = (kind: keyof typeof rules, typed: string) => normalisePrescription(kind as PrescriptionKind, typed, rules[kind]);
const SPH_SIGN_MESSAGE = sharedDefinitions.$defs.sph.errorMessage.pattern;

describe('normalisePrescription', () => {
  it.each([
    ['+1.5', '+1.50'],
    ['-.75', '-0.75'],
    ['+2', '+2.00'],
    [' -1.250 ', '-1.25'],
    ['\u22121.25', '-1.25'],
    ['0', '+0.00'],
    ['plano', '+0.00'],
    ['1.5', '1.5'],
    ['+1.3', '+1.3'],
    ['+100', '+100'],
    ['abc', 'abc'],
  ])('sph %j → %j', (typed, tidied) => {
    expect(tidy('sph', typed)).toBe(tidied);
  });

  it.each([
    ['-.75', '-0.75'],
    ['0.75', '-0.75'],
    ['-1', '-1.00'],
    ['+0.75', '+0.75'],
  ])('cyl %j → %j', (typed, tidied) => {
    expect(tidy('cyl', typed)).toBe(tidied);
  });

  it.each([
    ['2', '+2.00'],
    ['+1.5', '+1.50'],
    ['-1', '-1'],
  ])('add %j → %j', (typed, tidied) => {
    expect(tidy('add', typed)).toBe(tidied);
  });

  it.each([
    ['090', '90'],
    ['180°', '180'],
    ['0', '0'],
    ['12.5', '12.5'],
  ])('axis %j → %j', (typed, tidied) => {
    expect(tidy('axis', typed)).toBe(tidied);
  });

  it('only trims a prescription VA', () => {
    expect(tidy('va', ' 6/6 ')).toBe('6/6');
    expect(tidy('va', '.8')).toBe('.8');
  });

  it('upper-cases a near VA in M or N notation, and keeps anything else as typed', () => {
    expect(tidy('nearVa', ' n5 ')).toBe('N5');
    expect(tidy('nearVa', 'm2.5')).toBe('M2.5');
    expect(tidy('nearVa', ' x5 ')).toBe('x5');
  });
});

describe('the rules of the schema given', () => {
  it('gives an unsigned power a sign only when the pattern accepts one sign alone', () => {
    const eitherSign = notationRule({ type: 'string', pattern: '^[+-]\\d{1,2}\\.\\d{2}$' });
    expect(normalisePrescription('cyl', '0.75', eitherSign)).toBe('0.75');
    expect(normalisePrescription('cyl', '-0.75', eitherSign)).toBe('-0.75');
    // No pattern: nothing is certain but the sign typed.
    expect(normalisePrescription('add', '2', {})).toBe('2');
    expect(normalisePrescription('add', '+2', {})).toBe('+2.00');
  });
});

describe('prescriptionHint and stepPower', () => {
  it('asks for the sign of an unsigned non-zero sphere only', () => {
    expect(prescriptionHint('sph', '1.5', rules.sph)).toBe(SPH_SIGN_MESSAGE);
    expect(prescriptionHint('sph', '+1.5', rules.sph)).toBeUndefined();
    expect(prescriptionHint('sph', '0', rules.sph)).toBeUndefined();
    expect(prescriptionHint('cyl', '0.75', rules.cyl)).toBeUndefined();
    // The message is the field's own: a field whose schema says otherwise is told its own words.
    const management = notationRule(defs.sphBothEyes);
    expect(prescriptionHint('sph', '1.5', management)).toBe(sharedDefinitions.$defs.sphBothEyes.errorMessage.pattern);
    expect(prescriptionHint('sph', '1.5', {})).toBeUndefined();
  });

  it('steps by quarters from the nearest quarter, from plano when empty, never from an unsigned value', () => {
    expect(stepPower('', 1, rules.sph)).toBe('+0.25');
    expect(stepPower('', -1, rules.sph)).toBe('-0.25');
    expect(stepPower('+1.25', 1, rules.sph)).toBe('+1.50');
    expect(stepPower('-0.25', 1, rules.sph)).toBe('+0.00');
    expect(stepPower('+1.3', -1, rules.sph)).toBe('+1.00');
    expect(stepPower('1.5', 1, rules.sph)).toBeUndefined();
    // The largest power is the schema's: a step past what its pattern accepts is not offered.
    expect(stepPower('+99.75', 1, rules.sph)).toBeUndefined();
    expect(stepPower('+99.75', -1, rules.sph)).toBe('+99.50');
    // No step in ui:options, no stepping.
    expect(stepPower('+1.00', 1, rules.cyl)).toBeUndefined();
  });

  it('reads an unknown kind as sph', () => {
    expect(asPrescriptionKind('axis')).toBe('axis');
    expect(asPrescriptionKind('toric')).toBe('sph');
  });
});
