/** Navigation by route name (`routes.ts`), e.g. a notification opens `{type}-show` with its id. */
import { routePath } from '@shared/routes';
import { useCallback } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

export function useNamedNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (name: string, params?: Record<string, string | number>, options?: NavigateOptions) =>
      navigate(routePath(name, params), options),
    [navigate],
  );
}
