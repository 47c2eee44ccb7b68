/** A record's attached file as the API answers it (`{base}/:id/attachments`), for the server's routes and the web's panel. */
import { z } from '../zod';
import { named, timestamp } from './api';

export const attachment = named(
  'Attachment',
  z.object({
    id: z.number().int(),
    name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    uploaded_by: z.number().int().nullable(),
    created_at: timestamp(),
    /** The download route; `?download=1` forces a download instead of inline display. */
    url: z.string(),
  }),
  'Un archivo adjunto de un registro.',
);
export type Attachment = z.infer<typeof attachment>;
