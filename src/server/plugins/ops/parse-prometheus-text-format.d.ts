/** The part of parse-prometheus-text-format (no bundled types) the metrics test uses. */
declare module 'parse-prometheus-text-format' {
  export interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string }[];
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
