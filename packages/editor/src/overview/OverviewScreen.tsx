// The config area's overview (issue 38): today's visitors and orders, what needs attention, the
// first steps with a new site (ticking themselves as the owner does each), and shortcuts. Each part
// shows only for a role the server gave it to; each line leads to the screen where it is dealt with.
import { formatMoney, Permission } from '@tessera/core';
import { type AnswerOf, call } from '@tessera/site/api/call.ts';
import { count } from '../ui/count.ts';
import { LoadFailure } from '../ui/LoadFailure.tsx';
import { PanelScreen } from '../ui/PanelScreen.tsx';
import { useRemoteData } from '../ui/use-remote-data.ts';
import type { Destination } from '../workspace/palette/palette-search.ts';
import { mayOpen } from '../workspace/sections.ts';

type Overview = AnswerOf<'GET /api/config/overview'>;
type AttentionKind = Overview['attention'][number]['kind'];
type Step = NonNullable<Overview['checklist']>[number]['id'];

const fetchOverview = () => call('GET /api/config/overview', { silent: true });

/** Each kind of attention: how it is said, and where it is dealt with. */
const ATTENTION: Record<AttentionKind, { words: (count: number) => string; destination: Destination }> = {
  submissions: {
    words: (n) => count(n, 'unread form submission', 'unread form submissions'),
    destination: { screen: 'forms' },
  },
  comments: {
    words: (n) => count(n, 'comment waiting for approval', 'comments waiting for approval'),
    destination: { screen: 'comments' },
  },
  lowStock: {
    words: (n) => count(n, 'variant running low on stock', 'variants running low on stock'),
    destination: { screen: 'commerce', record: ['inventory'] },
  },
  failedMail: {
    words: (n) => count(n, 'mail that could not be sent', 'mails that could not be sent'),
    destination: { screen: 'outbox' },
  },
};

/** The first steps, in the order a new owner takes them, and where each is done. */
const STEPS: Record<Step, { label: string; destination: Destination }> = {
  logo: { label: 'Add a logo', destination: { screen: 'site' } },
  design: { label: 'Choose a design', destination: { screen: 'design' } },
  home: { label: 'Edit the home page', destination: { screen: 'pages', frameUrl: '/' } },
  publish: { label: 'Publish a change', destination: { screen: 'pages' } },
};

interface OverviewScreenProps {
  permissions: readonly Permission[];
  onBack: () => void;
  /** Goes to a screen, a record in it or a page in the preview (the workspace's, as the palette's) */
  onGo: (destination: Destination) => void;
}

function Today({ today }: { today: Overview['today'] }) {
  if (today.visitors === null && today.orders === null) return null;
  return (
    <section aria-labelledby="overview-today" className="overview-part">
      <h3 id="overview-today">Today</h3>
      <dl className="overview-figures">
        {today.visitors !== null && (
          <div>
            <dt>Visitors</dt>
            <dd>{today.visitors}</dd>
          </div>
        )}
        {today.orders !== null && (
          <div>
            <dt>Orders</dt>
            <dd>
              {today.orders.count}
              <span className="overview-figure-note">
                {formatMoney(today.orders.totalCents, today.orders.currency)}
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Attention({ items, onGo }: { items: Overview['attention']; onGo: OverviewScreenProps['onGo'] }) {
  if (items.length === 0) return null;
  const waiting = items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="overview-attention" className="overview-part">
      <h3 id="overview-attention">Needs attention</h3>
      {waiting.length === 0 ? (
        <p className="panel-note">Nothing needs you right now.</p>
      ) : (
        <ul className="overview-list">
          {waiting.map((item) => (
            <li key={item.kind}>
              <button
                type="button"
                className="page-item"
                onClick={() => onGo(ATTENTION[item.kind].destination)}
              >
                <span className="page-item-title">{ATTENTION[item.kind].words(item.count)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Checklist({
  steps,
  onGo,
}: {
  steps: NonNullable<Overview['checklist']>;
  onGo: OverviewScreenProps['onGo'];
}) {
  const done = steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby="overview-steps" className="overview-part">
      <h3 id="overview-steps">Getting started</h3>
      <p className="panel-note">{`${done} of ${steps.length} done`}</p>
      <ol className="overview-list overview-steps">
        {steps.map((step) => (
          <li key={step.id} data-done={step.done || undefined}>
            {step.done ? (
              <span className="overview-step-done">
                <span aria-hidden="true">✓ </span>
                {STEPS[step.id].label}
                <span className="visually-hidden">: done</span>
              </span>
            ) : (
              <button type="button" className="page-item" onClick={() => onGo(STEPS[step.id].destination)}>
                <span className="page-item-title">{STEPS[step.id].label}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where an owner often goes next, as far as the role allows. */
const SHORTCUTS: readonly { label: string; destination: Destination }[] = [
  { label: 'Pages', destination: { screen: 'pages' } },
  { label: 'Products', destination: { screen: 'commerce', record: ['products'] } },
  { label: 'Orders', destination: { screen: 'commerce', record: ['orders'] } },
  { label: 'Analytics', destination: { screen: 'analytics' } },
];

function Shortcuts({ permissions, onGo }: Pick<OverviewScreenProps, 'permissions' | 'onGo'>) {
  // Each as the bar offers its screen (sections.ts); the pages, which every role may look at, only to
  // a role that may work on them.
  const offered = SHORTCUTS.filter(({ destination: { screen } }) =>
    screen === 'pages' ? permissions.includes(Permission.content) : mayOpen(screen, permissions),
  );
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="overview-shortcuts" className="overview-part">
      <h3 id="overview-shortcuts">Shortcuts</h3>
      <ul className="overview-shortcuts">
        {offered.map((shortcut) => (
          <li key={shortcut.label}>
            <button type="button" onClick={() => onGo(shortcut.destination)}>
              {shortcut.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OverviewScreen({ permissions, onBack, onGo }: OverviewScreenProps) {
  const { state, retry } = useRemoteData(fetchOverview);
  return (
    <PanelScreen backLabel="← Back to pages" onBack={onBack} title="Overview">
      {state.status === 'loading' && (
        <p role="status" className="panel-note">
          Loading the overview…
        </p>
      )}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          <Today today={state.data.today} />
          <Attention items={state.data.attention} onGo={onGo} />
          {state.data.checklist && <Checklist steps={state.data.checklist} onGo={onGo} />}
          <Shortcuts permissions={permissions} onGo={onGo} />
        </>
      )}
    </PanelScreen>
  );
}
