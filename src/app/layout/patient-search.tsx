import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Top-bar 'Search Patients' box: blank text does nothing, otherwise /patients/search?query=<text>. */
export function PatientSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`/patients/search?query=${encodeURIComponent(query)}`);
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
