import { Genre } from '@pedestal/contract/enums';
import { i18next } from '@/i18n';

/** The genres of a character, from its comma-separated field. */
export const genresOf = (genre: string) =>
  genre
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

/** A genre the store knows reads in the shopper's language; one a submitter typed stays as written. */
export const genreLabel = (g: string) => ((Genre as readonly string[]).includes(g) ? i18next.t(`genre.${g as Genre}`) : g);
