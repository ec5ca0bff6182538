import type { Language } from '../../../kernel';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ph } from './ph';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import type { FaqContent } from './types';

/** The FAQ in every interface language (spec accounts-platform 9): the same articles, values and tables in each. */
export const FAQ_CONTENT: Record<Language, FaqContent> = { en, de, es, fr, it, ph, pt, ru, tr };
