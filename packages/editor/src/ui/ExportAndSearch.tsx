// A list screen's CSV export link and its search form (subscribers, members): the search is sent
// when submitted, trimmed.
import { useState } from 'react';

interface ExportAndSearchProps {
  csvUrl: string;
  /** The search field's label, e.g. "Search members" */
  label: string;
  id: string;
  onSearch: (query: string) => void;
}

export function ExportAndSearch({ csvUrl, label, id, onSearch }: ExportAndSearchProps) {
  const [search, setSearch] = useState('');
  return (
    <>
      <a className="newsletter-export" href={csvUrl} download>
        Export CSV
      </a>
      <search>
        <form
          className="newsletter-search"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(search.trim());
          }}
        >
          <label htmlFor={id}>{label}</label>
          <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <button type="submit">Search</button>
        </form>
      </search>
    </>
  );
}
