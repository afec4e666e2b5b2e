// How an area hands its route views to the app: src/app/<area>/views.ts exports `views`, a view per route
// name it owns, either in the main bundle (pages needed before any other code loads) or loaded on demand.
import type { ComponentType } from 'react';
import type { ResolvedRoute } from '../domain/app/routes';

export interface RouteViewProps {
  readonly route: ResolvedRoute;
}

export type RouteView = ComponentType<RouteViewProps>;

export type ViewEntry = { readonly view: RouteView } | { readonly load: () => Promise<{ default: RouteView }> };

export type AreaViews = Readonly<Record<string, ViewEntry>>;
