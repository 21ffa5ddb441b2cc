import { useId } from 'react';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import type { SessionValues } from '../../../stores/auth.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import { trackShortcutPath } from '../lib/track-shortcut.ts';
import { CloseIcon } from './icons.tsx';

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
          <p>Hello</p>
          <p className="side-menu__name">
            {[session?.firstName, session?.lastName].filter(Boolean).join(' ')}
          </p>
          <p className="side-menu__email">{session?.emailAddress}</p>
        </div>
        <div className="side-menu__account-links">
          <Link to="/profile" onClick={onClose}>
            VIEW PROFILE
          </Link>
          <Link to="/logout" onClick={onClose}>
            SIGN OUT
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <div className="side-menu__greeting">
        <p>Hi there,</p>
        <p>
          For the best experience, please sign in or register for an account and manage your travel
          on the go!
        </p>
      </div>
      <div className="side-menu__account-links">
        <Link to="/login" onClick={onClose}>
          SIGN IN
        </Link>
        {allowRegister ? (
          <Link to="/sign-up" onClick={onClose}>
            REGISTER
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
  if (entry.kind === 'separator') return <hr />;
  if (entry.kind === 'install') {
    return (
      <button type="button" className="menu-link" onClick={onInstall}>
        {entry.label}
      </button>
    );
  }
  if (entry.blocked) {
    return (
      <a className="menu-link menu-link--blocked" role="link" aria-disabled="true">
        {entry.label}
      </a>
    );
  }
  const link = (
    <Link
      to={entry.path}
      className="menu-link"
      onClick={entry.resetsBooking ? onBookRide : onClose}
    >
      {entry.label}
    </Link>
  );
  if (!entry.trackShortcut || !trackPath) return link;
  return (
    <div className="menu-row">
      {link}
      <Link to={trackPath} className="menu-track" onClick={onClose}>
        TRACK<span className="visually-hidden"> rides under way</span>
      </Link>
    </div>
  );
}

/** The side menu: a modal dialog sliding in from the right (spec part 1 §2, "Side menu"). */
export function SideMenu(props: Props) {
  const titleId = useId();
  const { entries, logo, companyName, onClose, ridesUnderWay } = props;
  const trackPath = trackShortcutPath(ridesUnderWay);
  return (
    <ModalDialog className="side-menu" labelledBy={titleId} onClose={onClose}>
      <div className="side-menu__header">
        {logo ? (
          <img className="side-menu__logo" src={logo} alt={companyName} />
        ) : (
          <span className="side-menu__company">{companyName}</span>
        )}
        <h2 id={titleId} className="visually-hidden">
          Menu
        </h2>
        <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <AccountBlock {...props} />
      <nav aria-label="Main menu">
        <ul className="side-menu__entries">
          {entries.map((entry) => (
            <li key={entry.name} data-entry={entry.name}>
              <Entry entry={entry} trackPath={trackPath} {...props} />
            </li>
          ))}
        </ul>
      </nav>
      <Link to="/book/routing" className="round-button" aria-label="New booking" onClick={onClose}>
        <span aria-hidden="true">+</span>
      </Link>
    </ModalDialog>
  );
}
