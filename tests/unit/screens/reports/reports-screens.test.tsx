/** /my-portal and /reports: figures with their tables from the API, Download CSV of the table, states, the lecturer's filter. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../support/fetch-mock';
import { resetClientState } from '../../support/client-state';
import { renderApp } from '../../support/render-app';
import { serve } from '../lists/support';

// chart.js draws on a canvas, which jsdom lacks: the chart is stood in for by its data, with the role and name
// PrimeReact gives the canvas.
vi.mock('primereact/chart', () => ({
  Chart: ({ type, data, ariaLabel }: { type: string; data: { labels: string[] }; ariaLabel?: string }) => (
    <div data-testid="chart" role="img" aria-label={ariaLabel}>{`${type}: ${data.labels.join('|')}`}</div>
  ),
}));

const SLOW = { timeout: 8_000 };
const SECTIONS = ['case-history', 'oculo-medical-history', 'visual-acuity', 'externals', 'internals', 'refraction', 'extra-test', 'diagnosis', 'management'];

const PORTAL = {
  cases: { total: 3, by_type: [{ type: 'New', count: 2 }, { type: 'Review', count: 1 }], by_diagnosis: [{ diagnosis: 'Myopia, bilateral', count: 2 }] },
  marks_over_time: [{ date: '2026-10-01', appointment: 4, total: 72.5 }, { date: '2026-10-02', appointment: 5, total: 91 }],
  section_averages: SECTIONS.map((section) => ({ section, mine: section === 'refraction' ? 80 : null, cohort: section === 'refraction' ? 70 : null })),
  pending: 1,
  returned: 2,
  targets: [{ key: 'refraction', label: 'Refractions this semester', target: 20, done: 5 }],
};

const student = (id: number, name: string, cases: number) => ({
  id, name, cases, graded: cases, average_total: cases ? 75.5 : null, section_averages: Object.fromEntries(SECTIONS.map((s) => [s, null])),
});
const SUMMARY = {
  students: [student(7, 'Yaw Adjei', 1), student(8, 'Efua Boateng', 2)],
  distribution: Array.from({ length: 10 }, (_, band) => ({ from: band * 10, to: band * 10 + 10, count: band === 7 ? 3 : 0 })),
  cases_per_day: [{ date: '2026-10-01', count: 1 }, { date: '2026-10-02', count: 2 }],
  top_diagnoses: [{ diagnosis: '=HYPERLINK("http://evil.example","Open")', count: 2 }],
};

let downloads: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  resetClientState();
  localStorage.clear();
  downloads = [];
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      downloads.push({
        name: '',
        text: new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(blob);
        }),
      });
      return 'blob:report';
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.at(-1)!.name = this.download;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent));

describe('My Portal', () => {
  it('shows counts, targets and each figure with its table, and downloads a table as CSV', async () => {
    serve('student', { '/api/reports/portal/': () => json(PORTAL) });
    renderApp('/my-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Portal' }, SLOW)).toBeInTheDocument();
    const byType = await screen.findByRole('region', { name: 'Cases by appointment type' }, SLOW);
    expect(rowsOf(within(byType).getByRole('table'))).toEqual([['Appointment type', 'Cases'], ['New', '2'], ['Review', '1']]);
    expect(within(byType).getByTestId('chart')).toHaveTextContent('bar: New|Review');
    // The chart's text alternative: its numbers.
    expect(within(byType).getByRole('img', { name: 'Cases by appointment type, bar chart. Cases: New 2, Review 1.' })).toBeInTheDocument();
    const marks = screen.getByRole('region', { name: 'Marks over time' });
    expect(rowsOf(within(marks).getByRole('table'))).toEqual([['Date', 'Appointment', 'Total'], ['1 Oct 2026', '4', '72.5'], ['2 Oct 2026', '5', '91']]);
    expect(within(marks).getByTestId('chart')).toHaveTextContent('line: 1 Oct 2026|2 Oct 2026');
    const averages = screen.getByRole('region', { name: "Section averages: mine and the cohort's" });
    expect(within(averages).getByRole('row', { name: 'Refraction 80 70' })).toBeInTheDocument();
    expect(within(averages).getByRole('img').getAttribute('aria-label')).toMatch(/^Section averages: mine and the cohort's, bar chart\. Mine: Case History no value, .*Refraction 80, .*; Cohort: .*Refraction 70, /);
    expect(screen.getByRole('progressbar', { name: 'Refractions this semester' })).toHaveAttribute('value', '5');
    expect(screen.getByText('5 of 20')).toBeInTheDocument();
    expect(screen.getByText('Pending review').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Returned for correction').nextSibling).toHaveTextContent('2');

    await userEvent.click(within(byType).getByRole('button', { name: 'Download CSV: Cases by appointment type' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe('cases-by-type.csv');
    expect(await downloads[0]!.text).toBe('Appointment type,Cases\r\nNew,2\r\nReview,1\r\n');
  });

  it('says so when there is nothing yet', async () => {
    serve('student', {
      '/api/reports/portal/': () =>
        json({ ...PORTAL, cases: { total: 0, by_type: [], by_diagnosis: [] }, marks_over_time: [], section_averages: SECTIONS.map((section) => ({ section, mine: null, cohort: null })), targets: [] }),
    });
    renderApp('/my-portal');
    expect(await screen.findByText('No graded cases yet.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No cases yet.')).toBeInTheDocument();
    expect(screen.getByText('No section marks yet.')).toBeInTheDocument();
    expect(screen.getByText('No case targets are set.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, which loads again', async () => {
    let fail = true;
    serve('student', { '/api/reports/portal/': () => (fail ? json({ detail: 'Boom' }, 500) : json(PORTAL)) });
    renderApp('/my-portal');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Your portal could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Marks over time' }, SLOW)).toBeInTheDocument();
  });
});

describe('Reports', () => {
  it('shows the figures; a lecturer filters by student', async () => {
    const asked: string[] = [];
    serve('lecturer', {
      '/api/reports/summary/': (url) => {
        asked.push(url.search);
        return json(url.searchParams.get('student') === '8' ? { ...SUMMARY, students: [SUMMARY.students[1]] } : SUMMARY);
      },
    });
    renderApp('/reports');
    const students = await screen.findByRole('region', { name: 'Students' }, SLOW);
    const rows = rowsOf(within(students).getByRole('table'));
    expect(rows[0]!.slice(0, 5)).toEqual(['Student', 'Cases', 'Graded', 'Average total', 'Case History']);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([['Yaw Adjei', '1', '1', '75.5'], ['Efua Boateng', '2', '2', '75.5']]);
    const distribution = screen.getByRole('region', { name: 'Distribution of totals' });
    expect(within(distribution).getByRole('row', { name: '70–80 3' })).toBeInTheDocument();
    expect(rowsOf(within(screen.getByRole('region', { name: 'Cases per day' })).getByRole('table'))).toEqual([['Date', 'Cases'], ['1 Oct 2026', '1'], ['2 Oct 2026', '2']]);

    const top = screen.getByRole('region', { name: 'Most frequent diagnoses' });
    await userEvent.click(within(top).getByRole('button', { name: 'Download CSV: Most frequent diagnoses' }));
    // A report value that a spreadsheet would run as a formula is exported as text: a leading quote, the cell quoted.
    expect(await downloads[0]!.text).toBe('Diagnosis,Cases\r\n"\'=HYPERLINK(""http://evil.example"",""Open"")",2\r\n');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Student' }), 'Efua Boateng');
    await waitFor(() => expect(asked).toContain('?student=8'));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Students' })).getAllByRole('row')).toHaveLength(2));
  });

  it('has no student filter for a student and says when nothing is graded', async () => {
    serve('student', {
      '/api/reports/summary/': () => json({ students: [student(8, 'Efua Boateng', 0)], distribution: SUMMARY.distribution.map((b) => ({ ...b, count: 0 })), cases_per_day: [], top_diagnoses: [] }),
    });
    renderApp('/reports');
    expect(await screen.findByRole('region', { name: 'Students' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
    expect(screen.getByText('No graded cases yet.')).toBeInTheDocument();
    expect(screen.getByText('No diagnoses yet.')).toBeInTheDocument();
  });
});
