import { isLanguage } from '@hostel/contracts/languages';
import type { RemoteLabel } from '@hostel/contracts/routes';
import { useShellT } from '../i18n';

/**
 * How the shell names a remote's area or page: the remote gives its words (its build writes each language's label
 * from its own catalogue into routes.json), shown in the page's language; the English label stands in where only the
 * routes module was read (loaded through module federation, or the development server).
 */
export function useRemoteLabel(): (labelled: RemoteLabel) => string {
  // Through the shell's namespace so the caller re-renders when the language changes.
  const { i18n } = useShellT();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (labelled) => (isLanguage(language) ? labelled.labels?.[language] : undefined) ?? labelled.label;
}
