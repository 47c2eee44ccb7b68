/** The one error shape of the API (docs/architecture.md §3). */
export interface ApiErrorBody {
  message: string;
  /** Field errors for 422, keyed by the field path (`office_id`, `roles.0`). */
  errors?: Record<string, string[]>;
}

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
