import { describe, expect, it } from 'vitest';
import {
  asPrescriptionKind,
  normalisePrescription,
  prescriptionHint,
  SPH_SIGN_MESSAGE,
  stepSphere,
} from '../../../src/widgets/prescription-format';

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
    ['abc', 'abc'],
  ])('sph %j → %j', (typed, tidy) => {
    expect(normalisePrescription('sph', typed)).toBe(tidy);
  });

  it.each([
    ['-.75', '-0.75'],
    ['0.75', '-0.75'],
    ['-1', '-1.00'],
    ['+0.75', '+0.75'],
  ])('cyl %j → %j', (typed, tidy) => {
    expect(normalisePrescription('cyl', typed)).toBe(tidy);
  });

  it.each([
    ['2', '+2.00'],
    ['+1.5', '+1.50'],
    ['-1', '-1.00'],
  ])('add %j → %j', (typed, tidy) => {
    expect(normalisePrescription('add', typed)).toBe(tidy);
  });

  it.each([
    ['090', '90'],
    ['180°', '180'],
    ['0', '0'],
    ['12.5', '12.5'],
  ])('axis %j → %j', (typed, tidy) => {
    expect(normalisePrescription('axis', typed)).toBe(tidy);
  });

  it('only trims a prescription VA', () => {
    expect(normalisePrescription('va', ' 6/6 ')).toBe('6/6');
    expect(normalisePrescription('va', '.8')).toBe('.8');
  });

  it('upper-cases a near VA in M or N notation, and keeps anything else as typed', () => {
    expect(normalisePrescription('nearVa', ' n5 ')).toBe('N5');
    expect(normalisePrescription('nearVa', 'm2.5')).toBe('M2.5');
    expect(normalisePrescription('nearVa', ' x5 ')).toBe('x5');
  });
});

describe('prescriptionHint and stepSphere', () => {
  it('asks for the sign of an unsigned non-zero sphere only', () => {
    expect(prescriptionHint('sph', '1.5')).toBe(SPH_SIGN_MESSAGE);
    expect(prescriptionHint('sph', '+1.5')).toBeUndefined();
    expect(prescriptionHint('sph', '0')).toBeUndefined();
    expect(prescriptionHint('cyl', '0.75')).toBeUndefined();
  });

  it('steps by quarters from the nearest quarter, from plano when empty, never from an unsigned value', () => {
    expect(stepSphere('', 0.25)).toBe('+0.25');
    expect(stepSphere('', -0.25)).toBe('-0.25');
    expect(stepSphere('+1.25', 0.25)).toBe('+1.50');
    expect(stepSphere('-0.25', 0.25)).toBe('+0.00');
    expect(stepSphere('+1.3', -0.25)).toBe('+1.00');
    expect(stepSphere('1.5', 0.25)).toBeUndefined();
    expect(stepSphere('+99.75', 0.25)).toBe('+99.75');
  });

  it('reads an unknown kind as sph', () => {
    expect(asPrescriptionKind('axis')).toBe('axis');
    expect(asPrescriptionKind('toric')).toBe('sph');
  });
});
