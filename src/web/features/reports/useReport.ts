/** A report's figures for the filters in the URL (GET /api/v1/reports/{slug}?…). */
import type { One } from '@shared/pagination';
import type { ReportResult, ReportSlug } from '@shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const reportUrl = (slug: ReportSlug, query: string, format = '') =>
  `/api/v1/reports/${slug}${format ? `/${format}` : ''}${query ? `?${query}` : ''}`;

export function useReport(slug: ReportSlug, query: string) {
  return useQuery<ReportResult>({
    queryKey: ['reports', slug, query],
    queryFn: ({ signal }) => api<One<ReportResult>>(reportUrl(slug, query), { signal }).then((a) => a.data),
    // A new filter keeps the last figures on screen until the new ones arrive.
    placeholderData: (previous: ReportResult | undefined) => previous,
  });
}
