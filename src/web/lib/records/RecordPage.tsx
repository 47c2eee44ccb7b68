/** Loads a record for its show page: out of the user's scope reads as not existing (the server answers 404 for both). */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../api';
import { useResourceRecord } from '../crud/hooks';
import type { ResourceRecord } from '../crud/types';
import { LoadError } from '../LoadError';
import { Spinner } from '../Spinner';

interface RecordPageProps<T extends ResourceRecord> {
  resource: string;
  /** The page for a record that does not exist or is out of scope. */
  notFound: ReactNode;
  children: (record: T, reload: () => Promise<unknown>) => ReactNode;
}

export function RecordPage<T extends ResourceRecord>({ resource, notFound, children }: RecordPageProps<T>) {
  const id = Number(useParams().id);
  const record = useResourceRecord<T>(resource, id);
  if (record.error instanceof ApiError && record.error.status === 404) return notFound;
  if (record.error) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Spinner />;
  return children(record.data, () => record.refetch());
}
