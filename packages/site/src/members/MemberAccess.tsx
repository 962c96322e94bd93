// The member access page: protected content (105) for a visitor, member area access denied (106) for
// a member of none of the page's areas. The spec's message, the pricing options (one per protecting
// area, with its price and join button) and the toggle's left and right buttons that swap them, and
// a way to sign in or join. The member island gives the toggle and the forms their behaviour.
import { MEMBERS_ONLY_MESSAGE } from '@tessera/core';
import { JoinForm, SignInForm } from './Forms.tsx';
import { MEMBER_ACCOUNT_PAGE } from './paths.ts';

/** A protecting area as the access page offers it: one pricing option with its join button. */
export interface MemberAreaOption {
  id: string;
  name: string;
  description: string;
}

export interface MemberAccessProps {
  title: string;
  /** 'sign-in': nobody is signed in (105); 'join': a member of none of the areas (106) */
  access: 'sign-in' | 'join';
  areas: readonly MemberAreaOption[];
  returnTo: string;
  memberName: string | null;
}

function PricingOptions({ areas, access }: Pick<MemberAccessProps, 'areas' | 'access'>) {
  return (
    <section className="pricing-options" aria-labelledby="pricing-title" data-pricing>
      <h2 id="pricing-title">Membership</h2>
      {areas.length > 1 && (
        <fieldset className="pricing-toggle">
          <legend className="pricing-legend">Pricing options</legend>
          <button
            type="button"
            className="button button-secondary"
            data-pricing-step="left"
            aria-label="Previous pricing option"
          >
            ‹
          </button>
          <span data-pricing-position aria-live="polite">{`1 of ${areas.length}`}</span>
          <button
            type="button"
            className="button button-secondary"
            data-pricing-step="right"
            aria-label="Next pricing option"
          >
            ›
          </button>
        </fieldset>
      )}
      {areas.map((area, index) => (
        <div key={area.id} className="pricing-option" data-pricing-option={area.id} hidden={index > 0}>
          <h3>{area.name}</h3>
          {area.description && <p>{area.description}</p>}
          <p className="pricing-price">Free</p>
          {access === 'join' ? (
            <button type="button" className="button button-primary" data-join-area={area.id}>
              {`Join ${area.name}`}
            </button>
          ) : (
            <a className="button button-primary" href="#member-join">
              {`Join ${area.name}`}
            </a>
          )}
        </div>
      ))}
    </section>
  );
}

export function MemberAccess(props: MemberAccessProps) {
  const { title, access, areas, returnTo, memberName } = props;
  return (
    <div className="system-page member-page" data-island="members">
      <h1 className="page-title">{title}</h1>
      <p className="member-access-message">{MEMBERS_ONLY_MESSAGE}</p>
      <PricingOptions areas={areas} access={access} />
      {access === 'sign-in' ? (
        <div className="member-forms">
          <SignInForm returnTo={returnTo} />
          <JoinForm returnTo={returnTo} areaId={areas[0]?.id ?? null} />
        </div>
      ) : (
        <p>
          {`Signed in as ${memberName ?? 'a member'}. `}
          <a href={MEMBER_ACCOUNT_PAGE}>Your account</a>
        </p>
      )}
      <p className="member-form-message" role="status" data-join-message />
    </div>
  );
}
