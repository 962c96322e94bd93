// The blocks' data sources on the canvas (BlockDataSources, which the server implements for
// published pages): the same answers, read through the config API, so a form block on the canvas
// shows its form and a newsletter block its list, as visitors will see them.
import type { BlockDataSources } from '@tessera/site';
import { fetchForm } from '../forms/FormsScreen.tsx';
import { fetchLists } from '../newsletters/NewslettersScreen.tsx';

export const canvasBlockSources: BlockDataSources = {
  async form(id) {
    try {
      const { storage: _storage, ...shown } = (await fetchForm(id)).form;
      return shown;
    } catch {
      return null;
    }
  },
  async mailingList(id) {
    try {
      const list = (await fetchLists()).find((l) => l.id === id);
      return list ? { id: list.id, name: list.name } : null;
    } catch {
      return null;
    }
  },
};
