// The config area's navigation (workspace/SectionsNav.tsx) as the tests use it: a screen's link, and
// opening a screen the way an owner does (its group first, when it sits in one).
import { click, textOf } from './dom.ts';

/** The navigation's link to the screen named `name`, or undefined when the account is not offered it. */
export function screenLink(container: ParentNode, name: string): HTMLAnchorElement | undefined {
  const links = container.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Sections"] a');
  return [...links].find((link) => textOf(link) === name);
}

/** Opens the screen named `name` from the navigation: its group's list first, if it is in a closed one. */
export async function openScreen(container: ParentNode, name: string): Promise<HTMLAnchorElement> {
  const link = screenLink(container, name);
  if (!link) throw new Error(`The navigation offers no ${name} screen`);
  const list = link.closest('ul[hidden]');
  if (list)
    await click(
      container.querySelector<HTMLButtonElement>(`button[aria-controls="${list.id}"]`) ?? undefined,
    );
  await click(link);
  return link;
}
