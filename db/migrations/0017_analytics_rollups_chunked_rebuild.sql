-- Decision 0073: the rebuild of the dashboard's rollups and the sessions' state (decision 0063), in
-- chunks of sessions, so that ten million events finish. The one-statement rebuild grouped and sorted
-- every event's days at once (tens of millions of rows spilling to disk) and inserted them into tables
-- whose primary keys were kept up to date row by row. Here each chunk of sessions (about
-- p_chunk_events events, whole sessions, in session order) is grouped in memory into a temporary
-- table, from which its state rows, its intervals and its share of the session rollups are made; the
-- state's primary keys are dropped before and built once after the rows (one sort of rows already in
-- key order). The results are the same rows as before: a session's days, intervals and rollup rows
-- depend on that session's events only, and the rollups' counts are sums over sessions.
DROP FUNCTION analytics_rollups_rebuild();
--> statement-breakpoint
CREATE FUNCTION analytics_rollups_rebuild(p_chunk_events integer DEFAULT 250000) RETURNS void LANGUAGE plpgsql
SET work_mem = '64MB' SET maintenance_work_mem = '128MB' SET client_min_messages = 'warning' AS $fn$
DECLARE
  v_lo text;
  v_hi text;
BEGIN
  IF p_chunk_events IS NULL OR p_chunk_events < 1 THEN
    RAISE EXCEPTION 'analytics_rollups_rebuild: p_chunk_events must be at least 1, not %', p_chunk_events;
  END IF;
  LOCK TABLE analytics_events, quotes, quote_clicks IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE analytics_daily_counts, analytics_session_rollups, quote_session_rollups, analytics_session_days,
    analytics_session_first_views, analytics_session_intervals, quote_click_days;
  ALTER TABLE analytics_session_days DROP CONSTRAINT analytics_session_days_pk;
  ALTER TABLE analytics_session_first_views DROP CONSTRAINT analytics_session_first_views_pk;
  ALTER TABLE analytics_session_intervals DROP CONSTRAINT analytics_session_intervals_pk;

  INSERT INTO analytics_daily_counts (metric, language, day, key, count)
  SELECT m.metric, e.language, (e.occurred_at AT TIME ZONE 'America/Toronto')::date, m.key, count(*)
  FROM analytics_events e CROSS JOIN LATERAL analytics_event_count(e.event_type, e.event_data) m
  WHERE m.metric IS NOT NULL
  GROUP BY 1, 2, 3, 4;

  -- One chunk's days seen and intervals, and every chunk's share of the session rollups.
  DROP TABLE IF EXISTS pg_temp.analytics_rebuild_days, pg_temp.analytics_rebuild_intervals,
    pg_temp.analytics_rebuild_rollups;
  CREATE TEMPORARY TABLE analytics_rebuild_days (LIKE analytics_session_days) ON COMMIT DROP;
  CREATE INDEX ON analytics_rebuild_days (session_id, language, metric, key, day);
  CREATE TEMPORARY TABLE analytics_rebuild_intervals (LIKE analytics_session_intervals) ON COMMIT DROP;
  CREATE TEMPORARY TABLE analytics_rebuild_rollups (LIKE analytics_session_rollups) ON COMMIT DROP;

  SELECT min(e.session_id) INTO v_lo FROM analytics_events e;
  WHILE v_lo IS NOT NULL LOOP
    -- The chunk: sessions from v_lo up to (not including) the session about p_chunk_events events on.
    SELECT e.session_id INTO v_hi FROM analytics_events e
    WHERE e.session_id >= v_lo ORDER BY e.session_id OFFSET p_chunk_events LIMIT 1;
    IF v_hi = v_lo THEN
      SELECT min(e.session_id) INTO v_hi FROM analytics_events e WHERE e.session_id > v_lo;
    END IF;

    TRUNCATE analytics_rebuild_days, analytics_rebuild_intervals;
    -- The days each session was seen, per metric, key and language, as the trigger keeps them.
    INSERT INTO analytics_rebuild_days (session_id, language, metric, key, day, first_at, last_at)
    SELECT e.session_id, l.scope, m.metric, m.key, (e.occurred_at AT TIME ZONE 'America/Toronto')::date,
           min(e.occurred_at), max(e.occurred_at)
    FROM analytics_events e
    CROSS JOIN LATERAL (VALUES (e.language), ('all')) AS l(scope)
    CROSS JOIN LATERAL (VALUES
      ('visit', CASE WHEN e.event_type = 'page_view' THEN '' END),
      ('visit_kind', CASE WHEN e.event_type = 'page_view' THEN analytics_page_kind(e.event_data->>'path')
                          WHEN e.event_type = 'assistant_open' THEN 'assistant' END),
      ('page', CASE WHEN e.event_type = 'page_view' THEN e.event_data->>'path' END),
      ('start', CASE WHEN e.event_type = 'quote_started' THEN '' END),
      ('start_province', CASE WHEN e.event_type = 'quote_started' THEN coalesce(upper(e.event_data->>'province'), 'unknown') END),
      ('start_category', CASE WHEN e.event_type = 'quote_started' THEN coalesce(e.event_data->>'category', 'unknown') END),
      ('start_entry', CASE WHEN e.event_type = 'quote_started' THEN coalesce(nullif(e.event_data->>'from', ''), 'direct') END)
    ) AS m(metric, key)
    WHERE e.session_id >= v_lo AND (v_hi IS NULL OR e.session_id < v_hi)
      AND e.event_type IN ('page_view', 'assistant_open', 'quote_started') AND m.key IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;
    ANALYZE analytics_rebuild_days;
    INSERT INTO analytics_session_days (session_id, language, metric, key, day, first_at, last_at)
    SELECT * FROM analytics_rebuild_days ORDER BY 1, 2, 3, 4, 5;
    INSERT INTO analytics_session_first_views (session_id, language, day, first_at, path)
    SELECT d.session_id, d.language, d.day, d.first_at, d.key FROM analytics_rebuild_days d WHERE d.metric = 'page'
    ORDER BY 1, 2, 3, 4, 5;
    INSERT INTO analytics_rebuild_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
    SELECT g.metric, g.language, g.day, g.key, g.day, g.gap, count(*)
    FROM (
      SELECT d.metric, d.language, d.day, d.key,
             coalesce(d.day - lag(d.day) OVER (PARTITION BY d.session_id, d.language, d.metric, d.key ORDER BY d.day), 0) AS gap
      FROM analytics_rebuild_days d
    ) g
    GROUP BY 1, 2, 3, 4, 5, 6;
    -- Each view day's first start day after it (the day's own if a start that day came after the
    -- view); per start day, the last such view day is the minimal interval.
    INSERT INTO analytics_rebuild_intervals (session_id, language, path, hi, lo)
    SELECT v.session_id, v.language, v.key, v.hi, max(v.day)
    FROM (
      SELECT d.session_id, d.language, d.key, d.day,
             (SELECT s.day FROM analytics_rebuild_days s
               WHERE s.session_id = d.session_id AND s.language = d.language AND s.metric = 'start' AND s.key = ''
                 AND s.day >= d.day AND (s.day > d.day OR s.last_at >= d.first_at)
               ORDER BY s.day LIMIT 1) AS hi
      FROM analytics_rebuild_days d WHERE d.metric = 'page'
    ) v
    WHERE v.hi IS NOT NULL
    GROUP BY 1, 2, 3, 4;
    INSERT INTO analytics_session_intervals (session_id, language, path, hi, lo)
    SELECT * FROM analytics_rebuild_intervals ORDER BY 1, 2, 3, 4;
    INSERT INTO analytics_rebuild_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
    SELECT 'page_start', g.language, g.lo, g.path, g.hi, g.gap, count(*)
    FROM (
      SELECT i.language, i.lo, i.path, i.hi,
             coalesce(i.lo - lag(i.lo) OVER (PARTITION BY i.session_id, i.language, i.path ORDER BY i.hi), 0) AS gap
      FROM analytics_rebuild_intervals i
    ) g
    GROUP BY 1, 2, 3, 4, 5, 6;
    v_lo := v_hi;
  END LOOP;

  INSERT INTO analytics_session_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
  SELECT r.metric, r.language, r.day, r.key, r.end_day, r.days_since_previous, sum(r.sessions)
  FROM analytics_rebuild_rollups r
  GROUP BY 1, 2, 3, 4, 5, 6;
  DROP TABLE analytics_rebuild_days, analytics_rebuild_intervals, analytics_rebuild_rollups;
  -- The state's primary keys, built once from rows stored in their order.
  ALTER TABLE analytics_session_days ADD CONSTRAINT analytics_session_days_pk
    PRIMARY KEY (session_id, language, metric, key, day);
  ALTER TABLE analytics_session_first_views ADD CONSTRAINT analytics_session_first_views_pk
    PRIMARY KEY (session_id, language, day, first_at, path);
  ALTER TABLE analytics_session_intervals ADD CONSTRAINT analytics_session_intervals_pk
    PRIMARY KEY (session_id, language, path, hi);

  INSERT INTO quote_session_rollups (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT 'shown', s.language, (s.created_at AT TIME ZONE 'America/Toronto')::date, 0, s.province_code::text, s.category,
         coalesce(s.entry_point, 'direct'), coalesce(s.blog_slug, ''), count(*)
  FROM quote_sessions s WHERE EXISTS (SELECT 1 FROM quotes q WHERE q.session_id = s.id)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  INSERT INTO quote_click_days (session_id, day)
  SELECT DISTINCT c.session_id, (c.created_at AT TIME ZONE 'America/Toronto')::date FROM quote_clicks c ORDER BY 1, 2;
  INSERT INTO quote_session_rollups (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT 'clicked', s.language, g.day, g.gap, s.province_code::text, s.category, coalesce(s.entry_point, 'direct'),
         coalesce(s.blog_slug, ''), count(*)
  FROM (
    SELECT c.session_id, c.day, coalesce(c.day - lag(c.day) OVER (PARTITION BY c.session_id ORDER BY c.day), 0) AS gap
    FROM quote_click_days c
  ) g JOIN quote_sessions s ON s.id = g.session_id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END
$fn$;
