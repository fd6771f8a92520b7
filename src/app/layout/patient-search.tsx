import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { runPatientSearch } from '../../api/use-patients';
import { useToast } from '../../ui/toast-context';

/**
 * Top-bar 'Search Patients' box (platform §2.3, §8): blank text does nothing; otherwise the search starts, the app
 * goes to /patients/search?query=<text> (which shows the same results, fetched once) and toasts tell how it went.
 */
export function PatientSearch() {
  const navigate = useNavigate();
  const toast = useToast();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    const dismiss = toast.loading('Searching for patient...');
    runPatientSearch(query).then(
      () => {
        dismiss();
        toast.success('Search completed successfully!');
      },
      () => {
        dismiss();
        toast.error('Failed to fetch search results.');
      },
    );
    navigate(`/patients/search?query=${encodeURIComponent(query)}`);
  };
  return (
    <form role="search" className="patient-search" onSubmit={onSubmit}>
      <label htmlFor="patient-search" className="sr-only">
        Search Patients
      </label>
      <span className="patient-search-field">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          id="patient-search"
          type="search"
          className="p-inputtext p-component"
          placeholder="Search Patients"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </span>
      <button type="submit" className="p-button p-component p-button-outlined patient-search-submit">
        Search
      </button>
    </form>
  );
}
