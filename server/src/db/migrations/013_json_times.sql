-- A time as JSON.stringify writes a JavaScript Date (Date.prototype.toISOString): UTC, milliseconds truncated,
-- a four-digit year from 0 to 9999 and a signed six-digit one outside (`+012345-…`; `-000043-…` for 44 BC, as
-- JavaScript counts 1 BC as year 0); not a time (infinity): null. For answers whose JSON the database writes
-- (the members list, issue 26). One expression, so that the planner inlines it.
CREATE FUNCTION json_time(t timestamptz) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE RETURN
  CASE
    WHEN NOT isfinite(t) THEN NULL
    WHEN t >= '0001-01-01 00:00:00+00' AND t < '10000-01-01 00:00:00+00'
      THEN to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    WHEN t >= '10000-01-01 00:00:00+00'
      THEN '+' || lpad(extract(year FROM t AT TIME ZONE 'UTC')::text, 6, '0')
        || to_char(t AT TIME ZONE 'UTC', '-MM-DD"T"HH24:MI:SS.MS"Z"')
    WHEN t >= '0001-01-01 00:00:00+00 BC'
      THEN '0000' || to_char(t AT TIME ZONE 'UTC', '-MM-DD"T"HH24:MI:SS.MS"Z"')
    ELSE '-' || lpad((-1 - extract(year FROM t AT TIME ZONE 'UTC'))::text, 6, '0')
      || to_char(t AT TIME ZONE 'UTC', '-MM-DD"T"HH24:MI:SS.MS"Z"')
  END;
