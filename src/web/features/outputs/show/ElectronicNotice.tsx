/**
 * A recipient notified in their casilla electrónica, as evidence (`electronic` of
 * `GET /outputs/:id/deliveries`): the deposit (when, by whom, the files with their SHA-256), the
 * e-mail alert, the acuse de lectura (when, address, browser), the legal notification date, the
 * constancia de notificación (opened here) and the replies' request numbers.
 */

import type { ElectronicNoticeView } from '@shared/schemas/casilla-notifications';
import { ELECTRONIC_NOTICE_RULES } from '@shared/schemas/delivery';
import { Button } from 'primereact/button';
import { formatDayTime } from '../../../lib/dates';

export function ElectronicNotice({
  notice,
  onConstancia,
}: {
  notice: ElectronicNoticeView | null | undefined;
  onConstancia: (constancia: { id: number; name: string }) => void;
}) {
  if (!notice) return null;
  const { constancia } = notice;
  return (
    <div className="delivery-history electronic-notice">
      <h3>Notificación electrónica</h3>
      <dl className="electronic-notice-facts">
        <dt>Casilla</dt>
        <dd>{notice.email}</dd>
        <dt>Depositado</dt>
        <dd>
          {formatDayTime(notice.deposited_at)}
          {notice.deposited_by && ` por ${notice.deposited_by}`}
        </dd>
        <dt>Aviso por correo</dt>
        <dd>{notice.alerted_at ? formatDayTime(notice.alerted_at) : 'En envío'}</dd>
        <dt>Acuse de lectura</dt>
        <dd>
          {notice.read_at ? (
            <>
              {formatDayTime(notice.read_at)} desde {notice.read_ip ?? '—'}
              <br />
              <small className="text-muted">{notice.read_user_agent ?? 'Navegador no informado'}</small>
            </>
          ) : (
            'Aún no abierto'
          )}
        </dd>
        <dt>Fecha de notificación</dt>
        <dd>
          {notice.notified_at ? formatDayTime(notice.notified_at) : 'Con la primera lectura'}{' '}
          <small className="text-muted">({ELECTRONIC_NOTICE_RULES[notice.rule].toLowerCase()})</small>
        </dd>
        <dt>Archivos depositados</dt>
        <dd>
          <ul className="electronic-notice-files">
            {notice.files.map((file) => (
              <li key={file.sha256 + file.name}>
                {file.role === 'documento' ? 'Documento firmado' : 'Anexo'}: {file.name}{' '}
                <small className="text-muted cell-code">SHA-256 {file.sha256.slice(0, 16)}…</small>
              </li>
            ))}
          </ul>
        </dd>
        {notice.replies.length > 0 && (
          <>
            <dt>Respuestas</dt>
            <dd>{notice.replies.join(', ')}</dd>
          </>
        )}
      </dl>
      {constancia ? (
        <Button
          type="button"
          label="Ver constancia de notificación"
          icon="pi pi-file-pdf"
          size="small"
          text
          onClick={() => onConstancia(constancia)}
        />
      ) : (
        <small className="text-muted">La constancia de notificación se está generando.</small>
      )}
    </div>
  );
}
