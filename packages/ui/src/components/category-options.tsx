import { CATEGORIES } from '@hostel/contracts';
import { CATEGORY_KEYS, useUiT } from '../i18n/ui-catalogue';

/** One `<option>` per meal category, after whatever "none chosen" option the select puts first. */
export function CategoryOptions() {
  const { t } = useUiT();
  return CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {t(CATEGORY_KEYS[category])}
    </option>
  ));
}
