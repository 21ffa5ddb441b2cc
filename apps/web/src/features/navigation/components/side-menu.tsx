import { useId } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { SessionValues } from '../../../stores/auth.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import { trackShortcutPath } from '../lib/track-shortcut.ts';
import { CloseIcon } from './icons.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { MENU_WORDS } from '../lib/menu-words.ts';
import { LanguagePicker } from './language-picker.tsx';

interface Props {
  entries: MenuEntry[];
  session: SessionValues | null;
  signedIn: boolean;
  allowRegister: boolean;
  logo: string;
  companyName: string;
  onClose(): void;
  onBookRide(): void;
  onInstall(): void;
  /** The rider's rides under way: Rides carries TRACK while there are any (spec part 1 §2). */
  ridesUnderWay: readonly string[];
}

function AccountBlock({
  signedIn,
  session,
  allowRegister,
  onClose,
}: Pick<Props, 'signedIn' | 'session' | 'allowRegister' | 'onClose'>) {
  if (signedIn) {
    return (
      <>
        <div className="side-menu__greeting">
          <p>
            <Trans>Hello</Trans>
          </p>
          <p className="side-menu__name">
            {[session?.firstName, session?.lastName].filter(Boolean).join(' ')}
          </p>
          <p className="side-menu__email">{session?.emailAddress}</p>
        </div>
        <div className="side-menu__account-links">
          <Link to="/profile" onClick={onClose}>
            <Trans>VIEW PROFILE</Trans>
          </Link>
          <Link to="/logout" onClick={onClose}>
            <Trans>SIGN OUT</Trans>
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <div className="side-menu__greeting">
        <p>
          <Trans>Hi there,</Trans>
        </p>
        <p>
          <Trans>
            For the best experience, please sign in or register for an account and manage your
            travel on the go!
          </Trans>
        </p>
      </div>
      <div className="side-menu__account-links">
        <Link to="/login" onClick={onClose}>
          <Trans>SIGN IN</Trans>
        </Link>
        {allowRegister ? (
          <Link to="/sign-up" onClick={onClose}>
            <Trans>REGISTER</Trans>
          </Link>
        ) : (
          <span className="side-menu__blank" />
        )}
      </div>
    </>
  );
}

function Entry({
  entry,
  onClose,
  onBookRide,
  onInstall,
  trackPath,
}: { entry: MenuEntry; trackPath: string | null } & Pick<
  Props,
  'onClose' | 'onBookRide' | 'onInstall'
>) {
  const { i18n } = useLingui();
  if (entry.kind === 'separator') return <hr />;
  const words = MENU_WORDS[entry.name];
  const label = words ? i18n._(words) : entry.label;
  if (entry.kind === 'install') {
    return (
      <button type="button" className="menu-link" onClick={onInstall}>
        {label}
      </button>
    );
  }
  if (entry.blocked) {
    return (
      <a className="menu-link menu-link--blocked" role="link" aria-disabled="true">
        {label}
      </a>
    );
  }
  const link = (
    <Link
      to={entry.path}
      className="menu-link"
      onClick={entry.resetsBooking ? onBookRide : onClose}
    >
      {label}
    </Link>
  );
  if (!entry.trackShortcut || !trackPath) return link;
  return (
    <div className="menu-row">
      {link}
      <Link to={trackPath} className="menu-track" onClick={onClose}>
        <Trans>
          TRACK<span className="visually-hidden"> rides under way</span>
        </Trans>
      </Link>
    </div>
  );
}

/** The side menu: a modal dialog sliding in from the right (spec part 1 §2, "Side menu"). */
export function SideMenu(props: Props) {
  const titleId = useId();
  const { entries, logo, companyName, onClose, ridesUnderWay } = props;
  const trackPath = trackShortcutPath(ridesUnderWay);
  const { t } = useLingui();
  return (
    <ModalDialog className="side-menu" labelledBy={titleId} onClose={onClose}>
      <div className="side-menu__header">
        {logo ? (
          <img className="side-menu__logo" src={logo} alt={companyName} />
        ) : (
          <span className="side-menu__company">{companyName}</span>
        )}
        <h2 id={titleId} className="visually-hidden">
          <Trans>Menu</Trans>
        </h2>
        <button type="button" className="icon-button" aria-label={t`Close menu`} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <AccountBlock {...props} />
      <LanguagePicker signedIn={props.signedIn} />
      <nav aria-label={t`Main menu`}>
        <ul className="side-menu__entries">
          {entries.map((entry) => (
            <li key={entry.name} data-entry={entry.name}>
              <Entry entry={entry} trackPath={trackPath} {...props} />
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to="/book/routing"
        className="round-button"
        aria-label={t`New booking`}
        onClick={onClose}
      >
        <span aria-hidden="true">+</span>
      </Link>
    </ModalDialog>
  );
}
