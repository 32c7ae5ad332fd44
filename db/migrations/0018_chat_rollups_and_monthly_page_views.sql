-- Decision 0077: daily rollups of the assistant's conversations and replies (what the dashboard's
-- funnel, conversations, abandoned slots and successful calls read from the raw tables until now), and
-- monthly sums of the page views (what top pages and top articles read a year of daily rows for).
-- Both are kept by triggers, like decision 0063's rollups, in the writing transaction; both are counts,
-- so a range's figure is a sum of rows and a rebuild may add them up in chunks of any size.
CREATE TABLE "analytics_monthly_page_views" (
	"language" text NOT NULL,
	"month" date NOT NULL,
	"path" text NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "analytics_monthly_page_views_pk" PRIMARY KEY("language","month","path")
);
--> statement-breakpoint
CREATE TABLE "chat_daily_counts" (
	"metric" text NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"key" text,
	"count" bigint NOT NULL,
	CONSTRAINT "chat_daily_counts_key" UNIQUE NULLS NOT DISTINCT("metric","language","day","key")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_metric_day_idx" ON "analytics_daily_counts" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "analytics_session_rollups_key_idx" ON "analytics_session_rollups" USING btree ("metric","language","key","day");--> statement-breakpoint
CREATE INDEX "chat_sessions_open_updated_idx" ON "chat_sessions" USING btree ("updated_at") WHERE "chat_sessions"."mode" = 'quote_flow' and "chat_sessions"."completed_at" is null;
--> statement-breakpoint
-- What one conversation counts, on which day and under which key (decision 0077), given its columns.
CREATE FUNCTION chat_session_counts(p_mode text, p_created_at timestamptz, p_completed_at timestamptz,
  p_ready boolean, p_fields jsonb, p_state jsonb, OUT metric text, OUT day date, OUT key text)
RETURNS SETOF record LANGUAGE sql STABLE AS $$
  SELECT v.metric, v.day, v.key FROM (VALUES
    (CASE p_mode WHEN 'quote_flow' THEN 'quote_flow' WHEN 'chat' THEN 'chat' END,
     (p_created_at AT TIME ZONE 'America/Toronto')::date,
     CASE WHEN p_mode = 'quote_flow' THEN upper(p_fields->'region'->>'province') END),
    (CASE WHEN p_mode = 'quote_flow' AND p_completed_at IS NOT NULL THEN 'completed' END,
     (p_created_at AT TIME ZONE 'America/Toronto')::date, NULL),
    (CASE WHEN p_mode = 'quote_flow' AND p_completed_at IS NULL THEN 'open' END,
     (p_created_at AT TIME ZONE 'America/Toronto')::date,
     CASE WHEN p_ready THEN 'consent' ELSE coalesce(p_state->>'lastAsked', 'region.province') END),
    (CASE WHEN p_completed_at IS NOT NULL THEN 'handed_off' END,
     (p_completed_at AT TIME ZONE 'America/Toronto')::date, NULL)
  ) AS v (metric, day, key)
  WHERE v.metric IS NOT NULL
$$;
--> statement-breakpoint
-- Conversations inserted, updated (a turn moves an open conversation to another slot, a hand-off to
-- completed) or deleted: their old counts out, their new ones in, summed per row of the rollup and
-- applied once, sorted, as increments (so writers of different conversations never deadlock).
CREATE FUNCTION chat_sessions_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT m.metric, n.language, m.day, m.key, count(*)
    FROM inserted n
    CROSS JOIN LATERAL chat_session_counts(n.mode::text, n.created_at, n.completed_at, n.ready_for_consent, n.fields, n.state) m
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT x.metric, x.language, x.day, x.key, sum(x.delta)
    FROM (
      SELECT m.metric, n.language, m.day, m.key, 1 AS delta
      FROM updated_new n
      CROSS JOIN LATERAL chat_session_counts(n.mode::text, n.created_at, n.completed_at, n.ready_for_consent, n.fields, n.state) m
      UNION ALL
      SELECT m.metric, o.language, m.day, m.key, -1
      FROM updated_old o
      CROSS JOIN LATERAL chat_session_counts(o.mode::text, o.created_at, o.completed_at, o.ready_for_consent, o.fields, o.state) m
    ) x
    GROUP BY 1, 2, 3, 4 HAVING sum(x.delta) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
    -- A conversation whose language changed takes its replies along.
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT 'assistant_message', x.language, (m.created_at AT TIME ZONE 'America/Toronto')::date, NULL, sum(x.delta)
    FROM (
      SELECT n.id, n.language, 1 AS delta FROM updated_new n JOIN updated_old o ON o.id = n.id WHERE o.language <> n.language
      UNION ALL
      SELECT o.id, o.language, -1 FROM updated_new n JOIN updated_old o ON o.id = n.id WHERE o.language <> n.language
    ) x
    JOIN chat_messages m ON m.chat_session_id = x.id AND m.role = 'assistant'
    GROUP BY 2, 3 HAVING sum(x.delta) <> 0 ORDER BY 2, 3
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT m.metric, o.language, m.day, m.key, -count(*)
    FROM deleted o
    CROSS JOIN LATERAL chat_session_counts(o.mode::text, o.created_at, o.completed_at, o.ready_for_consent, o.fields, o.state) m
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER chat_sessions_rollup_insert AFTER INSERT ON chat_sessions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION chat_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER chat_sessions_rollup_update AFTER UPDATE ON chat_sessions
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION chat_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER chat_sessions_rollup_delete AFTER DELETE ON chat_sessions
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION chat_sessions_rollup();
--> statement-breakpoint
-- A deleted conversation's replies leave the counts with it, read before the deletion cascades to them
-- (the replies' own trigger then finds no conversation for them and counts nothing).
CREATE FUNCTION chat_sessions_replies_gone() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
  SELECT 'assistant_message', OLD.language, (m.created_at AT TIME ZONE 'America/Toronto')::date, NULL, -count(*)
  FROM chat_messages m
  WHERE m.chat_session_id = OLD.id AND m.role = 'assistant'
  GROUP BY 3 ORDER BY 3
  ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  RETURN OLD;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER chat_sessions_replies_gone BEFORE DELETE ON chat_sessions
  FOR EACH ROW EXECUTE FUNCTION chat_sessions_replies_gone();
--> statement-breakpoint
-- Assistant replies by the day sent, in their conversation's language.
CREATE FUNCTION chat_messages_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT 'assistant_message', s.language, (m.created_at AT TIME ZONE 'America/Toronto')::date, NULL, count(*)
    FROM inserted m JOIN chat_sessions s ON s.id = m.chat_session_id
    WHERE m.role = 'assistant'
    GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT 'assistant_message', s.language, x.day, NULL, sum(x.delta)
    FROM (
      SELECT n.chat_session_id, (n.created_at AT TIME ZONE 'America/Toronto')::date AS day, 1 AS delta
      FROM updated_new n WHERE n.role = 'assistant'
      UNION ALL
      SELECT o.chat_session_id, (o.created_at AT TIME ZONE 'America/Toronto')::date, -1
      FROM updated_old o WHERE o.role = 'assistant'
    ) x JOIN chat_sessions s ON s.id = x.chat_session_id
    GROUP BY 2, 3 HAVING sum(x.delta) <> 0 ORDER BY 2, 3
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT 'assistant_message', s.language, (m.created_at AT TIME ZONE 'America/Toronto')::date, NULL, -count(*)
    FROM deleted m JOIN chat_sessions s ON s.id = m.chat_session_id
    WHERE m.role = 'assistant'
    GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER chat_messages_rollup_insert AFTER INSERT ON chat_messages
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION chat_messages_rollup();
--> statement-breakpoint
CREATE TRIGGER chat_messages_rollup_update AFTER UPDATE ON chat_messages
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION chat_messages_rollup();
--> statement-breakpoint
CREATE TRIGGER chat_messages_rollup_delete AFTER DELETE ON chat_messages
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION chat_messages_rollup();
--> statement-breakpoint
-- The rebuild, in chunks of whole conversations (their replies with them) in id order, as decision
-- 0073's rebuild goes through sessions: each chunk's counts are added to the rollup, and since every
-- figure is a count, the chunks add up to the same rows as one pass. Locks the conversations and
-- replies against writes while it runs, so a row written meanwhile is counted once, by its trigger
-- after the rebuild.
CREATE FUNCTION chat_rollups_rebuild(p_chunk_sessions integer DEFAULT 50000) RETURNS void LANGUAGE plpgsql
SET work_mem = '64MB' AS $fn$
DECLARE
  v_lo uuid;
  v_hi uuid;
BEGIN
  IF p_chunk_sessions IS NULL OR p_chunk_sessions < 1 THEN
    RAISE EXCEPTION 'chat_rollups_rebuild: p_chunk_sessions must be at least 1, not %', p_chunk_sessions;
  END IF;
  LOCK TABLE chat_sessions, chat_messages IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE chat_daily_counts;
  LOOP
    SELECT s.id INTO v_hi FROM chat_sessions s WHERE v_lo IS NULL OR s.id > v_lo
    ORDER BY s.id OFFSET p_chunk_sessions - 1 LIMIT 1;
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT m.metric, s.language, m.day, m.key, count(*)
    FROM chat_sessions s
    CROSS JOIN LATERAL chat_session_counts(s.mode::text, s.created_at, s.completed_at, s.ready_for_consent, s.fields, s.state) m
    WHERE (v_lo IS NULL OR s.id > v_lo) AND (v_hi IS NULL OR s.id <= v_hi)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
    INSERT INTO chat_daily_counts AS c (metric, language, day, key, count)
    SELECT 'assistant_message', s.language, (m.created_at AT TIME ZONE 'America/Toronto')::date, NULL, count(*)
    FROM chat_sessions s JOIN chat_messages m ON m.chat_session_id = s.id AND m.role = 'assistant'
    WHERE (v_lo IS NULL OR s.id > v_lo) AND (v_hi IS NULL OR s.id <= v_hi)
    GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, language, day, key) DO UPDATE SET count = c.count + excluded.count;
    EXIT WHEN v_hi IS NULL;
    v_lo := v_hi;
  END LOOP;
END
$fn$;
--> statement-breakpoint
SELECT chat_rollups_rebuild();
--> statement-breakpoint
-- Monthly page views follow the daily counts' page_view rows: inserted, updated (an increment: the
-- difference), deleted, or emptied by analytics_rollups_rebuild's truncate.
CREATE FUNCTION analytics_monthly_page_views_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE analytics_monthly_page_views;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_monthly_page_views AS v (language, month, path, views)
    SELECT n.language, date_trunc('month', n.day)::date, n.key, sum(n.count)
    FROM inserted n WHERE n.metric = 'page_view'
    GROUP BY 1, 2, 3 HAVING sum(n.count) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (language, month, path) DO UPDATE SET views = v.views + excluded.views;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_monthly_page_views AS v (language, month, path, views)
    SELECT x.language, date_trunc('month', x.day)::date, x.key, sum(x.count)
    FROM (
      SELECT n.language, n.day, n.key, n.count FROM updated_new n WHERE n.metric = 'page_view'
      UNION ALL
      SELECT o.language, o.day, o.key, -o.count FROM updated_old o WHERE o.metric = 'page_view'
    ) x
    GROUP BY 1, 2, 3 HAVING sum(x.count) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (language, month, path) DO UPDATE SET views = v.views + excluded.views;
  ELSE
    INSERT INTO analytics_monthly_page_views AS v (language, month, path, views)
    SELECT o.language, date_trunc('month', o.day)::date, o.key, -sum(o.count)
    FROM deleted o WHERE o.metric = 'page_view'
    GROUP BY 1, 2, 3 HAVING sum(o.count) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (language, month, path) DO UPDATE SET views = v.views + excluded.views;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER analytics_monthly_page_views_insert AFTER INSERT ON analytics_daily_counts
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION analytics_monthly_page_views_follow();
--> statement-breakpoint
CREATE TRIGGER analytics_monthly_page_views_update AFTER UPDATE ON analytics_daily_counts
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT
  EXECUTE FUNCTION analytics_monthly_page_views_follow();
--> statement-breakpoint
CREATE TRIGGER analytics_monthly_page_views_delete AFTER DELETE ON analytics_daily_counts
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION analytics_monthly_page_views_follow();
--> statement-breakpoint
CREATE TRIGGER analytics_monthly_page_views_truncate AFTER TRUNCATE ON analytics_daily_counts
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_monthly_page_views_follow();
--> statement-breakpoint
-- The months of the page views stored so far, under the same lock as the daily counts' writers take.
LOCK TABLE analytics_daily_counts IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO analytics_monthly_page_views (language, month, path, views)
SELECT language, date_trunc('month', day)::date, key, sum(count)
FROM analytics_daily_counts WHERE metric = 'page_view'
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
