/**
 * The guided consultation's order (consultation.md §2, §4): the five steps, the tabs of the consultation step, what
 * comes after and before each, and what is remembered per appointment in localStorage.
 */
import { SECTION_MANIFEST } from '../../lib/consultation-sections';
import { tabIdOf, type SectionManifest } from '../../lib/section-manifest';

export const FLOW_STEPS = ['consultation', 'diagnosis', 'management', 'grading', 'complete'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export const STEP_LABELS: Record<FlowStep, string> = {
  consultation: 'Consultation',
  diagnosis: 'Diagnosis',
  management: 'Management',
  grading: 'Grading',
  complete: 'Complete',
};

/** A tab of the consultation step: a section's (with its form id), or the guide, which is read and not saved. */
export interface ConsultationTab {
  id: string;
  label: string;
  formId?: string;
}

/** The tab read after the sections, never saved. */
export const GUIDE_TAB: ConsultationTab = { id: 'case-management-guide', label: 'Case Management Guide' };

/** The consultation step's tabs of a section manifest: its consultation-step sections in order, then the guide. */
export function consultationTabs(manifest: SectionManifest): ConsultationTab[] {
  const sections = manifest.sections.filter((entry) => entry.step === 'consultation');
  return [...sections.map((entry) => ({ id: tabIdOf(entry), label: entry.title, formId: entry.formId })), GUIDE_TAB];
}

/** The consultation step's tabs, in the specification's order (the section manifest's). */
export const CONSULTATION_TABS: readonly ConsultationTab[] = consultationTabs(SECTION_MANIFEST);
export type TabId = string;

/** The form id a consultation tab shows (`extra-tests` → `extra-test`); the id itself for a step or the guide. */
export function formIdOfTab(tabId: string): string {
  return CONSULTATION_TABS.find((tab) => tab.id === tabId)?.formId ?? tabId;
}

/** The consultation tab that shows a form id, if it is one of the consultation step's. */
export function tabOfForm(formId: string): ConsultationTab | undefined {
  return CONSULTATION_TABS.find((tab) => tab.formId === formId);
}

/** Where the person is: a step, and within the consultation step a tab. */
export interface FlowPosition {
  step: FlowStep;
  tab: TabId;
}

/** The last tab of the forward order before the diagnosis step (the guide tab, last, is read, not saved). */
const lastSavedTab = (tabs: readonly ConsultationTab[]): TabId => tabs.at(-2)!.id;

/**
 * The next position after `position` was saved (§4): the tabs in order up to the last section's (extra tests), then
 * diagnosis, management, complete. `tabs`: the consultation step's tabs (the shipped manifest's by default).
 */
export function nextPosition(position: FlowPosition, tabs: readonly ConsultationTab[] = CONSULTATION_TABS): FlowPosition {
  const { step, tab } = position;
  if (step === 'consultation') {
    if (tab === lastSavedTab(tabs) || tab === GUIDE_TAB.id) return { step: 'diagnosis', tab };
    return { step, tab: tabs[tabs.findIndex((t) => t.id === tab) + 1]!.id };
  }
  if (step === 'diagnosis') return { step: 'management', tab };
  if (step === 'management') return { step: 'complete', tab };
  return position;
}

/** Back (§4): the previous tab; from diagnosis to the last section's tab, from management to diagnosis. Null on the first tab. */
export function previousPosition(position: FlowPosition, tabs: readonly ConsultationTab[] = CONSULTATION_TABS): FlowPosition | null {
  const { step, tab } = position;
  if (step === 'consultation') {
    const index = tabs.findIndex((t) => t.id === tab);
    return index > 0 ? { step, tab: tabs[index - 1]!.id } : null;
  }
  if (step === 'diagnosis') return { step: 'consultation', tab: lastSavedTab(tabs) };
  if (step === 'management') return { step: 'diagnosis', tab };
  return null;
}

/** The localStorage keys of one appointment's consultation (§2). */
export const storageKeys = (appointmentId: number) => ({
  activeTab: `consultation-${appointmentId}-activeTab`,
  flowStep: `consultation-${appointmentId}-flowStep`,
  completion: `consultation-${appointmentId}-tabCompletionStatus`,
});

/** Which sections were saved (or confirmed unchanged): tab ids, and 'diagnosis'/'management' for those steps. */
export type CompletionMap = Partial<Record<TabId | 'diagnosis' | 'management', boolean>>;

const isTab = (value: unknown): value is TabId => CONSULTATION_TABS.some((t) => t.id === value);
const isStep = (value: unknown): value is FlowStep => FLOW_STEPS.includes(value as FlowStep);
const COMPLETION_KEYS = new Set<string>([...CONSULTATION_TABS.map((t) => t.id), 'diagnosis', 'management']);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The remembered position and completion map; defaults: case history, consultation, nothing completed. */
export function readFlowState(appointmentId: number): { position: FlowPosition; completion: CompletionMap } {
  const keys = storageKeys(appointmentId);
  const tab = read(keys.activeTab);
  const step = read(keys.flowStep);
  const completion: CompletionMap = {};
  try {
    const parsed: unknown = JSON.parse(read(keys.completion) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) if (COMPLETION_KEYS.has(key) && value === true) completion[key as TabId] = true;
    }
  } catch {
    // A damaged map is read as empty.
  }
  return { position: { step: isStep(step) ? step : 'consultation', tab: isTab(tab) ? tab : 'case-history' }, completion };
}

/** Remembers the position and completion map (the tab id, the step name, the map as JSON `{"case-history": true}`). */
export function writeFlowState(appointmentId: number, position: FlowPosition, completion: CompletionMap): void {
  const keys = storageKeys(appointmentId);
  try {
    localStorage.setItem(keys.activeTab, position.tab);
    localStorage.setItem(keys.flowStep, position.step);
    localStorage.setItem(keys.completion, JSON.stringify(completion));
  } catch {
    // Storage full or refused: the flow still works for this visit.
  }
}
