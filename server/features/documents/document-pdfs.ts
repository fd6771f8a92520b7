/** The two printed documents of an appointment, laid out on the clinic's page (./pdf-layout.ts). */
import { clinicLabel } from '../../../src/lib/clinics';
import { formatDate } from '../../../src/lib/display-dates';
import { field, heading, NOT_RECORDED, paragraph, renderPdf, signatures, subheading, table, type Pdf } from './pdf-layout';
import type { DocumentHead, ReferralLetter, SpectaclePrescription } from './service';
import type { RxLine } from './spectacle-rx';

const CLINIC = 'Sightline Eye Clinic';

function clinicLine(head: DocumentHead): string {
  const site = clinicLabel(head.patient.clinic);
  return site === '' ? CLINIC : `${CLINIC} - ${site}`;
}

function patientBlock(doc: Pdf, head: DocumentHead): void {
  field(doc, 'Patient', head.patient.name);
  field(doc, 'Patient ID', head.patient.patientId);
  field(doc, 'Date of birth', formatDate(head.patient.dob) || null);
  field(doc, 'Sex', head.patient.gender || null);
  field(doc, 'Date', formatDate(head.date));
}

const cell = (value: string | null) => value ?? NOT_RECORDED;
const rxRow = (eye: string, line: RxLine) => [eye, cell(line.sph), cell(line.cyl), cell(line.axis), cell(line.add)];
const mm = (value: string | null) => (value === null ? null : `${value} mm`);

/** The spectacle prescription: patient, date, per-eye SPH/CYL/AXIS/ADD, PD, heights, lens type, signers, validity. */
export function spectaclePrescriptionPdf(rx: SpectaclePrescription): Promise<Buffer> {
  return renderPdf(`Spectacle prescription - ${rx.patient.name}`, (doc) => {
    heading(doc, clinicLine(rx), 'Spectacle Prescription');
    patientBlock(doc, rx);
    subheading(doc, 'Prescription');
    table(doc, ['Eye', 'SPH', 'CYL', 'AXIS', 'ADD'], [rxRow('OD (right)', rx.od), rxRow('OS (left)', rx.os)]);
    doc.moveDown(0.6);
    field(doc, 'PD', mm(rx.pd));
    field(doc, 'Segment height', mm(rx.segmentHeight));
    field(doc, 'Fitting cross height', mm(rx.fittingCrossHeight));
    field(doc, 'Lens type', rx.lensType);
    field(doc, 'Valid until', formatDate(rx.validUntil));
    signatures(doc, [
      { role: 'Prescriber', name: rx.prescriber },
      { role: 'Supervising lecturer', name: rx.supervisor },
    ]);
  });
}

/** The referral letter: patient, date, the reason for referral, the findings so far, who refers. */
export function referralLetterPdf(letter: ReferralLetter): Promise<Buffer> {
  return renderPdf(`Referral letter - ${letter.patient.name}`, (doc) => {
    heading(doc, clinicLine(letter), 'Referral Letter');
    patientBlock(doc, letter);
    subheading(doc, 'Reason for referral');
    paragraph(doc, letter.details);
    subheading(doc, 'Findings');
    if (letter.diagnoses.length > 0) for (const diagnosis of letter.diagnoses) paragraph(doc, `- ${diagnosis}`);
    if (letter.differential) field(doc, 'Differential diagnosis', letter.differential);
    if (letter.diagnoses.length === 0 && !letter.differential) paragraph(doc, 'No diagnosis recorded.');
    subheading(doc, 'Referred by');
    field(doc, 'Clinician', letter.prescriber);
    field(doc, 'Supervising lecturer', letter.supervisor);
    signatures(doc, [{ role: 'Referring clinician', name: letter.prescriber }]);
  });
}
