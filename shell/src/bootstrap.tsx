import { inSeparateTasks } from '@hostel/ui/in-separate-tasks';

/**
 * The app's modules are evaluated a group at a time, each group in a task of its own, the libraries first and the
 * app last (see inSeparateTasks). "eager": the modules stay in this chunk group (no extra download); only the moment
 * each is evaluated moves. A later group finds the earlier ones evaluated and costs only its own modules.
 */
void inSeparateTasks(
  [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ 'styled-components'),
    () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
    () => import(/* webpackMode: "eager" */ 'single-spa'),
    () => import(/* webpackMode: "eager" */ 'i18next'),
    () => import(/* webpackMode: "eager" */ 'react-i18next'),
    () => import(/* webpackMode: "eager" */ './i18n'),
    () => import(/* webpackMode: "eager" */ './home/home-page'),
    () => import(/* webpackMode: "eager" */ './chrome/chrome-app'),
  ],
  () => import(/* webpackMode: "eager" */ './app/root-config'),
).then(({ startRootConfig }) => startRootConfig());
