-- An instant converted without raising (docs/decisions/025-sales-edges.md): a time PostgreSQL cannot hold (an offset
-- beyond ±15:59, the year 0) answers null, and app_ingest_sales rejects that sale alone. The contract's schema
-- refuses those times before they come; this is the statement's own guard, so no value in one row can fail the others.
CREATE OR REPLACE FUNCTION app_try_instant(p_text text)
RETURNS timestamptz
LANGUAGE plpgsql STABLE
AS $$
BEGIN
  RETURN p_text::timestamptz;
EXCEPTION WHEN data_exception THEN
  RETURN NULL;
END $$;
