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
CREATE TABLE "analytics_session_days" (
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_session_days_pk" PRIMARY KEY("session_id","language","metric","key","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_first_views" (
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "analytics_session_first_views_pk" PRIMARY KEY("session_id","language","day","first_at","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_session_intervals" (
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"hi" date NOT NULL,
	"lo" date NOT NULL,
	CONSTRAINT "analytics_session_intervals_pk" PRIMARY KEY("session_id","language","path","hi")
);
--> statement-breakpoint
CREATE TABLE "quote_click_days" (
	"session_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "quote_click_days_pk" PRIMARY KEY("session_id","day")
);
--> statement-breakpoint
ALTER TABLE "quote_click_days" ADD CONSTRAINT "quote_click_days_session_id_quote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
-- A change to analytics_session_rollups: a row's key and a number of sessions to add (or take away).
CREATE TYPE analytics_rollup_delta AS (
  metric text, language text, day date, key text, end_day date, days_since_previous integer, sessions bigint
);
--> statement-breakpoint
-- Records that a session was seen on a day, for a metric and key in one language ('all' too), and
-- returns what that changes in its rollup rows. A session counts on each day it was seen with the
-- number of days since the day before that it was seen (0: none): a new day adds its row, and the next
-- day's row (if any) now counts from this day. Three lookups by primary key, whatever the session's
-- length; an event on a day already seen changes no row, only the day's first and last time.
CREATE FUNCTION analytics_mark_day(p_session text, p_language text, p_metric text, p_key text, p_day date,
  p_at timestamptz, OUT is_new boolean, OUT old_first timestamptz, OUT old_last timestamptz,
  OUT deltas analytics_rollup_delta[])
LANGUAGE plpgsql AS $fn$
DECLARE
  v_prev date;
  v_next date;
BEGIN
  deltas := '{}';
  SELECT d.first_at, d.last_at INTO old_first, old_last FROM analytics_session_days d
   WHERE d.session_id = p_session AND d.language = p_language AND d.metric = p_metric AND d.key = p_key
     AND d.day = p_day;
  IF FOUND THEN
    is_new := false;
    IF p_at < old_first OR p_at > old_last THEN
      UPDATE analytics_session_days d SET first_at = least(d.first_at, p_at), last_at = greatest(d.last_at, p_at)
       WHERE d.session_id = p_session AND d.language = p_language AND d.metric = p_metric AND d.key = p_key
         AND d.day = p_day;
    END IF;
    RETURN;
  END IF;
  is_new := true;
  INSERT INTO analytics_session_days (session_id, language, metric, key, day, first_at, last_at)
  VALUES (p_session, p_language, p_metric, p_key, p_day, p_at, p_at);
  SELECT max(d.day) INTO v_prev FROM analytics_session_days d
   WHERE d.session_id = p_session AND d.language = p_language AND d.metric = p_metric AND d.key = p_key
     AND d.day < p_day;
  SELECT min(d.day) INTO v_next FROM analytics_session_days d
   WHERE d.session_id = p_session AND d.language = p_language AND d.metric = p_metric AND d.key = p_key
     AND d.day > p_day;
  deltas := ARRAY[ROW(p_metric, p_language, p_day, p_key, p_day, coalesce(p_day - v_prev, 0), 1)::analytics_rollup_delta];
  IF v_next IS NOT NULL THEN
    deltas := deltas
      || ROW(p_metric, p_language, v_next, p_key, v_next, coalesce(v_next - v_prev, 0), -1)::analytics_rollup_delta
      || ROW(p_metric, p_language, v_next, p_key, v_next, v_next - p_day, 1)::analytics_rollup_delta;
  END IF;
END
$fn$;
--> statement-breakpoint
-- "Quote starts after viewing a page" counts a session once per page for a range holding a view of the
-- page and a quote start at or after it. Per session, page and language, that is the minimal (view
-- day, start day) intervals: for each day with a quote start (`hi`), the last day (`lo`) with a view
-- that this start is the first to follow (a view on `hi` itself only if it came before that day's last
-- start). This recomputes the interval ending on p_hi from a few index lookups, stores it in
-- analytics_session_intervals and returns the change to the 'page_start' rows: its own, and the next
-- interval's, whose days since the previous view day depend on it.
CREATE FUNCTION analytics_interval_refresh(p_session text, p_language text, p_path text, p_hi date)
RETURNS analytics_rollup_delta[] LANGUAGE plpgsql AS $fn$
DECLARE
  v_last timestamptz;
  v_lo date;
  v_first timestamptz;
  v_prev_start date;
  v_prev_last timestamptz;
  v_old date;
  v_before date;
  v_after_lo date;
  v_after_hi date;
  v_deltas analytics_rollup_delta[] := '{}';
BEGIN
  SELECT d.last_at INTO v_last FROM analytics_session_days d
   WHERE d.session_id = p_session AND d.language = p_language AND d.metric = 'start' AND d.key = '' AND d.day = p_hi;
  IF v_last IS NOT NULL THEN
    SELECT d.day, d.first_at INTO v_lo, v_first FROM analytics_session_days d
     WHERE d.session_id = p_session AND d.language = p_language AND d.metric = 'page' AND d.key = p_path
       AND d.day <= p_hi
     ORDER BY d.day DESC LIMIT 1;
    IF v_lo = p_hi AND v_first > v_last THEN
      SELECT d.day, d.first_at INTO v_lo, v_first FROM analytics_session_days d
       WHERE d.session_id = p_session AND d.language = p_language AND d.metric = 'page' AND d.key = p_path
         AND d.day < p_hi
       ORDER BY d.day DESC LIMIT 1;
    END IF;
    IF v_lo IS NOT NULL THEN
      SELECT d.day, d.last_at INTO v_prev_start, v_prev_last FROM analytics_session_days d
       WHERE d.session_id = p_session AND d.language = p_language AND d.metric = 'start' AND d.key = ''
         AND d.day < p_hi
       ORDER BY d.day DESC LIMIT 1;
      -- A view that an earlier start follows belongs to that start's interval.
      IF v_prev_start IS NOT NULL AND (v_lo < v_prev_start OR (v_lo = v_prev_start AND v_first <= v_prev_last)) THEN
        v_lo := NULL;
      END IF;
    END IF;
  END IF;
  SELECT i.lo INTO v_old FROM analytics_session_intervals i
   WHERE i.session_id = p_session AND i.language = p_language AND i.path = p_path AND i.hi = p_hi;
  IF v_old IS NOT DISTINCT FROM v_lo THEN
    RETURN v_deltas;
  END IF;
  SELECT i.lo INTO v_before FROM analytics_session_intervals i
   WHERE i.session_id = p_session AND i.language = p_language AND i.path = p_path AND i.hi < p_hi
   ORDER BY i.hi DESC LIMIT 1;
  SELECT i.lo, i.hi INTO v_after_lo, v_after_hi FROM analytics_session_intervals i
   WHERE i.session_id = p_session AND i.language = p_language AND i.path = p_path AND i.hi > p_hi
   ORDER BY i.hi LIMIT 1;
  IF v_old IS NOT NULL THEN
    v_deltas := v_deltas
      || ROW('page_start', p_language, v_old, p_path, p_hi, coalesce(v_old - v_before, 0), -1)::analytics_rollup_delta;
    DELETE FROM analytics_session_intervals i
     WHERE i.session_id = p_session AND i.language = p_language AND i.path = p_path AND i.hi = p_hi;
  END IF;
  IF v_lo IS NOT NULL THEN
    v_deltas := v_deltas
      || ROW('page_start', p_language, v_lo, p_path, p_hi, coalesce(v_lo - v_before, 0), 1)::analytics_rollup_delta;
    INSERT INTO analytics_session_intervals (session_id, language, path, hi, lo)
    VALUES (p_session, p_language, p_path, p_hi, v_lo);
  END IF;
  IF v_after_hi IS NOT NULL THEN
    v_deltas := v_deltas
      || ROW('page_start', p_language, v_after_lo, p_path, v_after_hi,
             coalesce(v_after_lo - coalesce(v_old, v_before), 0), -1)::analytics_rollup_delta
      || ROW('page_start', p_language, v_after_lo, p_path, v_after_hi,
             coalesce(v_after_lo - coalesce(v_lo, v_before), 0), 1)::analytics_rollup_delta;
  END IF;
  RETURN v_deltas;
END
$fn$;
--> statement-breakpoint
-- Keeps the rollups as events arrive, in the inserting transaction, with work per event bounded by index
-- lookups: never a scan of the session's events. Sessions are locked (sorted, so two writers cannot
-- deadlock) before their state is read, so writers of one session in other processes or instances take
-- turns, each for a few lookups. The rollup rows change once per statement, sorted, by plain increments.
CREATE FUNCTION analytics_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_sessions text[];
  v_session text;
  v_event record;
  v_scope text;
  v_day date;
  v_path text;
  v_key text;
  v_hi date;
  v_mark record;
  v_prev_start date;
  v_prev_last timestamptz;
  v_next_start date;
  v_deltas analytics_rollup_delta[] := '{}';
BEGIN
  SELECT array_agg(DISTINCT i.session_id ORDER BY i.session_id) INTO v_sessions FROM inserted i
   WHERE i.event_type IN ('page_view', 'assistant_open', 'quote_started');
  IF v_sessions IS NOT NULL THEN
    FOREACH v_session IN ARRAY v_sessions LOOP
      PERFORM pg_advisory_xact_lock(16063, hashtext(v_session));
    END LOOP;
    FOR v_event IN
      SELECT i.session_id, i.event_type, i.occurred_at, i.language, i.event_data FROM inserted i
       WHERE i.event_type IN ('page_view', 'assistant_open', 'quote_started') ORDER BY i.id
    LOOP
      v_day := (v_event.occurred_at AT TIME ZONE 'America/Toronto')::date;
      FOREACH v_scope IN ARRAY ARRAY[v_event.language, 'all'] LOOP
        IF v_event.event_type = 'page_view' THEN
          v_path := v_event.event_data->>'path';
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'visit', '', v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
          v_key := analytics_page_kind(v_path);
          IF v_key IS NOT NULL THEN
            SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'visit_kind', v_key, v_day, v_event.occurred_at);
            v_deltas := v_deltas || v_mark.deltas;
          END IF;
          IF v_path IS NOT NULL THEN
            SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'page', v_path, v_day, v_event.occurred_at);
            v_deltas := v_deltas || v_mark.deltas;
            -- A first view of the page that day: the starts it may lead to are the day's own and the next.
            IF v_mark.is_new OR v_event.occurred_at < v_mark.old_first THEN
              DELETE FROM analytics_session_first_views f
               WHERE f.session_id = v_event.session_id AND f.language = v_scope AND f.day = v_day
                 AND f.first_at = v_mark.old_first AND f.path = v_path;
              INSERT INTO analytics_session_first_views (session_id, language, day, first_at, path)
              VALUES (v_event.session_id, v_scope, v_day, v_event.occurred_at, v_path);
              FOR v_hi IN
                SELECT d.day FROM analytics_session_days d
                 WHERE d.session_id = v_event.session_id AND d.language = v_scope AND d.metric = 'start' AND d.key = ''
                   AND d.day >= v_day
                 ORDER BY d.day LIMIT 2
              LOOP
                v_deltas := v_deltas || analytics_interval_refresh(v_event.session_id, v_scope, v_path, v_hi);
              END LOOP;
            END IF;
          END IF;
        ELSIF v_event.event_type = 'assistant_open' THEN
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'visit_kind', 'assistant', v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
        ELSE
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'start_province',
            coalesce(upper(v_event.event_data->>'province'), 'unknown'), v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'start_category',
            coalesce(v_event.event_data->>'category', 'unknown'), v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'start_entry',
            coalesce(nullif(v_event.event_data->>'from', ''), 'direct'), v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
          SELECT * INTO v_mark FROM analytics_mark_day(v_event.session_id, v_scope, 'start', '', v_day, v_event.occurred_at);
          v_deltas := v_deltas || v_mark.deltas;
          -- The pages whose views this start is now the first to follow: those viewed since the
          -- previous start (on a new start day), or that day between its last start and this one.
          IF v_mark.is_new OR v_event.occurred_at > v_mark.old_last THEN
            SELECT min(d.day) INTO v_next_start FROM analytics_session_days d
             WHERE d.session_id = v_event.session_id AND d.language = v_scope AND d.metric = 'start' AND d.key = ''
               AND d.day > v_day;
            IF v_mark.is_new THEN
              SELECT d.day, d.last_at INTO v_prev_start, v_prev_last FROM analytics_session_days d
               WHERE d.session_id = v_event.session_id AND d.language = v_scope AND d.metric = 'start' AND d.key = ''
                 AND d.day < v_day
               ORDER BY d.day DESC LIMIT 1;
            ELSE
              v_prev_start := v_day;
              v_prev_last := v_mark.old_last;
            END IF;
            FOR v_path IN
              SELECT f.path FROM analytics_session_first_views f
               WHERE f.session_id = v_event.session_id AND f.language = v_scope
                 AND f.day > coalesce(v_prev_start, '-infinity'::date) AND f.day < v_day
              UNION
              SELECT f.path FROM analytics_session_first_views f
               WHERE f.session_id = v_event.session_id AND f.language = v_scope
                 AND f.day = v_prev_start AND f.first_at > v_prev_last AND v_prev_start < v_day
              UNION
              SELECT f.path FROM analytics_session_first_views f
               WHERE f.session_id = v_event.session_id AND f.language = v_scope
                 AND f.day = v_day AND f.first_at <= v_event.occurred_at
                 AND (v_mark.is_new OR f.first_at > v_mark.old_last)
            LOOP
              v_deltas := v_deltas || analytics_interval_refresh(v_event.session_id, v_scope, v_path, v_day);
              IF v_next_start IS NOT NULL THEN
                v_deltas := v_deltas || analytics_interval_refresh(v_event.session_id, v_scope, v_path, v_next_start);
              END IF;
            END LOOP;
          END IF;
        END IF;
      END LOOP;
    END LOOP;
    INSERT INTO analytics_session_rollups AS r (metric, language, day, key, end_day, days_since_previous, sessions)
    SELECT d.metric, d.language, d.day, d.key, d.end_day, d.days_since_previous, sum(d.sessions)
    FROM unnest(v_deltas) d
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sessions) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
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
-- Partner clicks: a quote session counts on each day it had one, with the days since its previous such
-- day (0: none), as analytics sessions do; its days are kept in quote_click_days (deleted with the
-- session), so a click is a few lookups by primary key, however many clicks the session has.
CREATE FUNCTION quote_clicks_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v_click record;
  v_prev date;
  v_next date;
  v_ids uuid[] := '{}';
  v_days date[] := '{}';
  v_gaps integer[] := '{}';
  v_counts bigint[] := '{}';
