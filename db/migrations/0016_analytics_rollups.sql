CREATE TABLE "analytics_daily_counts" (
	"metric" text NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_counts_pk" PRIMARY KEY("metric","language","day","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_rollups" (
	"metric" text NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"end_day" date NOT NULL,
	"days_since_previous" integer NOT NULL,
	"sessions" bigint NOT NULL,
	CONSTRAINT "analytics_session_rollups_pk" PRIMARY KEY("metric","language","day","key","end_day","days_since_previous")
);
--> statement-breakpoint
-- Decision 0063: the dashboard's daily rollups, kept by a trigger in the transaction that inserts the
-- events, and built here once from the events already stored. Days are Toronto days (decision 0021).
-- The kind of page a path is, for visits by entry point (the province paths of core/shared/provinces.ts).
CREATE FUNCTION analytics_page_kind(p_path text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_path IN ('/', '/home', '/fr') THEN 'home'
    WHEN p_path IN ('/ontario-auto-insurance-quote', '/fr/soumission-assurance-auto-ontario', '/bc-car-insurance-quote', '/fr/soumission-assurance-auto-colombie-britannique', '/alberta-car-insurance-quote', '/fr/soumission-assurance-auto-alberta', '/quebec-car-insurance-quote', '/fr/soumission-assurance-auto-quebec', '/manitoba-car-insurance-quote', '/fr/soumission-assurance-auto-manitoba', '/saskatchewan-car-insurance-quote', '/fr/soumission-assurance-auto-saskatchewan', '/nova-scotia-car-insurance-quote', '/fr/soumission-assurance-auto-nouvelle-ecosse', '/new-brunswick-car-insurance-quote', '/fr/soumission-assurance-auto-nouveau-brunswick', '/newfoundland-car-insurance-quote', '/fr/soumission-assurance-auto-terre-neuve-et-labrador', '/pei-car-insurance-quote', '/fr/soumission-assurance-auto-ile-du-prince-edouard') THEN 'province'
    WHEN p_path LIKE '/blog/%' OR p_path LIKE '/fr/blogue/%' THEN 'blog'
    WHEN p_path IN ('/learn', '/fr/guides') OR p_path LIKE '/learn/%' OR p_path LIKE '/fr/guides/%' THEN 'learn'
    WHEN p_path LIKE '/compare/%' OR p_path LIKE '/fr/comparer/%' THEN 'compare'
    WHEN p_path IN ('/policy-analyzer', '/fr/analyseur-de-police') THEN 'policy'
  END
$$;
--> statement-breakpoint
-- What one event adds to analytics_daily_counts: (metric, key), or a null metric for nothing.
CREATE FUNCTION analytics_event_count(p_type text, p_data jsonb, OUT metric text, OUT key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT
    CASE p_type
      WHEN 'page_view' THEN CASE WHEN p_data->>'path' IS NOT NULL THEN 'page_view' END
      WHEN 'assistant_error' THEN 'assistant_error'
      WHEN 'policy_upload' THEN 'policy_upload'
      WHEN 'policy_analyzed' THEN CASE WHEN p_data->>'outcome' = 'success' THEN 'policy_success' ELSE 'policy_failure' END
    END,
    CASE p_type
      WHEN 'page_view' THEN p_data->>'path'
      WHEN 'assistant_error' THEN coalesce(p_data->>'stage', 'unknown')
      WHEN 'policy_upload' THEN coalesce(p_data->>'source', 'page')
      WHEN 'policy_analyzed' THEN CASE WHEN p_data->>'outcome' = 'success' THEN coalesce(p_data->>'source', 'unknown')
                                  ELSE coalesce(p_data->>'reason', 'unspecified') END
    END
$$;
--> statement-breakpoint
-- The analytics_session_rollups rows that the events of some sessions (all sessions when p_sessions is
-- null), less the events p_excluded, make. A session counts on each day it was seen, with the number of
-- days since the day before that it was seen (0: none), per metric, key and language ('all' too).
-- 'page_start' rows are (view day, start day) intervals: a quote start and the last view of the page
-- at or before it, the minimal ones only (none holds another), each with the days since the previous
-- one's view day.
CREATE FUNCTION analytics_session_rows(p_sessions text[], p_excluded bigint[])
RETURNS TABLE (metric text, language text, day date, key text, end_day date, days_since_previous integer, sessions bigint)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY EXECUTE format($q$
    WITH ev AS (
      SELECT e.session_id, e.event_type, e.occurred_at, (e.occurred_at AT TIME ZONE 'America/Toronto')::date AS day,
             e.language, e.event_data->>'path' AS path, e.event_data AS data
      FROM analytics_events e
      WHERE e.event_type IN ('page_view', 'assistant_open', 'quote_started') AND %s
    ), scoped AS (
      SELECT ev.*, l.scope FROM ev CROSS JOIN LATERAL (VALUES (ev.language), ('all')) AS l(scope)
    ), marks AS (
      SELECT DISTINCT m.metric, m.key, s.scope, s.session_id, s.day
      FROM scoped s CROSS JOIN LATERAL (VALUES
        ('visit', CASE WHEN s.event_type = 'page_view' THEN '' END),
        ('visit_kind', CASE WHEN s.event_type = 'page_view' THEN analytics_page_kind(s.path)
                            WHEN s.event_type = 'assistant_open' THEN 'assistant' END),
        ('page', CASE WHEN s.event_type = 'page_view' THEN s.path END),
        ('start', CASE WHEN s.event_type = 'quote_started' THEN '' END),
        ('start_province', CASE WHEN s.event_type = 'quote_started' THEN coalesce(upper(s.data->>'province'), 'unknown') END),
        ('start_category', CASE WHEN s.event_type = 'quote_started' THEN coalesce(s.data->>'category', 'unknown') END),
        ('start_entry', CASE WHEN s.event_type = 'quote_started' THEN coalesce(nullif(s.data->>'from', ''), 'direct') END)
      ) AS m(metric, key)
      WHERE m.key IS NOT NULL
    ), intervals AS (
      SELECT st.scope, st.session_id, v.path, (max(v.occurred_at) AT TIME ZONE 'America/Toronto')::date AS lo, st.day AS hi
      FROM scoped st
      JOIN scoped v ON v.session_id = st.session_id AND v.scope = st.scope AND v.event_type = 'page_view'
        AND v.path IS NOT NULL AND v.occurred_at <= st.occurred_at
      WHERE st.event_type = 'quote_started'
      GROUP BY st.scope, st.session_id, v.path, st.occurred_at, st.day
    ), per_lo AS (
      SELECT i.scope, i.session_id, i.path, i.lo, min(i.hi) AS hi FROM intervals i GROUP BY 1, 2, 3, 4
    ), chain AS (
      SELECT p.*, min(p.hi) OVER (PARTITION BY p.scope, p.session_id, p.path ORDER BY p.lo DESC
                                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS later
      FROM per_lo p
    ), minimal AS (
      SELECT c.scope, c.path, c.lo, c.hi,
             coalesce(c.lo - lag(c.lo) OVER (PARTITION BY c.scope, c.session_id, c.path ORDER BY c.lo), 0) AS gap
      FROM chain c WHERE c.later IS NULL OR c.hi < c.later
    ), all_rows AS (
      SELECT m.metric, m.scope, m.day, m.key, m.day AS end_day,
             coalesce(m.day - lag(m.day) OVER (PARTITION BY m.metric, m.key, m.scope, m.session_id ORDER BY m.day), 0) AS gap
      FROM marks m
      UNION ALL
      SELECT 'page_start', n.scope, n.lo, n.path, n.hi, n.gap FROM minimal n
    )
    SELECT r.metric, r.scope, r.day, r.key, r.end_day, r.gap::integer, count(*)::bigint
    FROM all_rows r GROUP BY 1, 2, 3, 4, 5, 6
  $q$, CASE WHEN p_sessions IS NULL THEN 'true' ELSE 'e.session_id = ANY($1) AND e.id <> ALL($2)' END)
  USING p_sessions, coalesce(p_excluded, '{}'::bigint[]);
END
$fn$;
--> statement-breakpoint
-- Keeps the rollups as events arrive, in the inserting transaction. Sessions are locked (sorted, so two
-- writers cannot deadlock) before their rows are read, so writers of one session in other processes or
-- instances take turns and each sees the other's committed events: the session rows change by exactly
-- what the new events add. Counts are plain increments.
CREATE FUNCTION analytics_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_sessions text[];
  v_ids bigint[];
  v_session text;
BEGIN
  SELECT array_agg(DISTINCT i.session_id ORDER BY i.session_id)
           FILTER (WHERE i.event_type IN ('page_view', 'assistant_open', 'quote_started')),
         array_agg(i.id)
    INTO v_sessions, v_ids
    FROM inserted i;
  IF v_sessions IS NOT NULL THEN
    FOREACH v_session IN ARRAY v_sessions LOOP
      PERFORM pg_advisory_xact_lock(16063, hashtext(v_session));
    END LOOP;
    INSERT INTO analytics_session_rollups AS r (metric, language, day, key, end_day, days_since_previous, sessions)
    SELECT d.metric, d.language, d.day, d.key, d.end_day, d.days_since_previous, sum(d.n)
    FROM (
      SELECT a.metric, a.language, a.day, a.key, a.end_day, a.days_since_previous, a.sessions AS n
      FROM analytics_session_rows(v_sessions, NULL) a
      UNION ALL
      SELECT b.metric, b.language, b.day, b.key, b.end_day, b.days_since_previous, -b.sessions
      FROM analytics_session_rows(v_sessions, v_ids) b
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (metric, language, day, key, end_day, days_since_previous)
      DO UPDATE SET sessions = r.sessions + excluded.sessions;
  END IF;
  INSERT INTO analytics_daily_counts AS c (metric, language, day, key, count)
  SELECT m.metric, i.language, (i.occurred_at AT TIME ZONE 'America/Toronto')::date, m.key, count(*)
  FROM inserted i CROSS JOIN LATERAL analytics_event_count(i.event_type, i.event_data) m
  WHERE m.metric IS NOT NULL
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER analytics_events_rollup AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_rollup();
--> statement-breakpoint
-- Builds every rollup again from the events stored: the backfill below, and after a bulk load made with
-- the trigger disabled (the bench). Inserts wait meanwhile, so nothing is counted twice or missed.
CREATE FUNCTION analytics_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE analytics_events IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM analytics_daily_counts;
  DELETE FROM analytics_session_rollups;
  INSERT INTO analytics_daily_counts (metric, language, day, key, count)
  SELECT m.metric, e.language, (e.occurred_at AT TIME ZONE 'America/Toronto')::date, m.key, count(*)
  FROM analytics_events e CROSS JOIN LATERAL analytics_event_count(e.event_type, e.event_data) m
  WHERE m.metric IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  INSERT INTO analytics_session_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
  SELECT * FROM analytics_session_rows(NULL, NULL);
END
$fn$;
--> statement-breakpoint
SELECT analytics_rollups_rebuild();
