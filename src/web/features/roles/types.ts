import type { ResourceRecord } from '../../lib/crud/types';

export interface Role extends ResourceRecord {
  name: string;
  description: string | null;
  permissions: string[];
  users_count: number;
}
