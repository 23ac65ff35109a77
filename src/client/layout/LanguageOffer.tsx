/**
 * The other language offered, once, to a browser whose languages put it first (docs/decisions/057-storefront-languages.md):
 * a note in the corner, never a redirect, so a search engine or a shared link gets the page it asked for.
 * Following the link or closing the note is the visitor's choice, and remembered.
 */
import { notifications } from '@mantine/notifications';
import * as m from '@messages/language-offer';
import { LANGUAGE } from '@messages/locale';
import { LANGUAGE_NAMES, localePath, type Locale } from '../../shared/i18n/locales.js';
import { rememberLanguage } from './LanguageSwitch.js';

export function offerLanguage(language: Locale, here: string): void {
  notifications.show({
    id: 'language-offer',
    autoClose: false,
    color: 'blue',
    onClose: () => rememberLanguage(LANGUAGE),
    message: (
      <span lang={language}>
        {m.text}{' '}
        <a href={localePath(language, here)} hrefLang={language} onClick={() => rememberLanguage(language)} aria-label={`${m.link} (${LANGUAGE_NAMES[language]})`}>
          {m.link}
        </a>
      </span>
    ),
  });
}
