import { type ReactElement, type SVGProps } from 'react';

/** Props of every icon: any SVG attribute; `size` in CSS pixels (default 20). */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A small inline SVG icon component. */
export type IconComponent = (props: IconProps) => ReactElement;

function makeIcon(name: string, paths: ReactElement, filled = false): IconComponent {
  const Icon = ({ size = 20, ...rest }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...rest}
    >
      {paths}
    </svg>
  );
  return Icon;
}

const heartPath = 'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

/**
 * Small inline SVG icons (24×24 viewBox, `currentColor`, `aria-hidden`). Use them inside a
 * labelled control (`IconButton`, `Button icon`): the icon itself carries no text.
 */
export const icons = {
  search: makeIcon('search', <><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></>),
  heart: makeIcon('heart', <path d={heartPath} />),
  heartFilled: makeIcon('heartFilled', <path d={heartPath} />, true),
  play: makeIcon('play', <path d="M8 5.5v13l11-6.5z" />, true),
  close: makeIcon('close', <path d="M6 6l12 12M18 6L6 18" />),
  menu: makeIcon('menu', <path d="M4 7h16M4 12h16M4 17h16" />),
  refresh: makeIcon('refresh', <><path d="M20 12a8 8 0 1 1-2.3-5.6" /><path d="M20 4v5h-5" /></>),
  eye: makeIcon('eye', <><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>),
  eyeOff: makeIcon('eyeOff', <><path d="M3 3l18 18" /><path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /></>),
  chevronDown: makeIcon('chevronDown', <path d="M6 9l6 6 6-6" />),
  chevronLeft: makeIcon('chevronLeft', <path d="M15 6l-6 6 6 6" />),
  chevronRight: makeIcon('chevronRight', <path d="M9 6l6 6-6 6" />),
  globe: makeIcon('globe', <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" /></>),
  headset: makeIcon('headset', <><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="7" rx="1.5" /><rect x="17" y="13" width="4" height="7" rx="1.5" /></>),
  warning: makeIcon('warning', <><path d="M12 3.5L2.5 20h19z" /><path d="M12 10v4.5M12 17.5v.01" /></>),
  info: makeIcon('info', <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.01" /></>),
} satisfies Record<string, IconComponent>;

/** The names of the icons in {@link icons}. */
export type IconName = keyof typeof icons;
