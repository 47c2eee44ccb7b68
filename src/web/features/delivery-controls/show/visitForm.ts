/**
 * A visit's result as the courier's dialogs send it: one multipart request to
 * `items/:itemId/visits` with the attempt as JSON in `data` and the cargo's photo or PDF in
 * `cargo`, saved together on the server (no file left behind when the result is refused).
 */
import type { AttemptInput } from '@shared/schemas/delivery';

export const visitPath = (itemId: number) => `items/${itemId}/visits`;

export function visitBody(attempt: Partial<AttemptInput>, cargo: File | null = null): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(attempt));
  if (cargo) body.append('cargo', cargo, cargo.name || 'cargo.jpg');
  return body;
}
