import { useId, useState } from 'react';
import { useReportsSummary, type ReportsSummary, type StudentReport } from '../../api/reports';
import { SECTION_FORM_IDS as SECTIONS, sectionTitle } from '../../lib/consultation-sections';
import { formatDate } from '../../lib/display-dates';
import { useCan } from '../../ui/role-gate';
import { CountFigure, ReportFigure, ReportState, type FigureColumn } from '../../views/report-figure';

/**
 * /reports (spec §2.13, issue 12) from GET /api/reports/summary/: the per-student table (cases, average total,
 * per-section averages), the distribution of totals, cases per day and the most frequent diagnoses, each with its
 * table and 'Download CSV'. Students see their own figures; lecturers the cohort, or one student they pick.
 */
export function ReportsScreen() {
  const cohortView = useCan('reports.cohort');
  const [student, setStudent] = useState<number | null>(null);
  const all = useReportsSummary();
  const shown = useReportsSummary(cohortView ? student : null);
  const filterId = useId();
  return (
    <section className="report-screen">
      <h1>Reports</h1>
      {cohortView && all.data && (
        <div className="report-filter">
          <label htmlFor={filterId}>Student</label>
          <select id={filterId} value={student ?? ''} onChange={(event) => setStudent(event.target.value ? Number(event.target.value) : null)}>
            <option value="">All students</option>
            {all.data.students.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {shown.data ? <SummaryFigures summary={shown.data} /> : <ReportState error={shown.error} onRetry={() => void shown.mutate()} what="The reports" />}
    </section>
  );
}

function SummaryFigures({ summary }: { summary: ReportsSummary }) {
  const studentColumns: FigureColumn<StudentReport>[] = [
    { title: 'Student', value: (r) => r.name },
    { title: 'Cases', value: (r) => r.cases, numeric: true },
    { title: 'Graded', value: (r) => r.graded, numeric: true },
    { title: 'Average total', value: (r) => r.average_total, numeric: true },
    ...SECTIONS.map((section) => ({ title: sectionTitle(section), value: (r: StudentReport) => (r.section_averages as Record<string, number | null>)[section] ?? null, numeric: true })),
  ];
  const graded = summary.distribution.some((band) => band.count > 0);
  return (
    <div className="report-grid">
      <ReportFigure<StudentReport> title="Students" file="students" columns={studentColumns} rows={summary.students} empty="No students." />
      <ReportFigure<ReportsSummary['distribution'][number]>
        title="Distribution of totals"
        file="distribution-of-totals"
        chart={{
          type: 'bar',
          labels: summary.distribution.map((band) => `${band.from}–${band.to}`),
          series: [{ label: 'Graded cases', data: summary.distribution.map((band) => band.count) }],
        }}
        columns={[
          { title: 'Total', value: (r) => `${r.from}–${r.to}` },
          { title: 'Graded cases', value: (r) => r.count, numeric: true },
        ]}
        rows={graded ? summary.distribution : []}
        empty="No graded cases yet."
      />
      <CountFigure
        title="Cases per day"
        file="cases-per-day"
        by="date"
        byTitle="Date"
        chart="line"
        rows={summary.cases_per_day.map((row) => ({ ...row, date: formatDate(row.date) }))}
        empty="No cases yet."
      />
      <CountFigure
        title="Most frequent diagnoses"
        file="top-diagnoses"
        by="diagnosis"
        byTitle="Diagnosis"
        horizontal
        rows={summary.top_diagnoses}
        empty="No diagnoses yet."
      />
    </div>
  );
}
