import { Box, Container } from '@mantine/core';
import { lazy, memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import * as m from '@messages/layout';
import { HydrateApart } from '../components/HydrateApart.js';
import { nearView } from '../lib/near-view.js';
import { CategoryBar } from './CategoryBar.js';
import { Header } from './Header.js';
import { PromoBanner, TestModeStrip } from './PromoBanner.js';
// The footer's styles are in the page's stylesheet, though its code is a chunk of its own: the server draws it,
// and it must look itself before its code arrives.
import './Footer.module.css';
import classes from './Layout.module.css';

/**
 * The footer is a chunk of its own, loaded when it comes near the screen: a server-drawn footer stays as drawn
 * (its links work as plain links) and hydrates then. It is a screen or more below the first one, and its texts
 * and newsletter form were the largest part of the home page's own script (docs/decisions/057-storefront-languages.md).
 */
const Footer = lazy(async () => {
  await nearView(FOOTER_SELECTOR);
  return { default: (await import('./Footer.js')).Footer };
});
const FOOTER_SELECTOR = 'footer[data-shop-footer]';

/**
 * The footer's place. Memoised: the layout's own updates (a new page) do not reach a server-drawn footer still
 * waiting for its chunk, which React would otherwise swap for the fallback and draw again once loaded.
 */
const FooterSlot = memo(function FooterSlot() {
  return (
    <Suspense fallback={<footer data-shop-footer="" className={classes.footerSpace} />}>
      <Footer />
    </Suspense>
  );
});

/** The checkout's steps and the pages of a placed order. */
const CHECKOUT_PATHS = /^\/(shipping|payment|placeorder|order|order-link)(\/|$)/;

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // The admin area is the owner's desk: no shopper's offer above it, no newsletter under it.
  const shop = !/^\/admin(\/|$)/.test(location);
  // The checkout and the order pages keep to the order: no offer there. It would also be drawn by the server
  // for everyone and then taken away from a shopper whose code is used, moving the page (a layout shift).
  const offer = shop && !CHECKOUT_PATHS.test(location);
  // A new page starts at the top, as a full page load would. The first page is left where it is: a shopper may
  // have scrolled the server-drawn page before its script ran, and the browser puts a reloaded page back where
  // it was.
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        {m.skipToContent}
      </a>
      <HydrateApart>
        <TestModeStrip />
        {offer && <PromoBanner />}
        <Header />
      </HydrateApart>
      <HydrateApart>
        <CategoryBar />
      </HydrateApart>
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
          {children}
        </Container>
      </Box>
      {shop && <FooterSlot />}
    </div>
  );
}
