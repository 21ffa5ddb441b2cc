import { useState } from 'react';
import './avatar.css';

/**
 * A person's picture, or their initials when there is none or it does not load. The name is
 * always written beside it, so it is hidden from screen readers.
 */
export function Avatar({ picture, initials }: { picture: string | null; initials: string }) {
  const [broken, setBroken] = useState(false);
  if (picture && !broken) {
    return <img className="avatar" src={picture} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
