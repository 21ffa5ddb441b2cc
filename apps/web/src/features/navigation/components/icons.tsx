import { iconProps } from '../../../components/ui/icon-props.ts';
const common = iconProps(24);

export const BackIcon = () => (
  <svg {...common} className="icon--directional">
    <path d="M15 5 8 12l7 7" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...common}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
