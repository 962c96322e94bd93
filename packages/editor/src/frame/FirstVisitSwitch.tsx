// The preview's switch (issue 38): the frame shows the site as a returning visitor sees it, the
// cookie banner answered and the popup closed (site/runtime/config-preview.ts), so neither covers the
// page being edited; pressed, it shows the site as to a first visit, banner and popup included. Kept
// for the tab in sessionStorage, which the framed page reads.
import { FIRST_VISIT_PREVIEW_KEY } from '@tessera/site/runtime/config-preview.ts';
import { useState } from 'react';

/** `onChange` loads the framed page again, so it starts as the new kind of visit. */
export function FirstVisitSwitch({ onChange }: { onChange: () => void }) {
  const [firstVisit, setFirstVisit] = useState(
    () => window.sessionStorage.getItem(FIRST_VISIT_PREVIEW_KEY) === '1',
  );
  function toggle() {
    if (firstVisit) window.sessionStorage.removeItem(FIRST_VISIT_PREVIEW_KEY);
    else window.sessionStorage.setItem(FIRST_VISIT_PREVIEW_KEY, '1');
    setFirstVisit(!firstVisit);
    onChange();
  }
  return (
    <button type="button" className="first-visit-switch" aria-pressed={firstVisit} onClick={toggle}>
      Preview as a first visit
    </button>
  );
}
