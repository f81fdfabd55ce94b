-- Companion indexes for FerretDB 1.x on PostgreSQL, applied by the launcher at every start.
--
-- FerretDB pushes a query's equality conditions down as `_jsonb -> 'field' @> '<value>'`, but
-- declares each MongoDB index as a btree on `(_jsonb -> 'field')`, which `@>` cannot use: every
-- lookup, by _id too, read the whole table. A GIN index (jsonb_path_ops) on the same expression
-- answers `@>`, so each btree key on a top-level field gets one beside it: when FerretDB creates
-- the index (the event trigger below) and, for tables made before this file existed, at start.
-- The server runs with plan_cache_mode = force_custom_plan, so FerretDB's field-name parameter
-- is a constant when the plan is made and the expression matches the index.
-- See docs/operations.md#the-embedded-store.

-- Every start says "already exists, skipping" for each index otherwise.
SET client_min_messages = warning;

CREATE OR REPLACE FUNCTION stallplan_add_companion_indexes(btree_index oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  k int;
  expr text;
  tbl regclass;
  tbl_name text;
BEGIN
  SELECT i.indrelid::regclass, c.relname INTO tbl, tbl_name
  FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
  WHERE i.indexrelid = btree_index;
  IF tbl IS NULL THEN RETURN; END IF;
  FOR k IN 1 .. (SELECT indnkeyatts FROM pg_index WHERE indexrelid = btree_index) LOOP
    expr := pg_get_indexdef(btree_index, k, false);
    -- Only top-level fields: FerretDB pushes nothing down for dotted paths.
    CONTINUE WHEN expr !~ '^\(*_jsonb -> ''[^'']+''::text\)*$';
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((%s) jsonb_path_ops)',
      left(tbl_name, 40) || '_gin_' || substr(md5(tbl::text || expr), 1, 12), tbl, expr
    );
  END LOOP;
END
$fn$;

CREATE OR REPLACE FUNCTION stallplan_companion_indexes_on_create() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT d.objid FROM pg_event_trigger_ddl_commands() d
    JOIN pg_class c ON c.oid = d.objid JOIN pg_am a ON a.oid = c.relam
    WHERE d.command_tag = 'CREATE INDEX' AND d.object_type = 'index' AND a.amname = 'btree'
  LOOP
    PERFORM stallplan_add_companion_indexes(r.objid);
  END LOOP;
END
$fn$;

DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'stallplan_companion_indexes') THEN
    CREATE EVENT TRIGGER stallplan_companion_indexes ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
      EXECUTE FUNCTION stallplan_companion_indexes_on_create();
  END IF;
END
$do$;

-- Backfill: every btree on a FerretDB table that lacks its companions.
SELECT stallplan_add_companion_indexes(i.indexrelid)
FROM pg_index i
JOIN pg_class ic ON ic.oid = i.indexrelid
JOIN pg_am a ON a.oid = ic.relam
JOIN pg_attribute att ON att.attrelid = i.indrelid AND att.attname = '_jsonb'
WHERE a.amname = 'btree';
