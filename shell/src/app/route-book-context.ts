import { createContext, useContext } from 'react';
import { routeBook, type RouteBook } from './route-book';

/** The remotes' routes for the chrome (navigation, guards, links into remotes); none until the root config reads them. */
export const RouteBookContext = createContext<RouteBook>(routeBook({}));

export const useRouteBook = (): RouteBook => useContext(RouteBookContext);
