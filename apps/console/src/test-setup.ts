import { i18n } from '@lingui/core';
import { messages } from './locales/en.po';

// The console's unit tests read its English texts, as the console shows them by default.
i18n.loadAndActivate({ locale: 'en', messages });
