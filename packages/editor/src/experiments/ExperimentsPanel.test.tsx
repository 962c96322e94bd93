import { Permission } from '@tessera/core';
import { DEFAULT_SECTION_SETTINGS } from '@tessera/site';
import type { Experiment, ExperimentResults, Layout } from '@tessera/site/api/routes.gen.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, field, type Rendered, render, textOf, typeInto, waitFor } from '../testing/dom.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { ExperimentsPanel } from './ExperimentsPanel.tsx';
import { SplitTestsTab, UNSAVED_MESSAGE } from './SplitTestsTab.tsx';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

const TEST = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const experiment = (state: Experiment['state']): Experiment => ({
  id: TEST,
  layoutId: 'l1',
  name: 'Hero headline',
  state,
  winner: state === 'ended' ? 'B' : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
});
const results = (state: Experiment['state']): { results: ExperimentResults[] } => ({
  results: [
    {
      experiment: experiment(state),
      variants: [
        { variant: 'A', visitors: 1200, conversions: 60, conversionRate: 0.05 },
        { variant: 'B', visitors: 1180, conversions: 94, conversionRate: 94 / 1180 },
      ],
    },
  ],
});
const RESULTS_URL = 'GET /api/config/experiments/results';

const cells = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => textOf(cell)));

describe('ExperimentsPanel', () => {
  it('shows each variant’s visitors, conversions and rate side by side in a captioned table', async () => {
    fakeApi({ [RESULTS_URL]: { body: results('running') } });
    rendered = await render(<ExperimentsPanel canSeeResults canManage={false} />);
    const { container } = rendered;
    const table = await waitFor(() => container.querySelector('table'), 'the table');
    expect(textOf(table.querySelector('caption'))).toBe('Hero headline Running');
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
      'col',
    ]);
    expect(cells(container)).toEqual([
      ['A (original)', '1,200', '60', '5%'],
      ['B (copy)', '1,180', '94', '8%'],
    ]);
    expect(container.querySelector('.experiment-actions')).toBeNull();
  });

  it('lists the tests without figures for a viewer who may not see results', async () => {
    const api = fakeApi({ 'GET /api/config/experiments': { body: { experiments: [experiment('draft')] } } });
    rendered = await render(<ExperimentsPanel layoutId="l1" canSeeResults={false} canManage />);
    const { container } = rendered;
    await waitFor(() => container.querySelector('table'), 'the table');
    expect(api.requested).toEqual(['GET /api/config/experiments?layoutId=l1']);
    expect(cells(container)[0]).toEqual(['A (original)', '—', '—', '—']);
  });

  it('starts and stops a test and keeps a winner, saying so', async () => {
    const ended: string[] = [];
    const api = fakeApi({
      [RESULTS_URL]: [{ body: results('draft') }, { body: results('running') }, { body: results('ended') }],
      [`PUT /api/config/experiments/${TEST}`]: { body: { experiment: experiment('running') } },
      [`POST /api/config/experiments/${TEST}/winner`]: {
        body: { experiment: experiment('ended'), layout: null },
      },
    });
    rendered = await render(<ExperimentsPanel canSeeResults canManage onEnded={() => ended.push('ended')} />);
    const { container } = rendered;
    await waitFor(() => button(container, 'Start “Hero headline”'), 'Start');
    await click(button(container, 'Start “Hero headline”'));
    await waitFor(() => button(container, 'Stop “Hero headline”'), 'Stop');
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({ move: 'start' });
    expect(textOf(container.querySelector('.experiments > [role="status"]:last-child'))).toBe(
      '“Hero headline” is running.',
    );
    await click(button(container, 'Keep variant B of “Hero headline” and end the test'));
    await waitFor(() => ended.length === 1, 'the winner');
    expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({ variant: 'B' });
    await waitFor(() => textOf(container.querySelector('caption')).includes('variant B kept'), 'ended');
    expect(container.querySelector('.experiment-actions')).toBeNull();
  });
});

describe('SplitTestsTab', () => {
  const layout: Layout = {
    id: 'l1',
    version: 3,
    hasDraft: false,
    sections: [
      {
        id: 'hero',
        ...DEFAULT_SECTION_SETTINGS,
        blocks: [{ id: 'h', type: 'heading', version: 1, data: { text: 'Everyday pottery', level: 1 } }],
      },
      { id: 'quote', ...DEFAULT_SECTION_SETTINGS, blocks: [] },
    ],
  };
  const page = { page: { id: 'p1' }, layout };

  async function renderTab(version: number | null, changed: string[] = []) {
    return render(
      <SplitTestsTab
        pageId="p1"
        layoutId="l1"
        permissions={[Permission.content]}
        saveDraft={async () => version}
        onLayoutChanged={() => changed.push('changed')}
      />,
    );
  }

  it('splits the chosen section under a name, from the version the editor saved', async () => {
    const api = fakeApi({
      'GET /api/config/pages/p1': { body: page },
      'GET /api/config/experiments': { body: { experiments: [] } },
      'POST /api/config/experiments': { body: { experiment: experiment('draft'), layout } },
    });
    const changed: string[] = [];
    rendered = await renderTab(4, changed);
    const { container } = rendered;
    const select = await waitFor(() => field<HTMLSelectElement>(container, 'Section to split'), 'the form');
    expect([...select.options].map((o) => o.text)).toEqual(['Section 1: Everyday pottery', 'Section 2']);
    await typeInto(select, 'quote');
    await typeInto(field(container, 'Name of the test') as HTMLInputElement, ' Quote test ');
    await click(button(container, 'Split section'));
    await waitFor(() => changed.length === 1, 'the split');
    expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
      layoutId: 'l1',
      version: 4,
      sectionId: 'quote',
      name: 'Quote test',
    });
    // Without the activity permission, the tests are listed without results.
    expect(api.requested).toContain('GET /api/config/experiments?layoutId=l1');
  });

  it('splits nothing when the editor could not save first', async () => {
    const api = fakeApi({
      'GET /api/config/pages/p1': { body: page },
      'GET /api/config/experiments': { body: { experiments: [] } },
    });
    rendered = await renderTab(null);
    const { container } = rendered;
    await waitFor(() => field(container, 'Name of the test'), 'the form');
    await typeInto(field(container, 'Name of the test') as HTMLInputElement, 'Hero');
    await click(button(container, 'Split section'));
    const alert = container.querySelector('.split-form [role="alert"]');
    await waitFor(() => textOf(alert) === UNSAVED_MESSAGE, 'the refusal');
    expect(api.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
