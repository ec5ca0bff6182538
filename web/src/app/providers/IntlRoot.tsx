// react-intl provider for the address language; keeps showing the previous language while the next loads.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_TAGS } from '../../i18n/languages';
import { loadedMessages, loadMessages, type Messages } from '../../i18n/loadMessages';
import type { Language } from '../../../../kernel';

interface Loaded {
  language: Language;
  messages: Messages;
}

export function IntlRoot({ language, children }: { language: Language; children: ReactNode }) {
  const [current, setCurrent] = useState<Loaded | null>(() => {
    const messages = loadedMessages(language);
    return messages ? { language, messages } : null;
  });

  useEffect(() => {
    let active = true;
    // A transition, like the first render (main.tsx): the page re-renders in the new language in slices.
    void loadMessages(language).then((messages) => active && startTransition(() => setCurrent({ language, messages })));
    return () => {
      active = false;
    };
  }, [language]);

  useEffect(() => {
    if (current) document.documentElement.lang = LANGUAGE_TAGS[current.language];
  }, [current]);

  if (!current) return null; // first load of a non-English file: a few ms, avoids an English flash
  return (
    <IntlProvider locale={LANGUAGE_TAGS[current.language]} defaultLocale="en" messages={current.messages}>
      {children}
    </IntlProvider>
  );
}
