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
CREATE TABLE "quote_session_rollups" (
	"metric" text NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"days_since_previous" integer NOT NULL,
	"province" text NOT NULL,
	"category" text NOT NULL,
	"entry_point" text NOT NULL,
	"blog_slug" text NOT NULL,
	"sessions" bigint NOT NULL,
	CONSTRAINT "quote_session_rollups_pk" PRIMARY KEY("metric","language","day","days_since_previous","province","category","entry_point","blog_slug")
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
-- The analytics_session_rollups rows that the events of some sessions, less the events p_excluded,
-- make. Static SQL, so each connection plans it once (the trigger runs it for every insert). A session counts on each day it was seen, with the number of
-- days since the day before that it was seen (0: none), per metric, key and language ('all' too).
-- 'page_start' rows are (view day, start day) intervals: a quote start and the last view of the page
-- at or before it, the minimal ones only (none holds another), each with the days since the previous
-- one's view day.
CREATE FUNCTION analytics_session_rows(p_sessions text[], p_excluded bigint[])
RETURNS TABLE (metric text, language text, day date, key text, end_day date, days_since_previous integer, sessions bigint)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    WITH ev AS (
      SELECT e.session_id, e.event_type, e.occurred_at, (e.occurred_at AT TIME ZONE 'America/Toronto')::date AS day,
             e.language, e.event_data->>'path' AS path, e.event_data AS data
      FROM analytics_events e
      WHERE e.session_id = ANY(p_sessions) AND e.id <> ALL(coalesce(p_excluded, '{}'::bigint[]))
        AND e.event_type IN ('page_view', 'assistant_open', 'quote_started')
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
    FROM all_rows r GROUP BY 1, 2, 3, 4, 5, 6;
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
-- The quote_session_rollups 'clicked' rows that the partner clicks of some quote sessions, less the
-- clicks p_excluded, make: each session on each day it had a click, with
-- the days since its previous such day (0: none), under the session's language and keys.
CREATE FUNCTION quote_click_rows(p_sessions uuid[], p_excluded uuid[])
RETURNS TABLE (metric text, language text, day date, days_since_previous integer, province text, category text,
               entry_point text, blog_slug text, sessions bigint)
LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    WITH marks AS (
      SELECT DISTINCT c.session_id, (c.created_at AT TIME ZONE 'America/Toronto')::date AS day
      FROM quote_clicks c WHERE c.session_id = ANY(p_sessions) AND c.id <> ALL(coalesce(p_excluded, '{}'::uuid[]))
    ), gapped AS (
      SELECT m.session_id, m.day,
             coalesce(m.day - lag(m.day) OVER (PARTITION BY m.session_id ORDER BY m.day), 0) AS gap
      FROM marks m
    )
    SELECT 'clicked'::text, s.language, g.day, g.gap::integer, s.province_code::text, s.category,
           coalesce(s.entry_point, 'direct'), coalesce(s.blog_slug, ''), count(*)::bigint
    FROM gapped g JOIN quote_sessions s ON s.id = g.session_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END
$fn$;
--> statement-breakpoint
-- A quote session is shown once, when its first quotes are stored (a new pricing supersedes quotes and
-- adds others: not shown again). The session rows are locked first, so writers of one session take turns.
CREATE FUNCTION quotes_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM quote_sessions s WHERE s.id IN (SELECT i.session_id FROM inserted i) ORDER BY s.id FOR NO KEY UPDATE;
  INSERT INTO quote_session_rollups AS r (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT 'shown', s.language, (s.created_at AT TIME ZONE 'America/Toronto')::date, 0, s.province_code::text, s.category,
         coalesce(s.entry_point, 'direct'), coalesce(s.blog_slug, ''), count(*)
  FROM quote_sessions s
  WHERE s.id IN (SELECT i.session_id FROM inserted i)
    AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.session_id = s.id AND q.id NOT IN (SELECT i.id FROM inserted i))
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (metric, language, day, days_since_previous, province, category, entry_point, blog_slug)
    DO UPDATE SET sessions = r.sessions + excluded.sessions;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER quotes_rollup AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION quotes_rollup();
--> statement-breakpoint
-- Clicks change their sessions' 'clicked' rows by what the new clicks add (as for analytics sessions).
CREATE FUNCTION quote_clicks_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_sessions uuid[];
  v_ids uuid[];
BEGIN
  SELECT array_agg(DISTINCT i.session_id ORDER BY i.session_id), array_agg(i.id) INTO v_sessions, v_ids FROM inserted i;
  PERFORM 1 FROM quote_sessions s WHERE s.id = ANY(v_sessions) ORDER BY s.id FOR NO KEY UPDATE;
  INSERT INTO quote_session_rollups AS r (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT d.metric, d.language, d.day, d.days_since_previous, d.province, d.category, d.entry_point, d.blog_slug, sum(d.n)
  FROM (
    SELECT a.metric, a.language, a.day, a.days_since_previous, a.province, a.category, a.entry_point, a.blog_slug, a.sessions AS n
    FROM quote_click_rows(v_sessions, NULL) a
    UNION ALL
    SELECT b.metric, b.language, b.day, b.days_since_previous, b.province, b.category, b.entry_point, b.blog_slug, -b.sessions
    FROM quote_click_rows(v_sessions, v_ids) b
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT (metric, language, day, days_since_previous, province, category, entry_point, blog_slug)
    DO UPDATE SET sessions = r.sessions + excluded.sessions;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER quote_clicks_rollup AFTER INSERT ON quote_clicks
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION quote_clicks_rollup();
--> statement-breakpoint
-- Builds every rollup again from the events, quotes and clicks stored: the backfill below, and after a
-- bulk load made with the triggers disabled (the bench). Inserts wait meanwhile, so nothing is counted
-- twice or missed.
-- Each chunk is planned for its own sessions (a plan made for the trigger's few would loop over the
-- chunk's events for each of its events).
CREATE FUNCTION analytics_rollups_rebuild() RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $fn$
DECLARE
  v_analytics text[];
  v_quotes uuid[];
BEGIN
  LOCK TABLE analytics_events, quotes, quote_clicks IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM analytics_daily_counts;
  DELETE FROM analytics_session_rollups;
  DELETE FROM quote_session_rollups;
  INSERT INTO analytics_daily_counts (metric, language, day, key, count)
  SELECT m.metric, e.language, (e.occurred_at AT TIME ZONE 'America/Toronto')::date, m.key, count(*)
  FROM analytics_events e CROSS JOIN LATERAL analytics_event_count(e.event_type, e.event_data) m
  WHERE m.metric IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  -- The sessions of about 20 000 events at a time, through the trigger's own definition (sorts that
  -- fit in memory, one plan).
  FOR v_analytics IN
    SELECT array_agg(t.session_id) FROM (
      SELECT DISTINCT e.session_id FROM analytics_events e
      WHERE e.event_type IN ('page_view', 'assistant_open', 'quote_started')
    ) t GROUP BY abs(hashtext(t.session_id)::bigint) % greatest(1, (SELECT count(*) FROM analytics_events) / 20000)
  LOOP
    INSERT INTO analytics_session_rollups AS r (metric, language, day, key, end_day, days_since_previous, sessions)
    SELECT * FROM analytics_session_rows(v_analytics, NULL)
    ON CONFLICT (metric, language, day, key, end_day, days_since_previous)
      DO UPDATE SET sessions = r.sessions + excluded.sessions;
  END LOOP;
  INSERT INTO quote_session_rollups (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT 'shown', s.language, (s.created_at AT TIME ZONE 'America/Toronto')::date, 0, s.province_code::text, s.category,
         coalesce(s.entry_point, 'direct'), coalesce(s.blog_slug, ''), count(*)
  FROM quote_sessions s WHERE EXISTS (SELECT 1 FROM quotes q WHERE q.session_id = s.id)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  FOR v_quotes IN
    SELECT array_agg(t.session_id) FROM (SELECT DISTINCT c.session_id FROM quote_clicks c) t
    GROUP BY abs(hashtext(t.session_id::text)::bigint) % greatest(1, (SELECT count(*) FROM quote_clicks) / 20000)
  LOOP
    INSERT INTO quote_session_rollups AS r (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
    SELECT * FROM quote_click_rows(v_quotes, NULL)
    ON CONFLICT (metric, language, day, days_since_previous, province, category, entry_point, blog_slug)
      DO UPDATE SET sessions = r.sessions + excluded.sessions;
  END LOOP;
END
$fn$;
--> statement-breakpoint
SELECT analytics_rollups_rebuild();
