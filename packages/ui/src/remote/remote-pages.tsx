import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutes } from '@hostel/contracts/routes';

/**
 * A remote's `<Routes>`, from its routes module: each page id's component at the path the module gives it; any
 * other path belongs to another application and renders nothing here.
 */
export function RemotePages<Id extends string>({ routes, pages }: { routes: RemoteRoutes<Id>; pages: Record<Id, ComponentType> }) {
  return (
    <Routes>
      {(Object.keys(routes.pages) as Id[]).map((id) => {
        const Page: ComponentType = pages[id];
        return <Route key={id} path={routes.pages[id].path} element={<Page />} />;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
