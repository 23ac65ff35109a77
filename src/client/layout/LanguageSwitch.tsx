import { Fragment, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import * as m from '@messages/layout';
import { LANGUAGE } from '@messages/locale';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, localePath, type Locale } from '../../shared/i18n/locales.js';

/** A year: the choice is the visitor's until they make another. */
const KEPT_SECONDS = 31_536_000;

export function rememberLanguage(language: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${KEPT_SECONDS}; samesite=lax`;
}

/** The shop's language the browser's own list puts first, if it names one. */
function browserLanguage(): Locale | undefined {
  for (const tag of navigator.languages) {
    const language = LOCALES.find((locale) => tag.toLowerCase().split('-')[0] === locale);
    if (language) return language;
  }
  return undefined;
}

/**
 * 'English · हिन्दी': the same page in the other language, a plain link (the other language is another build of
 * the storefront, docs/decisions/057-storefront-languages.md). Following it remembers the choice.
 */
export function LanguageSwitch({ className, offer = false }: { className?: string; offer?: boolean }) {
  const [location] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  // A first visit in a language the browser does not put first is offered the other (LanguageOffer.tsx).
  useEffect(() => {
    if (!offer || document.cookie.includes(`${LANGUAGE_COOKIE}=`)) return;
    const preferred = browserLanguage();
    if (preferred && preferred !== LANGUAGE) void import('./LanguageOffer.js').then((module) => module.offerLanguage(preferred, here));
    // Once, on arrival: not again as the visitor moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
    </nav>
  );
}
