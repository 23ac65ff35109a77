import { icon } from '../components/icons.js';

/*
 * The footer's own icons. Kept out of components/icons.tsx, which the entry carries for the header: these
 * arrive with the footer's chunk, which loads when the footer comes near the screen
 * (docs/decisions/019-page-weight.md).
 */

export const TruckIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </>,
);
export const LeafIcon = /* @__PURE__ */ icon(<path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19c3-4 6-6 10-8" />);
export const BadgeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m9 14-2 7 5-3 5 3-2-7" />
  </>,
);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const FacebookIcon = /* @__PURE__ */ icon(<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />);
export const InstagramIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" />
  </>,
);
export const XIcon = /* @__PURE__ */ icon(<path d="M4 4l16 16M20 4 4 20" />);
export const YoutubeIcon = /* @__PURE__ */ icon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </>,
);
