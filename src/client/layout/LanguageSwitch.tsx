import { Fragment, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as offerText from '@messages/language-offer';
import * as m from '@messages/layout';
import { LANGUAGE } from '@messages/locale';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, localePath, type Locale } from '../../shared/i18n/locales.js';
import { useHydrated } from '../lib/use-hydrated.js';
import classes from './LanguageSwitch.module.css';

/** A year: the choice is the visitor's until they make another. */
const KEPT_SECONDS = 31_536_000;

export function rememberLanguage(language: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${KEPT_SECONDS}; samesite=lax`;
}

/**
 * The other language, when the browser's own list puts it before this page's and the visitor has not chosen
 * one with the switch.
 */
function otherLanguageWanted(): Locale | undefined {
  if (document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return undefined;
  for (const tag of navigator.languages) {
    const language = LOCALES.find((locale) => tag.toLowerCase().split('-')[0] === locale);
    if (language) return language === LANGUAGE ? undefined : language;
  }
  return undefined;
}

/**
 * 'English · हिन्दी': the same page in the other language, a plain link (the other language is another build of
 * the storefront, docs/decisions/057-storefront-languages.md). Following it remembers the choice.
 *
 * `offer`: a first visit whose browser puts the other language first is offered it, in a note under the switch
 * written in that language; never redirected, so a search engine or a shared link gets the page it asked for.
 * Following the note's link or closing it is the visitor's choice, and remembered.
 */
export function LanguageSwitch({ className, offer = false }: { className?: string; offer?: boolean }) {
  const [location] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  // Only in the browser, once the page is hydrated (the server's page is the same for everyone), until closed.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const offered = offer && hydrated && !closed ? otherLanguageWanted() : undefined;
  return (
    <nav aria-label={m.languageSwitch} className={className}>
      {LOCALES.map((language, i) => (
        <Fragment key={language}>
          {i > 0 && ' · '}
          {language === LANGUAGE ? (
            <span aria-current="true" lang={language}>
              {LANGUAGE_NAMES[language]}
            </span>
          ) : (
            <a href={localePath(language, here)} hrefLang={language} lang={language} onClick={() => rememberLanguage(language)}>
              {LANGUAGE_NAMES[language]}
            </a>
          )}
        </Fragment>
      ))}
      {offered && (
        <span role="note" lang={offered} className={classes.offer}>
          <span>
            {offerText.text}{' '}
            <a href={localePath(offered, here)} hrefLang={offered} onClick={() => rememberLanguage(offered)}>
              {offerText.link}
            </a>
          </span>
          <button
            type="button"
            aria-label={offerText.close}
            className={classes.close}
            onClick={() => {
              rememberLanguage(LANGUAGE);
              setClosed(true);
            }}
          >
            ×
          </button>
        </span>
      )}
    </nav>
  );
}
