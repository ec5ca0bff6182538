// Supported address prefixes (spec accounts-platform 2.1). Pure data, shared by router and i18n.
