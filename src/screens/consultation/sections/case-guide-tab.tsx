import { useId } from 'react';
import { useCaseGuides, type CaseGuide } from '../../../api/case-guides';
import { useSectionRecord } from '../../../api/use-section-record';
import { guideBlocks } from '../../../lib/guide-text';
import { ReadError, ReadLoading } from '../../../ui/read-state';
import type { SectionTabProps } from '../section-tab-props';
import { sourceOf } from './section-configs';

export const NO_DIAGNOSIS_TEXT = 'No diagnosis is recorded yet. Once the diagnosis is saved, the guide for each diagnosis group shows here.';

const GUIDE_PARTS = [
  ['assessment', 'Assessment'],
  ['management', 'Management'],
  ['referral', 'Referral criteria'],
  ['advice', 'Patient advice'],
] as const;

interface RecordedDiagnosis {
  icd: string;
  label: string;
}

/** The diagnoses of a diagnosis view (consultation §3: final_diagnoses_info with all_diagnosis_codes), in order. */
function recordedDiagnoses(view: unknown): RecordedDiagnosis[] {
  const body = view as { final_diagnoses_info?: { code?: { id?: number } }[]; all_diagnosis_codes?: { id: number; icd_code: string; diagnosis: string }[] } | null;
  const codes = new Map((body?.all_diagnosis_codes ?? []).map((code) => [code.id, code]));
  return (body?.final_diagnoses_info ?? []).flatMap((entry) => {
    const code = entry.code?.id === undefined ? undefined : codes.get(entry.code.id);
    return code ? [{ icd: code.icd_code, label: `${code.icd_code} — ${code.diagnosis}` }] : [];
  });
}

function GuideText({ text }: { text: string }) {
  return guideBlocks(text).map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index}>{block.text}</p>
    ) : (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{item}</li>
        ))}
      </ul>
    ),
  );
}

function GuideSection({ guide, diagnoses }: { guide: CaseGuide; diagnoses: readonly RecordedDiagnosis[] }) {
  const headingId = useId();
  const covered = diagnoses.filter((diagnosis) => guide.codes.includes(diagnosis.icd.toUpperCase()));
  return (
    <section className="case-guide" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {guide.title} ({guide.block})
      </h3>
      <p className="muted">For: {covered.map((diagnosis) => diagnosis.label).join('; ')}</p>
      {GUIDE_PARTS.map(([key, title]) => (
        <div key={key}>
          <h4>{title}</h4>
          <GuideText text={guide[key]} />
        </div>
      ))}
    </section>
  );
}

function Guides({ diagnoses }: { diagnoses: readonly RecordedDiagnosis[] }) {
  const guides = useCaseGuides(diagnoses.map((diagnosis) => diagnosis.icd));
  if (guides.error) return <ReadError error={guides.error} />;
  if (!guides.data) return <ReadLoading />;
  const covered = new Set(guides.data.flatMap((guide) => guide.codes));
  const without = diagnoses.filter((diagnosis) => !covered.has(diagnosis.icd.toUpperCase()));
  return (
    <>
      {guides.data.map((guide) => (
        <GuideSection key={guide.id} guide={guide} diagnoses={diagnoses} />
      ))}
      {without.length > 0 && <p className="muted">No guide yet for: {without.map((diagnosis) => diagnosis.label).join('; ')}</p>}
    </>
  );
}

/**
 * The Case Management Guide tab (issue 22): the guides (assessment, management, referral criteria, patient advice)
 * of the diagnosis groups of the diagnoses saved so far in this consultation; read only.
 */
export function CaseGuideTab({ appointment, onBack }: SectionTabProps) {
  const source = sourceOf('diagnosis');
  const record = useSectionRecord(source ? source.path(appointment.id, appointment.patient) : null);
  const diagnoses = recordedDiagnoses(record.data);
  let body;
  if (record.error) body = <ReadError error={record.error} />;
  else if (record.data === undefined) body = <ReadLoading />;
  else if (diagnoses.length === 0) body = <p className="muted">{NO_DIAGNOSIS_TEXT}</p>;
  else body = <Guides diagnoses={diagnoses} />;
  return (
    <div>
      <h2>Case Management Guide</h2>
      {body}
      <div className="consultation-actions">
        {onBack && (
          <button type="button" className="p-button p-button-outlined" onClick={onBack}>
            Back
          </button>
        )}
      </div>
    </div>
  );
}
