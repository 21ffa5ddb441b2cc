import { useLingui } from '@lingui/react/macro';
import { hasAddress } from '@ride/domain';
import type { Profile } from '../hooks/use-profile.ts';

function addressLines(address: Profile['address']): string[] {
  const cityLine = [address.city, [address.stateCode, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, cityLine, address.countryCode].filter(Boolean);
}

/** The profile as a list of labelled values; missing ones say so rather than stay blank. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  return (
    <dl className="profile-details">
      <div>
        <dt>{t`Name`}</dt>
        <dd>
          {profile.firstName} {profile.lastName}
        </dd>
      </div>
      <div>
        <dt>{t`Email`}</dt>
        <dd className="profile-details__email">{profile.email}</dd>
      </div>
      <div>
        <dt>{t`Phone`}</dt>
        <dd>{profile.phone || <span className="muted">{t`No phone number`}</span>}</dd>
      </div>
      <div>
        <dt>{t`Address`}</dt>
        <dd>
          {hasAddress(profile.address) ? (
            addressLines(profile.address).map((line) => (
              <span key={line} className="profile-details__line">
                {line}
              </span>
            ))
          ) : (
            <span className="muted">{t`No address on file`}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
