import { abilitiesOutsideScreens, Permission } from '@tessera/core';

/**
 * The pages panel for an account whose role does not edit pages: a store manager reaches the config
 * area for their own screens; a viewer or commenter has no screen but Account, and is told what the
 * role does let them do rather than shown a bare page. The server refuses them the pages either way.
 */
export function RoleNote({ permissions }: { permissions: readonly Permission[] }) {
  const abilities = abilitiesOutsideScreens(permissions);
  const hasScreens = permissions.includes(Permission.config);
  return (
    <>
      <h2 className="panel-heading">Pages</h2>
      <p className="panel-note">
        Your role on this site does not include editing pages. You can browse the site here; ask an
        administrator if you need to change its pages.
      </p>
      {abilities.length > 0 && (
        <>
          <h3>What your role lets you do</h3>
          <ul className="role-abilities">
            {abilities.map((ability) => (
              <li key={ability}>{ability}</li>
            ))}
          </ul>
        </>
      )}
      {!hasScreens && (
        <p className="panel-note">Your name, password and where you are signed in are under Account.</p>
      )}
    </>
  );
}
