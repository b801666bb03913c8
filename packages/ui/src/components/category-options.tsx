import { CATEGORIES } from '@hostel/contracts';

/** One `<option>` per meal category, after whatever "none chosen" option the select puts first. */
export function CategoryOptions() {
  return CATEGORIES.map((category) => (
    <option key={category} value={category}>
      {category}
    </option>
  ));
}
