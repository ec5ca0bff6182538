// Page title "{title} | {brand}" (spec accounts-platform 1).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

export function useTitle(titleId = 'title.default'): void {
  const intl = useIntl();
  useEffect(() => {
    const title = intl.formatMessage({ id: titleId });
    document.title = intl.formatMessage(
      { id: 'title.template' },
      { title, brand: intl.formatMessage({ id: 'app.brand' }) },
    );
  }, [intl, titleId]);
}
