import type Swal from 'sweetalert2';
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

let dialogs: Promise<typeof Swal> | undefined;

/**
 * The site's dialogs (sweetalert2 and its styles, a sizeable download) load on first use, not with the first page:
 * a dialog answers something the person did, and a moment more for the first one is not noticed.
 */
export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  dialogs ??= import('sweetalert2').then((module) => module.default);
  return (await dialogs).fire(options);
}
