import { describe, expect, it } from 'vitest';
import { offices } from '../../db/schema';
import { codeAndNameList, resourceKeys, resourceKeysWithShow } from './catalogue';

describe('catalogue definition parts', () => {
  it('names the permission keys after the resource', () => {
    expect(resourceKeys('offices')).toEqual({
      index: ['offices-index'],
      create: ['offices-create'],
      update: ['offices-update'],
    });
    expect(resourceKeysWithShow('series')).toEqual({
      index: ['series-index'],
      show: ['series-show'],
      create: ['series-create'],
      update: ['series-update'],
    });
    // @ts-expect-error: no `offices-show` key exists.
    resourceKeysWithShow('offices');
  });

  it('lists a code-and-name catalogue by code and name', () => {
    expect(codeAndNameList(offices)).toEqual({
      search: [offices.code, offices.name],
      sortable: { id: offices.id, code: offices.code, name: offices.name, created_at: offices.created_at },
    });
  });
});
