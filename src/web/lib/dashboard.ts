/**
 * The Tablero's data (`GET /api/v1/dashboard`) under one query key, so whatever learns that
 * something changed (a realtime notification) refreshes it.
 */
import type { DashboardAnswer } from '@shared/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const DASHBOARD_KEY = ['dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => api<DashboardAnswer>('/api/v1/dashboard', { signal }),
  });
}