BEGIN
  PERFORM 1 FROM quote_sessions s WHERE s.id IN (SELECT i.session_id FROM inserted i) ORDER BY s.id FOR NO KEY UPDATE;
  FOR v_click IN
    SELECT DISTINCT i.session_id, (i.created_at AT TIME ZONE 'America/Toronto')::date AS day FROM inserted i ORDER BY 1, 2
  LOOP
    INSERT INTO quote_click_days (session_id, day) VALUES (v_click.session_id, v_click.day) ON CONFLICT DO NOTHING;
    IF FOUND THEN
      SELECT max(c.day) INTO v_prev FROM quote_click_days c WHERE c.session_id = v_click.session_id AND c.day < v_click.day;
      SELECT min(c.day) INTO v_next FROM quote_click_days c WHERE c.session_id = v_click.session_id AND c.day > v_click.day;
      v_ids := v_ids || v_click.session_id;
      v_days := v_days || v_click.day;
      v_gaps := v_gaps || coalesce(v_click.day - v_prev, 0);
      v_counts := v_counts || 1::bigint;
      IF v_next IS NOT NULL THEN
        v_ids := v_ids || ARRAY[v_click.session_id, v_click.session_id];
        v_days := v_days || ARRAY[v_next, v_next];
        v_gaps := v_gaps || ARRAY[coalesce(v_next - v_prev, 0), v_next - v_click.day];
        v_counts := v_counts || ARRAY[-1, 1]::bigint[];
      END IF;
    END IF;
  END LOOP;
  INSERT INTO quote_session_rollups AS r (metric, language, day, days_since_previous, province, category, entry_point, blog_slug, sessions)
  SELECT 'clicked', s.language, d.day, d.gap, s.province_code::text, s.category, coalesce(s.entry_point, 'direct'),
         coalesce(s.blog_slug, ''), sum(d.n)
  FROM unnest(v_ids, v_days, v_gaps, v_counts) AS d(session_id, day, gap, n) JOIN quote_sessions s ON s.id = d.session_id
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
-- Builds every rollup and the sessions' state again from the events, quotes and clicks stored, set-based:
-- the backfill below, and after a bulk load made with the triggers disabled (the bench). Inserts wait
-- meanwhile, so nothing is counted twice or missed. The state is inserted in its primary key's order
-- (appending to the index rather than inserting at random, which at ten million events is most of
-- the time), with room for the sorts.
CREATE FUNCTION analytics_rollups_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '64MB' AS $fn$
BEGIN
  LOCK TABLE analytics_events, quotes, quote_clicks IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM analytics_daily_counts;
  DELETE FROM analytics_session_rollups;
  DELETE FROM quote_session_rollups;
  DELETE FROM analytics_session_days;
  DELETE FROM analytics_session_first_views;
  DELETE FROM analytics_session_intervals;
  DELETE FROM quote_click_days;
  INSERT INTO analytics_daily_counts (metric, language, day, key, count)
  SELECT m.metric, e.language, (e.occurred_at AT TIME ZONE 'America/Toronto')::date, m.key, count(*)
  FROM analytics_events e CROSS JOIN LATERAL analytics_event_count(e.event_type, e.event_data) m
  WHERE m.metric IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  -- The days each session was seen, per metric, key and language, as the trigger keeps them.
  INSERT INTO analytics_session_days (session_id, language, metric, key, day, first_at, last_at)
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
  WHERE e.event_type IN ('page_view', 'assistant_open', 'quote_started') AND m.key IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_session_first_views (session_id, language, day, first_at, path)
  SELECT d.session_id, d.language, d.day, d.first_at, d.key FROM analytics_session_days d WHERE d.metric = 'page'
  ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO analytics_session_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
  SELECT g.metric, g.language, g.day, g.key, g.day, g.gap, count(*)
  FROM (
    SELECT d.metric, d.language, d.day, d.key,
           coalesce(d.day - lag(d.day) OVER (PARTITION BY d.session_id, d.language, d.metric, d.key ORDER BY d.day), 0) AS gap
    FROM analytics_session_days d
  ) g
  GROUP BY 1, 2, 3, 4, 5, 6;
  -- Each view day's first start day after it (the day's own if a start that day came after the view);
  -- per start day, the last such view day is the minimal interval.
  INSERT INTO analytics_session_intervals (session_id, language, path, hi, lo)
  SELECT v.session_id, v.language, v.key, v.hi, max(v.day)
  FROM (
    SELECT d.session_id, d.language, d.key, d.day,
           (SELECT s.day FROM analytics_session_days s
             WHERE s.session_id = d.session_id AND s.language = d.language AND s.metric = 'start' AND s.key = ''
               AND s.day >= d.day AND (s.day > d.day OR s.last_at >= d.first_at)
             ORDER BY s.day LIMIT 1) AS hi
    FROM analytics_session_days d WHERE d.metric = 'page'
  ) v
  WHERE v.hi IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4;
  INSERT INTO analytics_session_rollups (metric, language, day, key, end_day, days_since_previous, sessions)
  SELECT 'page_start', g.language, g.lo, g.path, g.hi, g.gap, count(*)
  FROM (
    SELECT i.language, i.lo, i.path, i.hi,
           coalesce(i.lo - lag(i.lo) OVER (PARTITION BY i.session_id, i.language, i.path ORDER BY i.hi), 0) AS gap
    FROM analytics_session_intervals i
  ) g
  GROUP BY 1, 2, 3, 4, 5, 6;
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
--> statement-breakpoint
SELECT analytics_rollups_rebuild();
