import { expect, it } from 'vitest';
import { call, describeEachDatabase } from '../../test/harness';

describeEachDatabase('app settings', (ctx) => {
  it('are public and carry the institution, three manuals and the password policy', async () => {
    const res = await call(ctx().app, 'GET', '/api/v1/app-settings');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.institution_name).toBe('Municipalidad Provincial de Ejemplo');
    expect(body.manuals).toHaveLength(3);
    expect(body.manuals[0]).toEqual({ title: 'Manual de uso general', url: '/manuales/uso-general.html' });
    expect(body.password_policy.min_length).toBe(8);
  });
});
