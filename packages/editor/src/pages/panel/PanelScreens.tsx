// The pages panel's own screens beside the page list: New page, Navigation, Trash, one page's
// settings and a gallery's pictures; and the toolbar that opens them. PagesPanel holds which one is open.
import type { Permission } from '@tessera/core';
import type { PageSummary } from '@tessera/site/api/routes.gen.ts';
import { GalleryPicturesScreen } from '../../gallery/GalleryPicturesScreen.tsx';
import { useToasts } from '../../ui/toasts.tsx';
import { CreatePageScreen } from './CreatePageScreen.tsx';
import { NavigationScreen } from './NavigationScreen.tsx';
import { PageSettingsScreen } from './PageSettingsScreen.tsx';
import { TrashScreen } from './TrashScreen.tsx';
import { mayRestore, restoreFromTrash } from './trash-moves.ts';
import './panel.css';

export type PanelScreenState =
  | { kind: 'new' }
  | { kind: 'navigation' }
  | { kind: 'trash' }
  | { kind: 'page'; page: PageSummary }
  | { kind: 'pictures'; page: PageSummary };

interface PagesToolbarProps {
  onOpen: (screen: PanelScreenState) => void;
}

export function PagesToolbar({ onOpen }: PagesToolbarProps) {
  return (
    <div className="pages-toolbar">
      <button type="button" className="primary" onClick={() => onOpen({ kind: 'new' })}>
        New page
      </button>
      <button type="button" onClick={() => onOpen({ kind: 'navigation' })}>
        Navigation
      </button>
      <button type="button" onClick={() => onOpen({ kind: 'trash' })}>
        Trash
      </button>
    </div>
  );
}

interface PagesPanelScreensProps {
  screen: PanelScreenState;
  permissions: readonly Permission[];
  /** Opens another screen, or (null) the list */
  onOpen: (screen: PanelScreenState | null) => void;
  /** Opens a page in the editor */
  onEdit: (page: PageSummary) => void;
  /** The page list (and the frame) should load again */
  onChanged: () => void;
}

export function PagesPanelScreens({
  screen,
  permissions,
  onOpen,
  onEdit,
  onChanged,
}: PagesPanelScreensProps) {
  const toasts = useToasts();
  const back = () => onOpen(null);
  switch (screen.kind) {
    case 'new':
      return (
        <CreatePageScreen
          onBack={back}
          onCreated={(page) => {
            onChanged();
            onOpen({ kind: 'page', page });
          }}
        />
      );
    case 'navigation':
      return <NavigationScreen onBack={back} onSaved={onChanged} />;
    case 'trash':
      return <TrashScreen permissions={permissions} onBack={back} onRestored={onChanged} />;
    case 'page':
      return (
        <PageSettingsScreen
          key={screen.page.id}
          page={screen.page}
          permissions={permissions}
          onBack={back}
          onEdit={onEdit}
          onChanged={onChanged}
          onDuplicated={(copy) => {
            onChanged();
            onOpen({ kind: 'page', page: copy });
          }}
          onTrashed={(trashed) => {
            onChanged();
            back();
            toasts.show({
              message: `${trashed.title} was moved to the trash.`,
              ...(mayRestore(permissions) && {
                undo: async () => {
                  await restoreFromTrash(trashed.id);
                  onChanged();
                },
              }),
            });
          }}
          onPictures={() => onOpen({ kind: 'pictures', page: screen.page })}
        />
      );
    case 'pictures':
      return (
        <GalleryPicturesScreen
          key={screen.page.id}
          galleryId={screen.page.id}
          title={screen.page.title}
          onBack={() => onOpen({ kind: 'page', page: screen.page })}
        />
      );
  }
}
