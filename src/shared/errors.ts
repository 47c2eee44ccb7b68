/** The one error shape of the API (docs/architecture.md §3). */
export interface ApiErrorBody {
  message: string;
  /** Field errors for 422, keyed by the field path (`office_id`, `roles.0`). */
  errors?: Record<string, string[]>;
  /** What kind of failure, when a client must tell it apart from others of its status. */
  code?: ErrorCode;
  /** The request's id (also the `X-Request-Id` header), to find it in the logs. */
  request_id?: string;
}

/**
 * The codes a client acts on. `stale_version`: the record changed since the client read it (a 409
 * the web answers with «Otro usuario modificó este registro…» and a reload); any other 409 (a state
 * the record is not in, an empty control) is a plain refusal.
 */
export const ERROR_CODES = { staleVersion: 'stale_version' } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const MESSAGES = {
  unauthenticated: 'No autenticado.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'El registro no existe o no tiene acceso a él.',
  routeNotFound: 'La ruta solicitada no existe.',
  validation: 'Los datos enviados no son válidos.',
  staleVersion: 'El registro fue modificado por otro usuario. Recargue la página para ver los cambios.',
  tooLarge: 'El contenido enviado supera el tamaño permitido.',
  tooManyAttempts: 'Demasiados intentos. Inténtelo nuevamente en unos minutos.',
  server: 'Ocurrió un error inesperado en el servidor. Inténtelo nuevamente.',
} as const;
