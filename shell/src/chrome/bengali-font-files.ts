// The Bengali web font (Noto Sans Bengali from @fontsource, its Bengali subset only, regular and bold): imported so
// the build emits the files (fonts/…[hash].woff2, cached for a year). The web server declares them in every page's
// head with a Bengali unicode-range, so only a page with Bengali text downloads them (packages/web-server's
// first-screen/bengali-font.ts).
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';

export const BENGALI_FONT_FILES = [regular, bold];
