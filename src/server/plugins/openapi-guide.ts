/** The introduction the browsable reference (`/api/docs`) opens with: how to authenticate and the main flows. */
export const API_GUIDE = `Gestión documentaria y archivo: la API que usan las pantallas de Folio y los sistemas que se integran con él.
Cada operación declara su respuesta de éxito (esquemas con nombre en *Schemas*), sus errores y los permisos que pide;
el servidor envía exactamente los campos declarados. Guía para integradores: \`docs/integrations.md\`.

## Autenticación

\`POST /api/v1/login\` con \`{ "username": "…", "password": "…" }\` responde \`{ access_token, token_type: "Bearer", user, permissions }\`.
Envíe el token en cada llamada: \`Authorization: Bearer <access_token>\` (en esta página: **Authorize**). \`POST /api/v1/logout\` lo revoca.
Sin token, 401; sin el permiso de la operación (\`x-permissions\`, o \`admin\`), 403; un registro fuera de su alcance, 404.

## Flujos principales

- **Registrar un ingreso**: \`GET /api/v1/type-entries/lookup?q=\` (tipo), \`GET /api/v1/citizens/lookup?q=\` (remitente), luego
  \`POST /api/v1/entries\` con el JSON del formulario → \`201 { data: Entry }\` con su número; adjuntos con
  \`POST /api/v1/entries/{id}/attachments\` (multipart, partes \`files\`).
- **Derivar y atender**: \`POST /api/v1/entries/{id}/derive\`, \`…/movements/{movementId}/receive\`, \`…/attend\` con \`{ version, … }\`; cada registro trae
  \`can\` (lo que el usuario puede hacer) y \`version\`: una versión vieja responde 409 \`{ code: "stale_version" }\`.
- **Listar y exportar**: \`GET /api/v1/entries?page=1&per_page=25&sort=-id&q=…\` → \`{ data: [...], meta: ListMeta }\`; \`…/export\` en Excel.
- **Reportes**: \`GET /api/v1/reports/{slug}?by=…&from=…&to=…\`: cada reporte admite solo sus dimensiones en \`by\`.
- **Mesa de partes virtual** (pública): \`GET /api/v1/public/virtual-desk\`, \`…/captcha\`, \`POST …/submissions\` (multipart:
  campos del formulario, \`principal\` en PDF y \`anexos\`), \`POST …/verifications\` con el secreto del correo.

## Errores

Toda falla responde \`{ message, errors?, code? }\` en castellano; 422 trae \`errors\` por campo (\`office_id\`, \`roles.0\`).`;
