import type { ReactNode } from 'react';
import { resolveHeaderButtons, type HeaderButtons } from '../lib/header-buttons.ts';
import { BackIcon, CloseIcon, MenuIcon } from './icons.tsx';
import { useLingui } from '@lingui/react/macro';

interface Props {
  buttons: HeaderButtons;
  greeting: string;
  menuOpen: boolean;
  onBack(): void;
  onClose(): void;
  onMenu(): void;
  children?: ReactNode;
}

export function Header({ buttons, greeting, menuOpen, onBack, onClose, onMenu, children }: Props) {
  const { back, close, menu } = resolveHeaderButtons(buttons);
  const { t } = useLingui();
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <div className="app-header__side">
          {back && (
            <button type="button" className="icon-button" aria-label={t`Back`} onClick={onBack}>
              <BackIcon />
            </button>
          )}
          {close && (
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <p className="app-header__greeting">{greeting}</p>
        <div className="app-header__side app-header__side--end">
          {menu && (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Menu`}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={onMenu}
            >
              <MenuIcon />
            </button>
          )}
        </div>
      </div>
      {children}
    </header>
  );
}
