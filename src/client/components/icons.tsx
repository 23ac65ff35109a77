import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Outline icons drawn inline (no icon font or package); decorative unless given a title by the caller. */
export function icon(paths: React.ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const CartIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h2.7l2.4 11.2a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2l1.6-6.8H6.1" />
  </>,
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </>,
);
export const SearchIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.6-3.6" />
  </>,
);
export const PinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const TrashIcon = /* @__PURE__ */ icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 6 6 6-6 6" />);
export const ArrowLeftIcon = /* @__PURE__ */ icon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const TagIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 12V4h8l10 10-8 8z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </>,
);
export const ShieldIcon = /* @__PURE__ */ icon(<path d="M12 3 4 6v6c0 5 3.4 8 8 9 4.6-1 8-4 8-9V6z" />);
export const CheckIcon = /* @__PURE__ */ icon(<path d="m5 12 5 5 9-10" />);
export const CrossIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />);
