/**
 * The page each route renders, every one lazy-loaded so the login page stays small. Routes
 * without a screen yet show the generic "Módulo en construcción" panel.
 */
import type { RouteDef } from '@shared/routes';
import { type ComponentType, lazy, type ReactNode } from 'react';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ForcedResetPage = lazy(() => import('../features/auth/ForcedResetPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const UpdateProfilePage = lazy(() => import('../features/profile/UpdateProfilePage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const ErrorPage = lazy(() => import('../lib/ErrorPage'));
const UnderConstructionPage = lazy(() => import('../features/placeholder/UnderConstructionPage'));

const PAGES: Record<string, ReactNode> = {
  login: <LoginPage />,
  'forgot-password': <ForgotPasswordPage />,
  'reset-password': <ResetPasswordPage />,
  reset: <ForcedResetPage />,
  profile: <ProfilePage />,
  'update-profile': <UpdateProfilePage />,
  home: <HomePage />,
  'error-403': <ErrorPage code={403} />,
  'error-404': <ErrorPage code={404} />,
  'error-500': <ErrorPage code={500} />,
};

/** Each feature declares its pages in `features/<feature>/pages.ts` as `{ [routeName]: lazy page }`. */
const FEATURE_PAGES: Record<string, ComponentType> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<{ pages: Record<string, ComponentType> }>('../features/*/pages.ts', { eager: true }),
  ).map((module) => module.pages),
);

export function pageFor(route: RouteDef): ReactNode {
  const Page = FEATURE_PAGES[route.name];
  if (Page) return <Page />;
  return PAGES[route.name] ?? <UnderConstructionPage title={route.title} />;
}
