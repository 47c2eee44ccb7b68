-- The audit trail's next row in one round trip (lib/audit): the chain's lock, then the insert that
-- reads the last row's hash and chains the new row to it (the same SHA-256 as `auditHash`). A
-- volatile function's statements each take a fresh snapshot, so the insert, started once the lock
-- is held, sees the last writer's committed row, as a separate statement after the lock did.
CREATE OR REPLACE FUNCTION audit_append(
  lock_key bigint, occurred timestamptz, actor integer, address varchar, entity_name varchar,
  entity_key varchar, act varchar, changed jsonb, hashed text
) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(lock_key);
  INSERT INTO audit_logs (occurred_at, actor_id, ip, entity, entity_id, action, changes, prev_hash, hash)
  SELECT occurred, actor, address, entity_name, entity_key, act, changed, prev.hash,
         encode(sha256(convert_to(prev.hash || chr(10) || hashed, 'UTF8')), 'hex')
  FROM (SELECT coalesce((SELECT a.hash FROM audit_logs a ORDER BY a.id DESC LIMIT 1), repeat('0', 64)) AS hash) prev;
END
$$;
