/** The consultation's order, Back, and what is remembered per appointment (consultation.md §2, §4). */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_TABS, nextPosition, previousPosition, readFlowState, storageKeys, writeFlowState } from '../../../../src/screens/consultation/flow';
import { savedByText } from '../../../../src/screens/consultation/sections/saved-by';

beforeEach(() => localStorage.clear());

describe('consultation flow', () => {
  it('goes forward through the tabs, then diagnosis, management and complete', () => {
    const order: string[] = [];
    let position = { step: 'consultation', tab: 'case-history' } as Parameters<typeof nextPosition>[0];
    for (let i = 0; i < 9; i += 1) {
      order.push(position.step === 'consultation' ? position.tab : position.step);
      position = nextPosition(position);
    }
    expect(order).toEqual([
      'case-history', 'oculo-medical-history', 'visual-acuity', 'externals', 'internals', 'refraction', 'extra-tests', 'diagnosis', 'management',
    ]);
    expect(position.step).toBe('complete');
    expect(CONSULTATION_TABS.map((t) => t.label).at(-1)).toBe('Case Management Guide');
  });

  it('Back: previous tab; diagnosis → extra tests; management → diagnosis; none on the first tab', () => {
    expect(previousPosition({ step: 'consultation', tab: 'visual-acuity' })).toEqual({ step: 'consultation', tab: 'oculo-medical-history' });
    expect(previousPosition({ step: 'diagnosis', tab: 'case-history' })).toEqual({ step: 'consultation', tab: 'extra-tests' });
    expect(previousPosition({ step: 'management', tab: 'extra-tests' })?.step).toBe('diagnosis');
    expect(previousPosition({ step: 'consultation', tab: 'case-history' })).toBeNull();
  });

  it('defaults to case history and the consultation step, and keeps the three keys', () => {
    expect(readFlowState(4)).toEqual({ position: { step: 'consultation', tab: 'case-history' }, completion: {} });
    writeFlowState(4, { step: 'diagnosis', tab: 'extra-tests' }, { 'case-history': true });
    const keys = storageKeys(4);
    expect(keys).toEqual({ activeTab: 'consultation-4-activeTab', flowStep: 'consultation-4-flowStep', completion: 'consultation-4-tabCompletionStatus' });
    expect(localStorage.getItem('consultation-4-activeTab')).toBe('extra-tests');
    expect(localStorage.getItem('consultation-4-flowStep')).toBe('diagnosis');
    expect(JSON.parse(localStorage.getItem('consultation-4-tabCompletionStatus')!)).toEqual({ 'case-history': true });
    expect(readFlowState(4).position).toEqual({ step: 'diagnosis', tab: 'extra-tests' });
  });

  it('reads damaged values as the defaults', () => {
    localStorage.setItem('consultation-5-activeTab', 'nope');
    localStorage.setItem('consultation-5-flowStep', 'elsewhere');
    localStorage.setItem('consultation-5-tabCompletionStatus', '{oops');
    expect(readFlowState(5)).toEqual({ position: { step: 'consultation', tab: 'case-history' }, completion: {} });
  });

  it('says who saved a record and when', () => {
    expect(savedByText({ saved_at: '2026-11-21T09:30:00Z', saved_by_name: 'Ama Owusu' })).toMatch(/^Saved by Ama Owusu, 21 Nov 2026, \d\d:\d\d$/);
    expect(savedByText([{ saved_at: '2026-11-21T09:30:00Z', saved_by_name: 'Kofi' }])).toMatch(/^Saved by Kofi, /);
    expect(savedByText(null)).toBeNull();
  });
});
