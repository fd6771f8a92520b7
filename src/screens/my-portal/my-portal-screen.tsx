import { usePortal, type Portal } from '../../api/reports';
import { sectionTitle } from '../../lib/consultation-sections';
import { formatDate } from '../../lib/display-dates';
import { CountFigure, ReportFigure, ReportState } from '../../views/report-figure';

/**
 * /my-portal (spec §2.13, issue 12): the signed-in student's logbook from GET /api/reports/portal/: cases seen by
 * appointment type and by diagnosis, marks over time, each section's average against the cohort's, pending and
 * returned cases, and progress toward the case targets. Each figure has its table and 'Download CSV'.
 */
export function MyPortalScreen() {
  const portal = usePortal();
  return (
    <section className="report-screen">
      <h1>My Portal</h1>
      {portal.data ? <PortalFigures portal={portal.data} /> : <ReportState error={portal.error} onRetry={() => void portal.mutate()} what="Your portal" />}
    </section>
  );
}

function PortalFigures({ portal }: { portal: Portal }) {
  return (
    <>
      <dl className="report-counts" aria-label="Your cases">
        <div>
          <dt>Cases seen</dt>
          <dd>{portal.cases.total}</dd>
        </div>
        <div>
          <dt>Pending review</dt>
          <dd>{portal.pending}</dd>
        </div>
        <div>
          <dt>Returned for correction</dt>
          <dd>{portal.returned}</dd>
        </div>
      </dl>
      <section className="report-targets" aria-labelledby="targets-heading">
        <h2 id="targets-heading">Case targets</h2>
        {portal.targets.length === 0 ? (
          <p className="muted">No case targets are set.</p>
        ) : (
          <ul>
            {portal.targets.map((target) => (
              <li key={target.key}>
                <label htmlFor={`target-${target.key}`}>{target.label}</label>
                <progress id={`target-${target.key}`} max={target.target} value={Math.min(target.done, target.target)} />
                <span>
                  {target.done} of {target.target}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="report-grid">
        <CountFigure title="Cases by appointment type" file="cases-by-type" by="type" byTitle="Appointment type" rows={portal.cases.by_type} empty="No cases yet." />
        <CountFigure
          title="Cases by diagnosis"
          file="cases-by-diagnosis"
          by="diagnosis"
          byTitle="Diagnosis"
          horizontal
          rows={portal.cases.by_diagnosis}
          empty="No diagnoses yet."
        />
        <ReportFigure<Portal['marks_over_time'][number]>
          title="Marks over time"
          file="marks-over-time"
          chart={{
            type: 'line',
            yMax: 100,
            labels: portal.marks_over_time.map((r) => formatDate(r.date)),
            series: [{ label: 'Total', data: portal.marks_over_time.map((r) => r.total) }],
          }}
          columns={[
            { title: 'Date', value: (r) => formatDate(r.date) },
            { title: 'Appointment', value: (r) => r.appointment, numeric: true },
            { title: 'Total', value: (r) => r.total, numeric: true },
          ]}
          rows={portal.marks_over_time}
          empty="No graded cases yet."
        />
        <ReportFigure<Portal['section_averages'][number]>
          title="Section averages: mine and the cohort's"
          file="section-averages"
          chart={{
            type: 'bar',
            yMax: 100,
            labels: portal.section_averages.map((r) => sectionTitle(r.section)),
            series: [
              { label: 'Mine', data: portal.section_averages.map((r) => r.mine) },
              { label: 'Cohort', data: portal.section_averages.map((r) => r.cohort) },
            ],
          }}
          columns={[
            { title: 'Section', value: (r) => sectionTitle(r.section) },
            { title: 'Mine', value: (r) => r.mine, numeric: true },
            { title: 'Cohort', value: (r) => r.cohort, numeric: true },
          ]}
          rows={portal.section_averages.some((r) => r.mine !== null || r.cohort !== null) ? portal.section_averages : []}
          empty="No section marks yet."
        />
      </div>
    </>
  );
}
