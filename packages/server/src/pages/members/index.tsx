// The member pages: protected content (105, status 401) for a visitor on a page a member area
// protects, member area access denied (106, status 403) for a signed-in member of none of its areas
// (render.ts puts either in place of the page), and /members/account, which 105 also shows: sign in
// or join, or the signed-in member's account panel, and /members/reset (forgot password; the mailed
// link's page). None is cached: what they show depends on who asks.
import { isSameSitePath, PageType } from '@tessera/core';
import {
  MEMBER_ACCOUNT_PAGE,
  MEMBER_RESET_PAGE,
  MemberAccess,
  type MemberAccessProps,
  MemberAccount,
  type MemberAccountProps,
  MemberConfirm,
  type MemberConfirmProps,
  MemberReset,
  membersIsland,
} from '@tessera/site';
import { memberAreaNames } from '../../members/page-access.ts';
import { Tags } from '../../shared/cache-tags.ts';
import type { PageRequest } from '../context.ts';
import { defineAddress, definePageType, route } from '../define.ts';
import { type MembersOnlyOutcome, type Outcome, show } from '../outcome.ts';

export interface MembersOnlyData extends MemberAccessProps {
  collectionId: string;
}

export type ProtectedContentData =
  | ({ view: 'access' } & MembersOnlyData)
  | ({ view: 'account' } & MemberAccountProps)
  | ({ view: 'confirm' } & MemberConfirmProps)
  | { view: 'reset' };

export const protectedContentPage = definePageType<ProtectedContentData>({
  name: 'members-only',
  pageType: PageType.protectedContent,
  // A page or account for members only: 401 until a member signs in; their own account page is theirs;
  // the reset page is for anyone.
  status: 401,
  statusOf: (data) =>
    data.view === 'reset' || data.view === 'confirm' || (data.view === 'account' && data.signedIn)
      ? 200
      : 401,
  tags: (data) => (data.view === 'access' ? [Tags.collection(data.collectionId)] : []),
  head: (data) => ({ title: titleOf(data) }),
  islands: [membersIsland],
  render: (data) =>
    data.view === 'access' ? (
      <MemberAccess {...data} />
    ) : data.view === 'reset' ? (
      <MemberReset />
    ) : data.view === 'confirm' ? (
      <MemberConfirm token={data.token} returnTo={data.returnTo} />
    ) : (
      <MemberAccount {...data} />
    ),
});

function titleOf(data: ProtectedContentData): string {
  if (data.view === 'access') return data.title;
  if (data.view === 'reset') return 'Reset your password';
  if (data.view === 'confirm') return 'Confirm your email';
  return data.signedIn ? 'Your account' : 'Member sign in';
}

export const memberAreaDeniedPage = definePageType<MembersOnlyData>({
  name: 'member-area-denied',
  pageType: PageType.memberAreaAccessDenied,
  status: 403,
  tags: ({ collectionId }) => [Tags.collection(collectionId)],
  head: ({ title }) => ({ title }),
  islands: [membersIsland],
  render: (data) => <MemberAccess {...data} />,
});

/** The access page in place of a protected page, for the requested path. */
export function membersOnlyPage(
  outcome: MembersOnlyOutcome,
  request: Pick<PageRequest, 'path'>,
  memberName: string | null,
) {
  const data: MembersOnlyData = {
    title: outcome.title,
    access: outcome.access,
    areas: outcome.areas,
    returnTo: request.path,
    memberName,
    collectionId: outcome.collectionId,
  };
  return outcome.access === 'sign-in'
    ? show(protectedContentPage, { view: 'access', ...data })
    : show(memberAreaDeniedPage, data);
}

/** A confirmation token is about 60 characters; the route refuses more than 200. */
const CONFIRM_TOKEN_MAX_LENGTH = 200;

/** Where a member signs in back to: a path on this site only (never //elsewhere or /\elsewhere). */
const returnToOf = (value: string | undefined) => (isSameSitePath(value) ? value : '/');

/** The member's own page (105): sign in or join (401), or their account panel (200). */
export const memberAccount = defineAddress({
  name: 'member-account',
  route: route({
    path: MEMBER_ACCOUNT_PAGE,
    params: {},
    load: async (_params, { db, site, viewer, request }): Promise<Outcome> => {
      // The mailed confirmation link lands here (members/routes.ts): a button, whoever is signed in.
      const confirm = request.query.confirm;
      if (confirm) {
        return show(protectedContentPage, {
          view: 'confirm',
          token: confirm.slice(0, CONFIRM_TOKEN_MAX_LENGTH),
          returnTo: returnToOf(request.query.returnTo),
        });
      }
      const member = viewer.member;
      if (!member) {
        const verified = request.query.verified;
        return show(protectedContentPage, {
          view: 'account',
          signedIn: false,
          verified: verified === '1' ? true : verified === '0' ? false : null,
          returnTo: returnToOf(request.query.returnTo),
        });
      }
      const areas = await memberAreaNames(db, site.website.id, member.id);
      return show(protectedContentPage, {
        view: 'account',
        signedIn: true,
        name: member.name,
        email: member.email,
        areas,
      });
    },
  }),
});

/** Forgot password, and the mailed reset link's page (its token in the fragment, read by the island). */
export const memberReset = defineAddress({
  name: 'member-reset',
  route: route({
    path: MEMBER_RESET_PAGE,
    params: {},
    load: async (): Promise<Outcome> => show(protectedContentPage, { view: 'reset' }),
  }),
});
